import type { z } from 'zod';
import type { Language } from '@/i18n/languages';
import { callEndpoint } from '@/lib/api-client';
import { CONSENT_VERSION } from '#contracts/consent';
import { inWeekOrder, timeZoneOr, type Discretion } from '#contracts/forms/discretion';
import type { enquiryPayloadSchema } from '#contracts/forms/enquiry-payload';
import type { EnquiryValues } from '#contracts/forms/enquiry-rules';
import { parsePhone } from '#contracts/forms/phone';
import { phoneCountry } from '#contracts/forms/phone-countries';
import { postForm } from './post-form';

/** The JSON body of POST /api/enquiries, as the contract takes it; this client always sends the contact rules. */
export type EnquiryPayload = z.input<typeof enquiryPayloadSchema> & { discretion: Discretion };

/** The payload for values that passed `validateEnquiry`; throws if they did not. */
export function toEnquiryPayload(values: EnquiryValues, language: Language, honeypot = ''): EnquiryPayload {
  const phone = parsePhone(values.phone, values.country);
  if (!phone.ok || values.forWhom === '' || !values.consent) throw new Error('The enquiry is not valid.');
  const email = values.email.trim();
  const forSomeoneElse = values.forWhom === 'someone-else';
  const { discretion } = values;
  return {
    forWhom: values.forWhom,
    name: values.name.trim(),
    phone: {
      country: phone.country,
      dialCode: `+${phoneCountry(phone.country).dialCode}`,
      national: phone.national,
      e164: phone.e164,
    },
    ...(email && { email }),
    contactMethod: values.contactMethod,
    preferredTime: values.preferredTime,
    programme: values.programme,
    ...(forSomeoneElse && values.relationship && { relationship: values.relationship }),
    ...(forSomeoneElse && values.personKnows && { personKnows: values.personKnows }),
    ...(values.heardFrom && { heardFrom: values.heardFrom }),
    discretion: {
      leaveMessage: discretion.leaveMessage,
      nameCentre: discretion.nameCentre,
      safeDays: inWeekOrder(discretion.safeDays),
      safeFrom: discretion.safeFrom,
      safeTo: discretion.safeTo,
      timeZone: timeZoneOr(discretion.timeZone, phone.country),
    },
    message: values.message.trim(),
    consent: true,
    // The wording this page showed: the server records its version with the language.
    consentVersion: CONSENT_VERSION,
    language,
    ...(honeypot && { website: honeypot }),
  };
}

/** Sends an admissions enquiry; resolves with its reference, or fails as `postForm` says. */
export const sendEnquiry = (payload: EnquiryPayload) =>
  postForm((endpoints) => callEndpoint(endpoints.enquiries, { body: payload }));
