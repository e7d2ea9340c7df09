import {
  COUNTRY_TIME_ZONE,
  HEARD_FROM,
  isTimeZone,
  PERSON_KNOWS,
  RELATIONSHIPS,
  WEEKDAYS,
  type HeardFrom,
  type PersonKnows,
  type Relationship,
  type Weekday,
} from '#contracts/forms/discretion';
import type { ContactRules } from '#contracts/inbox';
import type { Database } from '../db/database';

/** The family's choices as stored on `enquiries` (migration 005); null where an older enquiry had none. */
export interface EnquiryExtras {
  relationship: Relationship | null;
  personKnows: PersonKnows | null;
  heardFrom: HeardFrom | null;
  leaveMessage: boolean | null;
  nameCentre: boolean | null;
  safeDays: Weekday[];
  safeFrom: number | null;
  safeTo: number | null;
  timeZone: string | null;
  phoneCountry: string | null;
}

const known = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;

const hour = (value: unknown, min: number, max: number) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= min && number <= max ? number : null;
};

/** Reads them back; stored values are untrusted, so anything unknown reads as not given. */
export async function readEnquiryExtras(db: Database, reference: string): Promise<EnquiryExtras | null> {
  const [row] = await db.query<Record<string, unknown>>('SELECT * FROM enquiries WHERE reference = $1', [reference]);
  if (!row) return null;
  const days = typeof row.safe_days === 'string' ? row.safe_days.split(',') : [];
  return {
    relationship: known(RELATIONSHIPS, row.relationship),
    personKnows: known(PERSON_KNOWS, row.person_knows),
    heardFrom: known(HEARD_FROM, row.heard_from),
    leaveMessage: typeof row.leave_message === 'boolean' ? row.leave_message : null,
    nameCentre: typeof row.name_centre === 'boolean' ? row.name_centre : null,
    safeDays: WEEKDAYS.filter((day) => days.includes(day)),
    safeFrom: hour(row.safe_from, 0, 23),
    safeTo: hour(row.safe_to, 1, 24),
    timeZone: typeof row.time_zone === 'string' && isTimeZone(row.time_zone) ? row.time_zone : null,
    phoneCountry: typeof row.phone_country === 'string' ? row.phone_country : null,
  };
}

/** The rules staff must follow, or null when the family set none (an enquiry from before they existed). */
export function readContactRules(extras: EnquiryExtras, channel: string | null): ContactRules | null {
  const { leaveMessage, nameCentre, safeFrom, safeTo, safeDays } = extras;
  if (leaveMessage === null || nameCentre === null || safeFrom === null || safeTo === null || safeFrom >= safeTo)
    return null;
  if (safeDays.length === 0) return null;
  const fallbackZone = known(Object.keys(COUNTRY_TIME_ZONE), extras.phoneCountry);
  const timeZone =
    extras.timeZone ?? (fallbackZone ? COUNTRY_TIME_ZONE[fallbackZone as keyof typeof COUNTRY_TIME_ZONE] : 'UTC');
  return { leaveMessage, nameCentre, safeDays, safeFrom, safeTo, timeZone, channel };
}
