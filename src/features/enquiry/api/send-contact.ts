import type { z } from 'zod';
import type { Language } from '@/i18n/languages';
import { callEndpoint } from '@/lib/api-client';
import { CONSENT_VERSION } from '#contracts/consent';
import type { contactPayloadSchema } from '#contracts/forms/contact-payload';
import { readContactDetail, type ContactValues } from '#contracts/forms/contact-rules';
import { postForm } from './post-form';

/** The JSON body of POST /api/contact, as the contract takes it: exactly one of `email` and `phone`. */
export type ContactPayload = z.input<typeof contactPayloadSchema>;

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
    // The wording this page showed: the server records its version with the language.
    consentVersion: CONSENT_VERSION,
    language,
    ...(honeypot && { website: honeypot }),
  };
}

/** Sends a contact message; resolves with its reference, or fails as `postForm` says. */
export const sendContact = (payload: ContactPayload) =>
  postForm((endpoints) => callEndpoint(endpoints.contact, { body: payload }));
