import { compactPhone } from './digits';
import { isEmail } from '../email';
import { LIMITS } from '../limits';
import { hasControlCharacters, isBlank, isOneLineText } from '../text';

export interface ContactValues {
  name: string;
  /** An email address or a phone number, in one field. */
  contact: string;
  subject: string;
  message: string;
  consent: boolean;
}

export const initialContactValues: ContactValues = { name: '', contact: '', subject: '', message: '', consent: false };

export type ContactField = keyof ContactValues;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'contact', 'subject', 'message', 'consent'];

export type ContactErrorCode =
  | 'name.required'
  | 'name.invalid'
  | 'contact.required'
  | 'contact.invalid'
  | 'subject.required'
  | 'subject.invalid'
  | 'message.required'
  | 'message.tooLong'
  | 'message.invalid'
  | 'consent.required'
  | 'consent.outdated';

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

export type ContactDetail = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

// Any country: an optional + (or 00) and 8 to 15 digits, the length E.164 allows.
const ANY_PHONE = /^\+?\d{8,15}$/;

/** Reads the "email or phone" field: an email when it has an @, a phone number otherwise. */
export function readContactDetail(raw: string): ContactDetail | null {
  const value = raw.trim();
  if (value.includes('@')) return isEmail(value) ? { kind: 'email', value } : null;
  const phone = compactPhone(value).replace(/^00/, '+');
  return ANY_PHONE.test(phone) ? { kind: 'phone', value: phone } : null;
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (isBlank(values.name)) errors.name = 'name.required';
  else if (!isOneLineText(values.name)) errors.name = 'name.invalid';
  if (values.contact.trim() === '') errors.contact = 'contact.required';
  else if (!readContactDetail(values.contact)) errors.contact = 'contact.invalid';
  if (isBlank(values.subject)) errors.subject = 'subject.required';
  else if (!isOneLineText(values.subject)) errors.subject = 'subject.invalid';
  if (isBlank(values.message)) errors.message = 'message.required';
  else if (values.message.length > LIMITS.message) errors.message = 'message.tooLong';
  else if (hasControlCharacters(values.message)) errors.message = 'message.invalid';
  if (!values.consent) errors.consent = 'consent.required';
  return errors;
}
