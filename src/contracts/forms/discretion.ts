import type { CountryCode } from '../countries';
import type { Bilingual } from '../languages';
import { TIME_ZONE_NAMES } from '../time-zone-names';

/** Days of the week, as `Intl` and `Date.getUTCDay()` count them (Sunday first). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekend each country keeps: the safe days a family starts with are the others. */
export const WEEKEND: Record<CountryCode, readonly Weekday[]> = {
  AE: ['sat', 'sun'],
  SA: ['fri', 'sat'],
  EG: ['fri', 'sat'],
  US: ['sat', 'sun'],
};

export const workingDays = (country: CountryCode): Weekday[] =>
  WEEKDAYS.filter((day) => !WEEKEND[country].includes(day));

/** Who the enquirer is to the person the enquiry is for ("I am their parent"). */
export const RELATIONSHIPS = [
  'parent',
  'spouse',
  'child',
  'sibling',
  'otherRelative',
  'friend',
  'employer',
  'doctor',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const RELATIONSHIP_LABELS: Readonly<Record<Relationship, Bilingual>> = {
  parent: { en: 'Parent', ar: 'أب أو أم' },
  spouse: { en: 'Husband or wife', ar: 'زوج أو زوجة' },
  child: { en: 'Son or daughter', ar: 'ابن أو ابنة' },
  sibling: { en: 'Brother or sister', ar: 'أخ أو أخت' },
  otherRelative: { en: 'Another relative', ar: 'قريب آخر' },
  friend: { en: 'Friend', ar: 'صديق أو صديقة' },
  employer: { en: 'Employer', ar: 'صاحب العمل' },
  doctor: { en: 'Doctor', ar: 'طبيب' },
};

/** Whether the person the enquiry is for knows about it. */
export const PERSON_KNOWS = ['yes', 'no', 'notSure'] as const;
export type PersonKnows = (typeof PERSON_KNOWS)[number];

/** "How did you hear about us?": the centre's only source data, asked, never tracked. */
export const HEARD_FROM = ['search', 'familyOrFriend', 'doctor', 'socialMedia', 'articleOrEvent', 'other'] as const;
export type HeardFrom = (typeof HEARD_FROM)[number];
export const HEARD_FROM_LABELS: Readonly<Record<HeardFrom, Bilingual>> = {
  search: { en: 'Searching online', ar: 'البحث على الإنترنت' },
  familyOrFriend: { en: 'Family or a friend', ar: 'أحد أفراد الأسرة أو صديق' },
  doctor: { en: 'A doctor', ar: 'طبيب' },
  socialMedia: { en: 'Social media', ar: 'وسائل التواصل الاجتماعي' },
  articleOrEvent: { en: 'An article or an event', ar: 'مقال أو فعالية' },
  other: { en: 'Another way', ar: 'طريقة أخرى' },
};

/** Whole hours of the family's day: a safe window runs from `from` (0–23) to `to` (1–24), `from < to`. */
export const SAFE_HOUR_MIN = 0;
export const SAFE_HOUR_MAX = 24;

/**
 * How the family lets the centre reach it. The channel is the enquiry's `contactMethod`: the one
 * channel to use. Every choice starts at the protective answer.
 */
export interface Discretion {
  /** May we leave a voicemail or a message? */
  leaveMessage: boolean;
  /** May we say the centre's name to whoever answers? */
  nameCentre: boolean;
  /** Days it is safe to call, in the family's time zone; never empty. */
  safeDays: Weekday[];
  safeFrom: number;
  safeTo: number;
  /** The family's IANA time zone ("Asia/Riyadh"), as its browser reported it. */
  timeZone: string;
}

/** The time zone a family in each country most likely keeps, when its browser says nothing usable. */
export const COUNTRY_TIME_ZONE: Record<CountryCode, string> = {
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  EG: 'Africa/Cairo',
  US: 'America/New_York',
};

/** The protective answers: no message, no name, the country's working days, 09:00–18:00. */
export const protectiveDiscretion = (country: CountryCode, timeZone = COUNTRY_TIME_ZONE[country]): Discretion => ({
  leaveMessage: false,
  nameCentre: false,
  safeDays: workingDays(country),
  safeFrom: 9,
  safeTo: 18,
  timeZone,
});

/** Whether `zone` is a time zone this runtime knows (a stored or sent value is untrusted). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  // Every runtime knows these (ECMA-402 requires UTC); checking one would build a formatter while the enquiry form starts.
  if (zone === 'UTC' || Object.hasOwn(TIME_ZONE_NAMES, zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const isWeekday = (value: unknown): value is Weekday => WEEKDAYS.includes(value as Weekday);

/** `days` without repeats, in `WEEKDAYS` order: how they are sent and stored ("sun,mon,tue"). */
export const inWeekOrder = (days: readonly Weekday[]): Weekday[] => WEEKDAYS.filter((day) => days.includes(day));

/** The zone a reported one stands for: itself when this runtime knows it, else the country's. */
export const timeZoneOr = (reported: unknown, country: CountryCode): string =>
  typeof reported === 'string' && isTimeZone(reported) ? reported : COUNTRY_TIME_ZONE[country];

/**
 * The days as one run of three or more consecutive days, counted round the week (Saturday to
 * Wednesday is one): its first and last day; undefined when they are not one such run, or are all seven.
 */
export function weekRun(days: readonly Weekday[]): { first: Weekday; last: Weekday } | undefined {
  const chosen = WEEKDAYS.map((day) => days.includes(day));
  const count = chosen.filter(Boolean).length;
  if (count < 3 || count >= WEEKDAYS.length) return undefined;
  const starts = WEEKDAYS.flatMap((_day, index) => (chosen[index] && !chosen[(index + 6) % 7] ? [index] : []));
  const [start] = starts;
  if (starts.length !== 1 || start === undefined) return undefined;
  return { first: WEEKDAYS[start] as Weekday, last: WEEKDAYS[(start + count - 1) % 7] as Weekday };
}
