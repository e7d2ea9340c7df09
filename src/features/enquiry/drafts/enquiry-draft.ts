import {
  CONTACT_METHODS,
  FOR_WHOM,
  initialEnquiryValues,
  PREFERRED_TIMES,
  PROGRAMMES,
  type EnquiryValues,
} from '#contracts/forms/enquiry-rules';
import { LIMITS } from '#contracts/limits';
import { PHONE_COUNTRIES } from '#contracts/forms/phone-countries';
import { draftChoice, draftText, readDraft } from './session-draft';

export const ENQUIRY_DRAFT_KEY = 'enquiry-draft';

/** What a draft keeps: everything but consent, which is given afresh each time the form is sent. */
export type EnquiryDraft = Omit<EnquiryValues, 'consent'>;

export const toEnquiryDraft = ({ consent: _consent, ...draft }: EnquiryValues): EnquiryDraft => draft;

/** The saved draft, field by field: anything missing or malformed reads as the empty form's value. */
export function readEnquiryDraft(): EnquiryValues {
  const draft = readDraft(ENQUIRY_DRAFT_KEY);
  if (!draft) return initialEnquiryValues;
  const initial = initialEnquiryValues;
  return {
    forWhom: draftChoice(draft, 'forWhom', ['', ...FOR_WHOM], initial.forWhom),
    name: draftText(draft, 'name', LIMITS.name),
    country: draftChoice(
      draft,
      'country',
      PHONE_COUNTRIES.map((country) => country.code),
      initial.country,
    ),
    phone: draftText(draft, 'phone', LIMITS.phone),
    email: draftText(draft, 'email', LIMITS.email),
    contactMethod: draftChoice(draft, 'contactMethod', CONTACT_METHODS, initial.contactMethod),
    preferredTime: draftChoice(draft, 'preferredTime', PREFERRED_TIMES, initial.preferredTime),
    programme: draftChoice(draft, 'programme', PROGRAMMES, initial.programme),
    message: draftText(draft, 'message', LIMITS.message),
    consent: false,
  };
}
