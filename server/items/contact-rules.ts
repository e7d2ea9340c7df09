import { HEARD_FROM, isTimeZone, PERSON_KNOWS, RELATIONSHIPS, WEEKDAYS } from '#contracts/forms/discretion';
import { readContactRules, type EnquiryExtras } from '#contracts/rules/contact-window';
import type { FamilyWindow } from '#contracts/rules/pipeline-rules';
import type { Database } from '../db/database';

const known = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;

const hour = (value: unknown, min: number, max: number) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= min && number <= max ? number : null;
};

/** The family's choices on an enquiry; stored values are untrusted, so anything unknown reads as not given. */
export async function readEnquiryExtras(db: Database, reference: string): Promise<EnquiryExtras | null> {
  const [row] = await db.query<Record<string, unknown>>('SELECT * FROM enquiries WHERE reference = $1', [reference]);
  return row ? extrasOf(row) : null;
}

/** The choices of a row of `enquiries` (its columns by name). */
function extrasOf(stored: object): EnquiryExtras {
  const row = stored as Record<string, unknown>;
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

/** The days and hours the family of an inbox row allows contact in; null for a contact message, or when they set none. */
export function familyWindowOf(row: object): FamilyWindow | null {
  const rules = readContactRules(extrasOf(row), null);
  return (
    rules && { safeDays: rules.safeDays, safeFrom: rules.safeFrom, safeTo: rules.safeTo, timeZone: rules.timeZone }
  );
}
