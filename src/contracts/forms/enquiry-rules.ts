import type { CountryCode } from '../countries';
import { isEmail } from '../email';
import { LIMITS } from '../limits';
import { hasControlCharacters, isBlank } from '../text';
import { parsePhone } from './phone';
import { DEFAULT_PHONE_COUNTRY } from './phone-countries';

export const FOR_WHOM = ['self', 'someone-else'] as const;
export type ForWhom = (typeof FOR_WHOM)[number];

export const CONTACT_METHODS = ['phone', 'whatsapp', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** The four treatment pages' ids, and "not sure yet". */
export const PROGRAMMES = [
  'addiction',
  'anxietyDepression',
  'eatingDisorders',
  'marriageCounseling',
  'notSure',
] as const;
export type Programme = (typeof PROGRAMMES)[number];

export interface EnquiryValues {
  /** Empty until chosen: the answer matters, so nothing is picked for the visitor. */
  forWhom: ForWhom | '';
  name: string;
  country: CountryCode;
  phone: string;
  email: string;
  contactMethod: ContactMethod;
  preferredTime: PreferredTime;
  programme: Programme;
  message: string;
  consent: boolean;
}

export const initialEnquiryValues: EnquiryValues = {
  forWhom: '',
  name: '',
  country: DEFAULT_PHONE_COUNTRY,
  phone: '',
  email: '',
  contactMethod: 'phone',
  preferredTime: 'any',
  programme: 'notSure',
  message: '',
  consent: false,
};

export type EnquiryField = Exclude<keyof EnquiryValues, 'country' | 'contactMethod' | 'preferredTime' | 'programme'>;

/** The order of the fields on the page, which the error summary follows. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['forWhom', 'name', 'phone', 'email', 'message', 'consent'];

export type EnquiryErrorCode =
  | 'forWhom.required'
  | 'name.required'
  | 'name.invalid'
  | 'phone.required'
  | `phone.invalid.${CountryCode}`
  | 'phone.otherCountry'
  | 'email.invalid'
  | 'email.requiredForMethod'
  | 'message.tooLong'
  | 'message.invalid'
  | 'consent.required';

export type EnquiryErrors = Partial<Record<EnquiryField, EnquiryErrorCode>>;

export const emailRequired = (values: Pick<EnquiryValues, 'contactMethod'>) => values.contactMethod === 'email';

/** Every problem with the enquiry, as codes (the wording is picked at render time, in the current language). */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (values.forWhom === '') errors.forWhom = 'forWhom.required';
  if (isBlank(values.name)) errors.name = 'name.required';
  else if (hasControlCharacters(values.name)) errors.name = 'name.invalid';

  const phone = parsePhone(values.phone, values.country);
  if (!phone.ok)
    errors.phone =
      phone.problem === 'required'
        ? 'phone.required'
        : phone.problem === 'otherCountry'
          ? 'phone.otherCountry'
          : `phone.invalid.${values.country}`;

  const email = values.email.trim();
  if (email === '') {
    if (emailRequired(values)) errors.email = 'email.requiredForMethod';
  } else if (!isEmail(email)) errors.email = 'email.invalid';

  if (values.message.length > LIMITS.message) errors.message = 'message.tooLong';
  else if (hasControlCharacters(values.message)) errors.message = 'message.invalid';
  if (!values.consent) errors.consent = 'consent.required';
  return errors;
}
