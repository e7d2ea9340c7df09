import type { Language } from '@/i18n/languages';
import { readContactDetail, type ContactValues } from '#contracts/forms/contact-rules';
import { postForm } from './post-form';
import { API_PATHS } from '#contracts/api-paths';

/** The JSON body of POST /api/contact: exactly one of `email` and `phone`. */
export interface ContactPayload {
  name: string;
  email?: string;
  phone?: string;
  subject: string;
  message: string;
  consent: true;
  language: Language;
  /** The hidden honeypot field, sent as it was: filled, the server keeps the submission as suspected spam. */
  website?: string;
}

/** The payload for values that passed `validateContact`; throws if they did not. */
export function toContactPayload(values: ContactValues, language: Language, honeypot = ''): ContactPayload {
  const detail = readContactDetail(values.contact);
  if (!detail || !values.consent) throw new Error('The message is not valid.');
  return {
    name: values.name.trim(),
    [detail.kind]: detail.value,
    subject: values.subject.trim(),
    message: values.message.trim(),
    consent: true,
    language,
    ...(honeypot && { website: honeypot }),
  };
}

/** Sends a contact message; resolves with its reference, or fails as `postForm` says. */
export const sendContact = (payload: ContactPayload) => postForm(API_PATHS.contact, payload);
