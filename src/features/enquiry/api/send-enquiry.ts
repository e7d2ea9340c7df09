import type { CountryCode } from '@/config/contact';
import type { Language } from '@/i18n/languages';
import {
  inWeekOrder,
  timeZoneOr,
  type Discretion,
  type HeardFrom,
  type PersonKnows,
  type Relationship,
} from '#contracts/forms/discretion';
import type { ContactMethod, EnquiryValues, ForWhom, PreferredTime, Programme } from '#contracts/forms/enquiry-rules';
import { parsePhone } from '#contracts/forms/phone';
import { phoneCountry } from '#contracts/forms/phone-countries';
import { postForm } from './post-form';
import { API_PATHS } from '#contracts/api-paths';

/** The JSON body of POST /api/enquiries. */
export interface EnquiryPayload {
  forWhom: ForWhom;
  name: string;
  phone: { country: CountryCode; dialCode: string; national: string; e164: string };
  email?: string;
  contactMethod: ContactMethod;
  preferredTime: PreferredTime;
  programme: Programme;
  /** Who the enquirer is to the person, and whether that person knows: only for someone else, when answered. */
  relationship?: Relationship;
  personKnows?: PersonKnows;
  /** How the family heard of the centre, when answered. */
  heardFrom?: HeardFrom;
  /** The contact rules: `contactMethod` is the one channel, these say when and what may be said. */
  discretion: Discretion;
  message: string;
  consent: true;
  /** The page language, so the team replies in it. */
  language: Language;
  /** The hidden honeypot field, sent as it was: filled, the server keeps the submission as suspected spam. */
  website?: string;
}

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
    language,
    ...(honeypot && { website: honeypot }),
  };
}

/** Sends an admissions enquiry; resolves with its reference, or fails as `postForm` says. */
export const sendEnquiry = (payload: EnquiryPayload) => postForm(API_PATHS.enquiries, payload);
