import { initialContactValues, type ContactValues } from '#contracts/forms/contact-rules';
import { LIMITS } from '#contracts/limits';
import { draftText, readDraft } from './session-draft';

export const CONTACT_DRAFT_KEY = 'contact-draft';

/** What a draft keeps: everything but consent, which is given afresh each time the form is sent. */
export type ContactDraft = Omit<ContactValues, 'consent'>;

export const toContactDraft = ({ consent: _consent, ...draft }: ContactValues): ContactDraft => draft;

/** The saved draft, field by field: anything missing or malformed reads as empty. */
export function readContactDraft(): ContactValues {
  const draft = readDraft(CONTACT_DRAFT_KEY);
  if (!draft) return initialContactValues;
  return {
    name: draftText(draft, 'name', LIMITS.name),
    contact: draftText(draft, 'contact', LIMITS.contact),
    subject: draftText(draft, 'subject', LIMITS.subject),
    message: draftText(draft, 'message', LIMITS.message),
    consent: false,
  };
}
