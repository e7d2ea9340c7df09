import { API_PATHS } from '#contracts/api-paths';
import { ERROR_CODES } from '#contracts/errors';
import { checkContactPayload } from '#contracts/forms/contact-payload';
import { checkEnquiryPayload } from '#contracts/forms/enquiry-payload';
import { makeReference, REFERENCE_ALPHABET, type ReferenceKind } from '#contracts/reference';
import type { StoredAnswer } from '#contracts/withdrawal';
import { failure, json, route } from '../route';
import { holdSentForm } from './withdrawal';

let received = 0;

/** A reference shaped like the server's (the prefix and five characters), counting up. */
function mockReference(kind: ReferenceKind) {
  const count = ++received;
  // The count's base-32 digits, most significant first.
  return makeReference(kind, (position) => Math.floor(count / REFERENCE_ALPHABET.length ** (4 - position)));
}

/** 201 with the reference and the withdrawal code, given this once; the withdrawal mock keeps the form under it. */
function stored(sent: Parameters<typeof holdSentForm>[1]) {
  const reference = mockReference(sent.kind);
  return json({ reference, withdrawalCode: holdSentForm(reference, sent) } satisfies StoredAnswer, 201);
}

/** 400 with the form's own error codes, or the paths of a body that is not such a form. */
const refused = (result: { kind: 'shape'; paths: string[] } | { kind: 'fields'; errors: object }) =>
  result.kind === 'fields'
    ? failure(400, ERROR_CODES.invalidFields, { message: 'Some fields need correcting.', fields: result.errors })
    : failure(400, ERROR_CODES.invalidBody, { message: 'The body is not a form of this kind.', paths: result.paths });

/** POST /api/enquiries and POST /api/contact, checked by the server's own checks (server/forms). */
export const enquiryHandlers = [
  route('post', API_PATHS.enquiries, 'anyone', {}, ({ body }) => {
    const result = checkEnquiryPayload(body);
    return result.ok ? stored({ kind: 'enquiry', value: result.value }) : refused(result);
  }),
  route('post', API_PATHS.contact, 'anyone', {}, ({ body }) => {
    const result = checkContactPayload(body);
    return result.ok ? stored({ kind: 'contact', value: result.value }) : refused(result);
  }),
];
