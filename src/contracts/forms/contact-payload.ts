import { z } from 'zod';
import { CONSENT_VERSION_PATTERN } from '../consent';
import { readContactDetail, validateContact, type ContactErrors } from './contact-rules';
import { LIMITS } from '../limits';
import { honeypotShape, messageShape, PAYLOAD_LANGUAGES } from './payload-shape';

/** The JSON body of POST /api/contact (`ContactPayload` in api/send-contact.ts): exactly one of `email` and `phone`. */
export const contactPayloadSchema = z
  .strictObject({
    name: z.string().max(LIMITS.name),
    email: z.string().max(LIMITS.contact).optional(),
    phone: z.string().max(LIMITS.contact).optional(),
    subject: z.string().max(LIMITS.subject),
    message: messageShape,
    consent: z.boolean(),
    /** The version of the consent wording the form showed (ADR 020), in `language`. */
    consentVersion: z.string().regex(CONSENT_VERSION_PATTERN),
    language: z.enum(PAYLOAD_LANGUAGES),
    website: honeypotShape,
  })
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), {
    message: 'Send exactly one of email and phone.',
    path: ['email'],
  });

/** A contact message as stored: checked and trimmed, with the one way to reply. */
export interface CheckedContactMessage {
  name: string;
  email: string | null;
  phone: string | null;
  subject: string;
  message: string;
  language: (typeof PAYLOAD_LANGUAGES)[number];
  /** The consent wording's version, as shown in `language`. */
  consentVersion: string;
  honeypot: string;
}

export type ContactPayloadShape = z.output<typeof contactPayloadSchema>;

export type ContactFieldsCheck =
  { ok: true; value: CheckedContactMessage } | { ok: false; kind: 'fields'; errors: ContactErrors };

/** Checks a body of the right shape with the contact form's own rules (the server's route, after its schema). */
export function checkContactFields(payload: ContactPayloadShape): ContactFieldsCheck {
  const contact = payload.email ?? payload.phone ?? '';
  const errors = validateContact({
    name: payload.name,
    contact,
    subject: payload.subject,
    message: payload.message,
    consent: payload.consent,
  });
  const detail = readContactDetail(contact);
  // An address in the phone field (or the reverse) is the contact field's problem, as the form words it.
  if (!errors.contact && detail && detail.kind !== (payload.email !== undefined ? 'email' : 'phone'))
    errors.contact = 'contact.invalid';
  if (Object.keys(errors).length > 0 || !detail) return { ok: false, kind: 'fields', errors };
  return {
    ok: true,
    value: {
      name: payload.name.trim(),
      email: detail.kind === 'email' ? detail.value : null,
      phone: detail.kind === 'phone' ? detail.value : null,
      subject: payload.subject.trim(),
      message: payload.message.trim(),
      language: payload.language,
      consentVersion: payload.consentVersion,
      honeypot: payload.website ?? '',
    },
  };
}
