import { CONSENT_OUTDATED, CONSENT_VERSION } from '#contracts/consent';
import { FORM_ENDPOINTS } from '#contracts/endpoints/forms';
import { ERROR_CODES } from '#contracts/errors';
import { checkContactFields } from '#contracts/forms/contact-payload';
import { checkEnquiryFields } from '#contracts/forms/enquiry-payload';
import { makeReference, REFERENCE_ALPHABET } from '#contracts/reference';
import { failure, mockEndpoints } from '../route';
import { holdSentForm, randomPick } from './withdrawal';

/** 201 with the reference and the withdrawal code, given this once; the withdrawal mock keeps the form under it. */
function stored(sent: Parameters<typeof holdSentForm>[1]) {
  const reference = makeReference(sent.kind, () => randomPick(REFERENCE_ALPHABET.length));
  return { reference, withdrawalCode: holdSentForm(reference, sent) };
}

/** 400 with the form's own error codes, as the server answers a body of the right shape whose fields are not. */
const refused = (errors: object) =>
  failure(400, ERROR_CODES.invalidFields, { message: 'Some fields need correcting.', fields: errors });

// The mock knows only the wording it was built with; the server also knows those it recorded before.
const knownVersion = (value: { consentVersion: string }) => value.consentVersion === CONSENT_VERSION;

/** The two forms, checked as the server checks them (server/forms): the shape by the table, then the form's rules. */
export const enquiryHandlers = mockEndpoints(FORM_ENDPOINTS, {
  enquiries: ({ body }) => {
    const result = checkEnquiryFields(body);
    if (!result.ok) return refused(result.errors);
    return knownVersion(result.value) ? stored({ kind: 'enquiry', value: result.value }) : refused(CONSENT_OUTDATED);
  },
  contact: ({ body }) => {
    const result = checkContactFields(body);
    if (!result.ok) return refused(result.errors);
    return knownVersion(result.value) ? stored({ kind: 'contact', value: result.value }) : refused(CONSENT_OUTDATED);
  },
});
