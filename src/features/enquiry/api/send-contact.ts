import type { Language } from '@/i18n/languages';
import { apiPost } from '@/lib/api-client';
import { readContactDetail, type ContactValues } from '../validation/contact-rules';

export const CONTACT_PATH = '/api/contact';

/** The JSON body of POST /api/contact: exactly one of `email` and `phone`. */
export interface ContactPayload {
  name: string;
  email?: string;
  phone?: string;
  subject: string;
  message: string;
  consent: true;
  language: Language;
}

/** The payload for values that passed `validateContact`; throws if they did not. */
export function toContactPayload(values: ContactValues, language: Language): ContactPayload {
  const detail = readContactDetail(values.contact);
  if (!detail || !values.consent) throw new Error('The message is not valid.');
  return {
    name: values.name.trim(),
    [detail.kind]: detail.value,
    subject: values.subject.trim(),
    message: values.message.trim(),
    consent: true,
    language,
  };
}

/** Sends a contact message; fails with `ApiError` like `sendEnquiry`. */
export const sendContact = (payload: ContactPayload) => apiPost(CONTACT_PATH, payload);
