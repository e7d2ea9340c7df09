import type { CountryCode } from '@/config/contact';
import type { Language } from '@/i18n/languages';
import { apiPost } from '@/lib/api-client';
import type { ContactMethod, EnquiryValues, ForWhom, PreferredTime, Programme } from '../validation/enquiry-rules';
import { parsePhone } from '../validation/phone';
import { phoneCountry } from '../validation/phone-countries';

export const ENQUIRIES_PATH = '/api/enquiries';

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
}

/** The payload for values that passed `validateEnquiry`; throws if they did not. */
export function toEnquiryPayload(values: EnquiryValues, language: Language): EnquiryPayload {
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
  };
}

/** Sends an admissions enquiry; fails with `ApiError` (`network`, or `http`/`invalid` when the server is at fault). */
export const sendEnquiry = (payload: EnquiryPayload) => apiPost(ENQUIRIES_PATH, payload);
