import { http, HttpResponse } from 'msw';
import type { CheckedContactMessage } from '#contracts/forms/contact-payload';
import type { CheckedEnquiry } from '#contracts/forms/enquiry-payload';
import type { ReferenceKind } from '#contracts/reference';
import { WITHDRAWAL_CODE_ALPHABET, WITHDRAWAL_CODE_LENGTH, type HeldAnswer } from '#contracts/withdrawal';
import { withdrawalSchema } from '#contracts/withdrawal-schema';
import { scenarioResponse } from '../scenario';

/** What the mock keeps of a sent form: the answer it shows, and the code (in the clear: a mock). */
interface MockHeld {
  code: string;
  answer: HeldAnswer;
}

/**
 * A demo item to try the withdrawal page with in dev, before sending a form:
 * reference SW-DEM00, code DEMW-ABCD-EFGH-JKMN. Sent forms are added beside it.
 */
const DEMO: MockHeld = {
  code: 'DEMWABCDEFGHJKMN',
  answer: {
    reference: 'SW-DEM00',
    kind: 'enquiry',
    receivedAt: '2026-11-20T09:30:00.000Z',
    language: 'en',
    state: 'beingHandled',
    fields: {
      forWhom: 'someone-else',
      name: 'Layla Hassan',
      country: 'AE',
      phone: '+971501234567',
      email: null,
      contactMethod: 'whatsapp',
      preferredTime: 'evening',
      programme: 'anxietyDepression',
      relationship: 'sibling',
      personKnows: 'notSure',
      heardFrom: null,
      leaveMessage: 'no',
      nameCentre: 'no',
      safeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      safeFrom: '18',
      safeTo: '22',
      timeZone: 'Asia/Dubai',
      message: 'My brother has not been himself for months.',
    },
  },
};

const held = new Map<string, MockHeld>();

/** Back to the demo item alone (tests call it between cases). */
export function resetMockWithdrawals() {
  held.clear();
  held.set(DEMO.answer.reference, structuredClone(DEMO));
}
resetMockWithdrawals();

/** A fresh code from the contract's alphabet, normalised (16 characters, no dashes). */
function newCode(): string {
  const picks = crypto.getRandomValues(new Uint8Array(WITHDRAWAL_CODE_LENGTH));
  return [...picks].map((pick) => WITHDRAWAL_CODE_ALPHABET[pick % WITHDRAWAL_CODE_ALPHABET.length]).join('');
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** An enquiry's fields as the server holds them (HELD_ENQUIRY_FIELDS in #contracts/withdrawal). */
const enquiryFields = (enquiry: CheckedEnquiry): HeldAnswer['fields'] => ({
  forWhom: enquiry.forWhom,
  name: enquiry.name,
  country: enquiry.phone.country,
  phone: enquiry.phone.e164,
  email: enquiry.email,
  contactMethod: enquiry.contactMethod,
  preferredTime: enquiry.preferredTime,
  programme: enquiry.programme,
  relationship: enquiry.relationship,
  personKnows: enquiry.personKnows,
  heardFrom: enquiry.heardFrom,
  leaveMessage: yesNo(enquiry.discretion.leaveMessage),
  nameCentre: yesNo(enquiry.discretion.nameCentre),
  safeDays: enquiry.discretion.safeDays,
  safeFrom: String(enquiry.discretion.safeFrom),
  safeTo: String(enquiry.discretion.safeTo),
  timeZone: enquiry.discretion.timeZone,
  message: enquiry.message,
  ...(enquiry.honeypot && { website: enquiry.honeypot }),
});

/** A contact message's (HELD_CONTACT_FIELDS): `contact` is the address or number it was sent with. */
const contactFields = (message: CheckedContactMessage): HeldAnswer['fields'] => ({
  name: message.name,
  contact: message.email ?? message.phone,
  subject: message.subject,
  message: message.message,
  ...(message.honeypot && { website: message.honeypot }),
});

/** Keeps a form the mock stored, as the server would, and answers its code (given this once). */
export function holdSentForm(
  reference: string,
  sent: { kind: 'enquiry'; value: CheckedEnquiry } | { kind: 'contact'; value: CheckedContactMessage },
): string {
  const code = newCode();
  const kind: ReferenceKind = sent.kind;
  held.set(reference, {
    code,
    answer: {
      reference,
      kind,
      receivedAt: new Date().toISOString(),
      language: sent.value.language,
      state: 'received',
      fields: sent.kind === 'enquiry' ? enquiryFields(sent.value) : contactFields(sent.value),
    },
  });
  return code;
}

/** The same answer for an unknown reference and a wrong code, as the server gives. */
const nothingFound = () =>
  HttpResponse.json(
    { error: 'withdrawal_not_found', message: 'Nothing found for this reference and code.' },
    { status: 404 },
  );

const notJson = () => new HttpResponse('<!doctype html><p>Not JSON</p>', { headers: { 'Content-Type': 'text/html' } });

function answer(withdraw: boolean) {
  return async ({ request }: { request: Request }) => {
    const forced = await scenarioResponse(notJson);
    if (forced) return forced;
    const parsed = withdrawalSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success)
      return HttpResponse.json({ error: 'invalid_body', message: 'Send a reference and a code.' }, { status: 400 });
    const item = held.get(parsed.data.reference);
    if (!item || item.code !== parsed.data.code) return nothingFound();
    if (!withdraw) return HttpResponse.json(item.answer, { headers: { 'Cache-Control': 'no-store' } });
    held.delete(parsed.data.reference);
    return new HttpResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  };
}

/**
 * POST /api/withdrawal (what is held: 200 HeldAnswer) and POST /api/withdrawal/confirm (delete it:
 * 204), with a reference and its code; 404 alike for an unknown reference and a wrong code; 400 for
 * a body that is not one. They follow the mock scenario (rate-limited: 429 with `retryAt`).
 */
export const withdrawalHandlers = [
  http.post('*/api/withdrawal', answer(false)),
  http.post('*/api/withdrawal/confirm', answer(true)),
];
