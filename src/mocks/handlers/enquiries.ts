import { http, HttpResponse } from 'msw';
import { checkContactPayload } from '#contracts/forms/contact-payload';
import { checkEnquiryPayload } from '#contracts/forms/enquiry-payload';
import { ERROR_CODES } from '#contracts/errors';
import { makeReference, REFERENCE_ALPHABET, type ReferenceKind } from '#contracts/reference';
import { scenarioResponse } from '../scenario';
import { holdSentForm } from './withdrawal';

/** A 200 HTML page, as a captive portal answers: not the 201 JSON the forms expect. */
const notJson = () => new HttpResponse('<!doctype html><p>Not JSON</p>', { headers: { 'Content-Type': 'text/html' } });

let received = 0;

/** A reference shaped like the server's (the prefix and five characters), counting up. */
function mockReference(kind: ReferenceKind) {
  const count = ++received;
  // The count's base-32 digits, most significant first.
  return makeReference(kind, (position) => Math.floor(count / REFERENCE_ALPHABET.length ** (4 - position)));
}

type Check<Value> = (
  body: unknown,
) =>
  | { ok: true; value: Value }
  | { ok: false; kind: 'shape'; paths: string[] }
  | { ok: false; kind: 'fields'; errors: object };

function receive<Value>(kind: ReferenceKind, check: Check<Value>, hold: (reference: string, value: Value) => string) {
  return async ({ request }: { request: Request }) => {
    const forced = await scenarioResponse(notJson);
    if (forced) return forced;
    const body: unknown = await request.json().catch(() => undefined);
    const result = check(body);
    if (result.ok) {
      const reference = mockReference(kind);
      // The withdrawal code, given this once; the withdrawal mock keeps what was sent under it.
      return HttpResponse.json({ reference, withdrawalCode: hold(reference, result.value) }, { status: 201 });
    }
    return result.kind === 'fields'
      ? HttpResponse.json(
          { error: ERROR_CODES.invalidFields, message: 'Some fields need correcting.', fields: result.errors },
          { status: 400 },
        )
      : HttpResponse.json(
          { error: ERROR_CODES.invalidBody, message: 'The body is not a form of this kind.', paths: result.paths },
          { status: 400 },
        );
  };
}

/**
 * POST /api/enquiries and POST /api/contact, answering as the real server does (server/forms):
 * 201 `{ reference, withdrawalCode }` (StoredAnswer), or 400 with the form's own error codes, by the same checks.
 * They follow the mock scenario (`?mock-scenario=error|network|slow|invalid|unauthorized|rate-limited`).
 */
export const enquiryHandlers = [
  // "*/" matches the site's own origin and any VITE_API_BASE_URL.
  http.post(
    '*/api/enquiries',
    receive('enquiry', checkEnquiryPayload, (reference, value) => holdSentForm(reference, { kind: 'enquiry', value })),
  ),
  http.post(
    '*/api/contact',
    receive('contact', checkContactPayload, (reference, value) => holdSentForm(reference, { kind: 'contact', value })),
  ),
];
