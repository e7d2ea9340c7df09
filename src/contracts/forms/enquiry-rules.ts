import type { CountryCode } from '../countries';
import { isEmail } from '../email';
import type { Bilingual } from '../languages';
import { LIMITS } from '../limits';
import type { Programme } from '../programmes';
import { hasControlCharacters, isBlank, isOneLineText } from '../text';
import {
  protectiveDiscretion,
  type Discretion,
  type HeardFrom,
  type PersonKnows,
  type Relationship,
} from './discretion';
import { parsePhone } from './phone';
import { DEFAULT_PHONE_COUNTRY } from './phone-countries';

// The programmes are a leaf of their own, which the visitor pages' first load names without the form's rules.
export { PROGRAMMES, PROGRAMME_LABELS, type Programme } from '../programmes';

export const FOR_WHOM = ['self', 'someone-else'] as const;
export type ForWhom = (typeof FOR_WHOM)[number];
/** Whom the enquiry is for, as the staff read it (the form asks it in the first person). */
export const FOR_WHOM_LABELS: Readonly<Record<ForWhom, Bilingual>> = {
  self: { en: 'Themselves', ar: 'للشخص نفسه' },
  'someone-else': { en: 'Someone they care for', ar: 'لشخص يهمّه أمره' },
};

export const CONTACT_METHODS = ['phone', 'whatsapp', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Readonly<Record<ContactMethod, Bilingual>> = {
  phone: { en: 'Phone call', ar: 'مكالمة هاتفية' },
  whatsapp: { en: 'WhatsApp', ar: 'واتساب' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
};

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export const PREFERRED_TIME_LABELS: Readonly<Record<PreferredTime, Bilingual>> = {
  morning: { en: 'Morning', ar: 'صباحًا' },
  afternoon: { en: 'Afternoon', ar: 'بعد الظهر' },
  evening: { en: 'Evening', ar: 'مساءً' },
  any: { en: 'Any time', ar: 'في أي وقت' },
};

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
  /** Who the enquirer is to the person (only asked, and only sent, when the enquiry is for someone else). */
  relationship: Relationship | '';
  /** Whether that person knows about the enquiry (the same). */
  personKnows: PersonKnows | '';
  heardFrom: HeardFrom | '';
  /** How the family may be reached without being found out; `contactMethod` is the one channel. */
  discretion: Discretion;
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
  relationship: '',
  personKnows: '',
  heardFrom: '',
  discretion: protectiveDiscretion(DEFAULT_PHONE_COUNTRY),
  message: '',
  consent: false,
};

/**
 * The fields that can be wrong: values of the form, and two parts of `discretion` (its safe days,
 * and its safe hours as one pair).
 */
export type EnquiryField = 'forWhom' | 'name' | 'phone' | 'email' | 'safeDays' | 'safeHours' | 'message' | 'consent';

/** The order of the fields on the page, which the error summary follows. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = [
  'forWhom',
  'name',
  'phone',
  'email',
  'safeDays',
  'safeHours',
  'message',
  'consent',
];

/** What a field holds, as a value that changes when the field does (a server's error stands until then). */
export function enquiryFieldValue(values: EnquiryValues, field: EnquiryField): unknown {
  if (field === 'safeDays') return values.discretion.safeDays.join(',');
  if (field === 'safeHours') return `${values.discretion.safeFrom}-${values.discretion.safeTo}`;
  return values[field];
}

export type EnquiryErrorCode =
  | 'forWhom.required'
  | 'name.required'
  | 'name.invalid'
  | 'phone.required'
  | `phone.invalid.${CountryCode}`
  | 'phone.otherCountry'
  | 'email.invalid'
  | 'email.requiredForMethod'
  | 'safeDays.required'
  | 'safeHours.order'
  | 'message.tooLong'
  | 'message.invalid'
  | 'consent.required'
  /** The server does not know the consent wording's version the page showed (ADR 020). */
  | 'consent.outdated';

export type EnquiryErrors = Partial<Record<EnquiryField, EnquiryErrorCode>>;

export const emailRequired = (values: Pick<EnquiryValues, 'contactMethod'>) => values.contactMethod === 'email';

/** Every problem with the enquiry, as codes (the wording is picked at render time, in the current language). */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (values.forWhom === '') errors.forWhom = 'forWhom.required';
  if (isBlank(values.name)) errors.name = 'name.required';
  else if (!isOneLineText(values.name)) errors.name = 'name.invalid';

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

  if (values.discretion.safeDays.length === 0) errors.safeDays = 'safeDays.required';
  if (values.discretion.safeFrom >= values.discretion.safeTo) errors.safeHours = 'safeHours.order';

  if (values.message.length > LIMITS.message) errors.message = 'message.tooLong';
  else if (hasControlCharacters(values.message)) errors.message = 'message.invalid';
  if (!values.consent) errors.consent = 'consent.required';
  return errors;
}
