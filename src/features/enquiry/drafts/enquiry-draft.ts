import type { CountryCode } from '#contracts/countries';
import {
  HEARD_FROM,
  inWeekOrder,
  isWeekday,
  PERSON_KNOWS,
  protectiveDiscretion,
  RELATIONSHIPS,
  SAFE_HOUR_MAX,
  SAFE_HOUR_MIN,
  timeZoneOr,
  WEEKDAYS,
  type Discretion,
} from '#contracts/forms/discretion';
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
import { isPlainObject } from '@/lib/storage';
import { draftChoice, draftText, readDraft } from './session-draft';

export const ENQUIRY_DRAFT_KEY = 'enquiry-draft';

/**
 * What a draft keeps: everything but consent, which is given afresh each time the form is sent,
 * and the time zone, which is the browser's and read afresh each time the form opens.
 */
export type EnquiryDraft = Omit<EnquiryValues, 'consent' | 'discretion'> & {
  discretion: Omit<Discretion, 'timeZone'>;
};

export const toEnquiryDraft = ({
  consent: _consent,
  discretion: { timeZone: _timeZone, ...discretion },
  ...draft
}: EnquiryValues): EnquiryDraft => ({ ...draft, discretion });

/**
 * The family's time zone, as the browser reports it; its phone country's when the browser says
 * nothing this runtime knows.
 */
export function localTimeZone(country: CountryCode): string {
  let reported: unknown;
  try {
    reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    reported = undefined;
  }
  return timeZoneOr(reported, country);
}

/** A stored whole hour within `min`–`max`, or `fallback`. */
const draftHour = (draft: Record<string, unknown>, key: string, min: number, max: number, fallback: number) => {
  const value = draft[key];
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : fallback;
};

/** The stored contact rules, each read on its own: a malformed one reads as the protective answer. */
function draftDiscretion(stored: unknown, country: CountryCode): Discretion {
  const protective = protectiveDiscretion(country, localTimeZone(country));
  if (!isPlainObject(stored)) return protective;
  const { safeDays } = stored;
  return {
    leaveMessage: typeof stored.leaveMessage === 'boolean' ? stored.leaveMessage : protective.leaveMessage,
    nameCentre: typeof stored.nameCentre === 'boolean' ? stored.nameCentre : protective.nameCentre,
    // No days is the family's own choice (the form then asks for one); anything else malformed is not.
    safeDays:
      Array.isArray(safeDays) && safeDays.length <= WEEKDAYS.length && safeDays.every(isWeekday)
        ? inWeekOrder(safeDays)
        : protective.safeDays,
    safeFrom: draftHour(stored, 'safeFrom', SAFE_HOUR_MIN, SAFE_HOUR_MAX - 1, protective.safeFrom),
    safeTo: draftHour(stored, 'safeTo', SAFE_HOUR_MIN + 1, SAFE_HOUR_MAX, protective.safeTo),
    timeZone: protective.timeZone,
  };
}

/** The saved draft, field by field: anything missing or malformed reads as the empty form's value. */
export function readEnquiryDraft(): EnquiryValues {
  const draft = readDraft(ENQUIRY_DRAFT_KEY);
  const initial = initialEnquiryValues;
  if (!draft) return { ...initial, discretion: draftDiscretion(undefined, initial.country) };
  const country = draftChoice(
    draft,
    'country',
    PHONE_COUNTRIES.map((option) => option.code),
    initial.country,
  );
  return {
    forWhom: draftChoice(draft, 'forWhom', ['', ...FOR_WHOM], initial.forWhom),
    name: draftText(draft, 'name', LIMITS.name),
    country,
    phone: draftText(draft, 'phone', LIMITS.phone),
    email: draftText(draft, 'email', LIMITS.email),
    contactMethod: draftChoice(draft, 'contactMethod', CONTACT_METHODS, initial.contactMethod),
    preferredTime: draftChoice(draft, 'preferredTime', PREFERRED_TIMES, initial.preferredTime),
    programme: draftChoice(draft, 'programme', PROGRAMMES, initial.programme),
    relationship: draftChoice(draft, 'relationship', ['', ...RELATIONSHIPS], initial.relationship),
    personKnows: draftChoice(draft, 'personKnows', ['', ...PERSON_KNOWS], initial.personKnows),
    heardFrom: draftChoice(draft, 'heardFrom', ['', ...HEARD_FROM], initial.heardFrom),
    discretion: draftDiscretion(draft.discretion, country),
    message: draftText(draft, 'message', LIMITS.message),
    consent: false,
  };
}
