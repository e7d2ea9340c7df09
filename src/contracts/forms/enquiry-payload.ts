import { z } from 'zod';
import { CONTACT_METHODS, FOR_WHOM, PREFERRED_TIMES, PROGRAMMES, validateEnquiry } from './enquiry-rules';
import type { EnquiryErrors, EnquiryValues } from './enquiry-rules';
import { LIMITS } from '../limits';
import { honeypotShape, messageShape, PAYLOAD_LANGUAGES, shapeThenFields } from './payload-shape';
import { parsePhone } from './phone';
import { PHONE_COUNTRIES } from './phone-countries';

const countryCodes = PHONE_COUNTRIES.map((country) => country.code) as [string, ...string[]];

/**
 * The JSON body of POST /api/enquiries, as the server checks its shape: every field
 * of `EnquiryPayload` (api/send-enquiry.ts), nothing else. Field-level rules are
 * `validateEnquiry`'s, so the server and the form agree on what is wrong.
 */
export const enquiryPayloadSchema = z.strictObject({
  forWhom: z.enum([...FOR_WHOM, '']),
  name: z.string().max(LIMITS.name),
  phone: z.strictObject({
    country: z.enum(countryCodes),
    dialCode: z.string().max(8),
    national: z.string().max(LIMITS.phone),
    e164: z.string().max(LIMITS.phone),
  }),
  email: z.string().max(LIMITS.email).optional(),
  contactMethod: z.enum(CONTACT_METHODS),
  preferredTime: z.enum(PREFERRED_TIMES),
  programme: z.enum(PROGRAMMES),
  message: messageShape,
  consent: z.boolean(),
  language: z.enum(PAYLOAD_LANGUAGES),
  website: honeypotShape,
});

/** An enquiry as stored: checked, trimmed, the phone number in one international form. */
export interface CheckedEnquiry {
  forWhom: Exclude<EnquiryValues['forWhom'], ''>;
  name: string;
  phone: { country: EnquiryValues['country']; e164: string };
  email: string | null;
  contactMethod: EnquiryValues['contactMethod'];
  preferredTime: EnquiryValues['preferredTime'];
  programme: EnquiryValues['programme'];
  message: string;
  language: (typeof PAYLOAD_LANGUAGES)[number];
  /** What the hidden field held; not empty means suspected spam. */
  honeypot: string;
}

export type EnquiryPayloadShape = z.output<typeof enquiryPayloadSchema>;

export type EnquiryFieldsCheck =
  { ok: true; value: CheckedEnquiry } | { ok: false; kind: 'fields'; errors: EnquiryErrors };

/** Checks a body of the right shape with the form's own rules (the server's route, after its schema). */
export function checkEnquiryFields(payload: EnquiryPayloadShape): EnquiryFieldsCheck {
  const country = payload.phone.country as EnquiryValues['country'];
  const values: EnquiryValues = {
    forWhom: payload.forWhom,
    name: payload.name,
    country,
    phone: payload.phone.e164,
    email: payload.email ?? '',
    contactMethod: payload.contactMethod,
    preferredTime: payload.preferredTime,
    programme: payload.programme,
    message: payload.message,
    consent: payload.consent,
  };
  const errors = validateEnquiry(values);
  const phone = parsePhone(values.phone, country);
  if (Object.keys(errors).length > 0 || !phone.ok || values.forWhom === '')
    return { ok: false, kind: 'fields', errors };
  const email = values.email.trim();
  return {
    ok: true,
    value: {
      forWhom: values.forWhom,
      name: values.name.trim(),
      phone: { country: phone.country, e164: phone.e164 },
      email: email === '' ? null : email,
      contactMethod: values.contactMethod,
      preferredTime: values.preferredTime,
      programme: values.programme,
      message: values.message.trim(),
      language: payload.language,
      honeypot: payload.website ?? '',
    },
  };
}

/** The shape, then the rules: for a caller with no schema validation of its own (the mock server). */
export const checkEnquiryPayload = shapeThenFields(enquiryPayloadSchema, checkEnquiryFields);
