import type { CountryCode } from '@/config/contact';
import type { Language } from '@/i18n/languages';
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
    message: values.message.trim(),
    consent: true,
    language,
    ...(honeypot && { website: honeypot }),
  };
}

/** Sends an admissions enquiry; resolves with its reference, or fails as `postForm` says. */
export const sendEnquiry = (payload: EnquiryPayload) => postForm(API_PATHS.enquiries, payload);
