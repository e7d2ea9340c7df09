import { z } from 'zod';
import { CONSENT_VERSION_PATTERN } from '../consent';
import {
  HEARD_FROM,
  inWeekOrder,
  isTimeZone,
  PERSON_KNOWS,
  protectiveDiscretion,
  RELATIONSHIPS,
  SAFE_HOUR_MAX,
  SAFE_HOUR_MIN,
  WEEKDAYS,
  type Discretion,
  type HeardFrom,
  type PersonKnows,
  type Relationship,
} from './discretion';
import { CONTACT_METHODS, FOR_WHOM, PREFERRED_TIMES, PROGRAMMES, validateEnquiry } from './enquiry-rules';
import type { EnquiryErrors, EnquiryValues } from './enquiry-rules';
import { LIMITS } from '../limits';
import { honeypotShape, messageShape, PAYLOAD_LANGUAGES } from './payload-shape';
import { parsePhone } from './phone';
import { PHONE_COUNTRIES } from './phone-countries';
import type { SelfCheckAnswers } from '../screeners';
import { selfCheckAnswersSchema } from '../self-check-sent';

const countryCodes = PHONE_COUNTRIES.map((country) => country.code) as [string, ...string[]];

/**
 * How the family may be reached. Its rules (a safe day at least, `from` before `to`) are
 * `validateEnquiry`'s, so they come back as field errors; a time zone this runtime does not know
 * is a shape error at `discretion.timeZone`.
 */
const discretionShape = z.strictObject({
  leaveMessage: z.boolean(),
  nameCentre: z.boolean(),
  safeDays: z
    .array(z.enum(WEEKDAYS))
    .max(WEEKDAYS.length)
    .refine((days) => new Set(days).size === days.length, 'A day is repeated.'),
  safeFrom: z
    .number()
    .int()
    .min(SAFE_HOUR_MIN)
    .max(SAFE_HOUR_MAX - 1),
  safeTo: z
    .number()
    .int()
    .min(SAFE_HOUR_MIN + 1)
    .max(SAFE_HOUR_MAX),
  timeZone: z.string().max(64).refine(isTimeZone, 'Not a time zone this server knows.'),
});

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
  relationship: z.enum([...RELATIONSHIPS, '']).optional(),
  personKnows: z.enum([...PERSON_KNOWS, '']).optional(),
  heardFrom: z.enum([...HEARD_FROM, '']).optional(),
  /** Absent from an older client's body: the protective answers for the phone's country are stored. */
  discretion: discretionShape.optional(),
  message: messageShape,
  /** Only when the visitor chose to send a self-check's answers with the enquiry. */
  selfCheck: selfCheckAnswersSchema.optional(),
  consent: z.boolean(),
  /** The version of the consent wording the form showed (ADR 020), in `language`. */
  consentVersion: z.string().regex(CONSENT_VERSION_PATTERN),
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
  /** Only for an enquiry about someone else; null when not given. */
  relationship: Relationship | null;
  personKnows: PersonKnows | null;
  heardFrom: HeardFrom | null;
  /** The safe days in `WEEKDAYS` order. */
  discretion: Discretion;
  message: string;
  /** A self-check's answers the visitor chose to send; null when none. */
  selfCheck: SelfCheckAnswers | null;
  language: (typeof PAYLOAD_LANGUAGES)[number];
  /** The consent wording's version, as shown in `language`. */
  consentVersion: string;
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
    relationship: payload.relationship ?? '',
    personKnows: payload.personKnows ?? '',
    heardFrom: payload.heardFrom ?? '',
    discretion: payload.discretion ?? protectiveDiscretion(country),
    message: payload.message,
    consent: payload.consent,
  };
  const errors = validateEnquiry(values);
  const phone = parsePhone(values.phone, country);
  if (Object.keys(errors).length > 0 || !phone.ok || values.forWhom === '')
    return { ok: false, kind: 'fields', errors };
  const email = values.email.trim();
  const forSomeoneElse = values.forWhom === 'someone-else';
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
      relationship: (forSomeoneElse && values.relationship) || null,
      personKnows: (forSomeoneElse && values.personKnows) || null,
      heardFrom: values.heardFrom || null,
      discretion: { ...values.discretion, safeDays: inWeekOrder(values.discretion.safeDays) },
      message: values.message.trim(),
      selfCheck: payload.selfCheck ?? null,
      language: payload.language,
      consentVersion: payload.consentVersion,
      honeypot: payload.website ?? '',
    },
  };
}
