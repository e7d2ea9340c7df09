import type { BookedCall, CallReminder, FamilyBooking, TodayCallsAnswer } from '#contracts/bookings';
import { centreDay } from '#contracts/centre-day';
import { COUNTRY_TIME_ZONE, isTimeZone } from '#contracts/forms/discretion';
import type { Language } from '#contracts/languages';
import { ATTEMPT_CHANNELS, type AttemptChannel } from '#contracts/pipeline';
import { callSlots, type Slot } from '#contracts/rules/call-slots';
import { readContactRules } from '#contracts/rules/contact-window';
import { splitTodayCalls, todayCallsWindow } from '#contracts/rules/today-calls';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { readEnquiryExtras } from '../items/contact-rules';
import { FAMILY } from '../withdrawal/withdrawal-store';
import { readBookableMembers } from './availability-store';

/** PostgreSQL's unique_violation, from either database: the slot's index refused a second booking. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The family's window and time zone, or null for a contact message or an enquiry without contact rules. */
export async function familyWindow(db: Database, reference: string, language: Language) {
  const extras = await readEnquiryExtras(db, reference);
  const rules = extras && readContactRules(extras, null);
  return rules && { ...rules, language };
}

/** The family's booking still ahead, or null. */
export async function readBooking(db: Database, reference: string): Promise<FamilyBooking | null> {
  const [row] = await db.query<{ starts_at: Date | string }>(
    'SELECT starts_at FROM bookings WHERE reference = $1 AND starts_at > now()',
    [reference],
  );
  return row ? { startsAt: iso(row.starts_at) } : null;
}

/** The free slots for this family now: inside its window and a member's hours, not booked by anyone else. */
export async function freeSlots(db: Database, reference: string, language: Language, now = new Date()) {
  const family = await familyWindow(db, reference, language);
  if (!family) return [];
  const [members, taken] = await Promise.all([
    readBookableMembers(db),
    db.query<{ staff_id: string; starts_at: Date | string }>(
      'SELECT staff_id, starts_at FROM bookings WHERE starts_at > $1 AND reference <> $2',
      [now, reference],
    ),
  ]);
  return callSlots({
    family,
    members,
    taken: taken.map((row) => ({ staffId: String(row.staff_id), startsAt: row.starts_at })),
    now,
  });
}

/** The slot starting at `startsAt` among `slots`, or undefined. */
export const slotAt = (slots: readonly Slot[], startsAt: string) =>
  slots.find((slot) => slot.startsAt.getTime() === new Date(startsAt).getTime());

export type BookingResult = FamilyBooking | 'taken' | 'exists' | 'none';

/**
 * Books (`move` false) or moves the family's call to `slot`, with its line in the audit trail, in one
 * statement. A booking replaces one already past; one still ahead answers 'exists' (move it instead);
 * a move with nothing ahead answers 'none'. Two families on one slot meet the unique index, and the
 * second answers 'taken'.
 */
export async function holdSlot(
  db: Database,
  reference: string,
  { slot, reminderAt }: { slot: Slot; reminderAt: Date | null },
  move: boolean,
): Promise<BookingResult> {
  const reminder = `CASE WHEN :reminderAt::timestamptz IS NULL THEN NULL ELSE 'planned' END`;
  const write = move
    ? `UPDATE bookings SET staff_id = :staffId, starts_at = :startsAt, created_at = now(),
         reminder = ${reminder}, reminder_at = :reminderAt
       WHERE reference = :reference AND starts_at > now() RETURNING reference, starts_at`
    : `INSERT INTO bookings (reference, staff_id, starts_at, reminder, reminder_at)
       VALUES (:reference, :staffId, :startsAt, ${reminder}, :reminderAt)
       ON CONFLICT (reference) DO UPDATE SET staff_id = EXCLUDED.staff_id, starts_at = EXCLUDED.starts_at,
         created_at = now(), reminder = EXCLUDED.reminder, reminder_at = EXCLUDED.reminder_at
       WHERE bookings.starts_at <= now()
       RETURNING reference, starts_at`;
  try {
    const [row] = await db.query<{ starts_at: Date | string }>(
      ...named(
        `WITH held AS (${write}), ${auditStep('audited', move ? 'call-moved' : 'call-booked', 'held', { about: 'reference' })}
         SELECT starts_at FROM held`,
        { reference, staffId: slot.staffId, startsAt: slot.startsAt, reminderAt, ...actorParams(FAMILY) },
      ),
    );
    if (row) return { startsAt: iso(row.starts_at) };
    return move ? 'none' : 'exists';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** Cancels the family's call still ahead (deleted, its line in the trail); false when there was none. */
export async function cancelBooking(db: Database, reference: string) {
  const rows = await db.query(
    ...named(
      `WITH gone AS (DELETE FROM bookings WHERE reference = :reference AND starts_at > now() RETURNING reference),
       ${auditStep('audited', 'call-cancelled', 'gone', { about: 'reference' })}
       SELECT reference FROM gone`,
      { reference, ...actorParams(FAMILY) },
    ),
  );
  return rows.length > 0;
}

interface CallRow {
  reference: string;
  starts_at: Date | string;
  staff_id: string;
  name: string;
  time_zone: string | null;
  phone_country: string;
  reminder: CallReminder['state'] | null;
  reminder_at: Date | string | null;
}

/** The zone the family's browser reported, else its phone country's, else UTC (stored values are untrusted). */
export const familyZone = ({
  time_zone: zone,
  phone_country: country,
}: Pick<CallRow, 'time_zone' | 'phone_country'>) =>
  zone !== null && isTimeZone(zone)
    ? zone
    : Object.hasOwn(COUNTRY_TIME_ZONE, country)
      ? COUNTRY_TIME_ZONE[country as keyof typeof COUNTRY_TIME_ZONE]
      : 'UTC';

const CALLS = `SELECT b.reference, b.starts_at, b.staff_id, s.name, e.time_zone, e.phone_country, b.reminder, b.reminder_at
  FROM bookings b JOIN staff s ON s.id = b.staff_id JOIN enquiries e ON e.reference = b.reference`;

const callOf = (row: CallRow, staffId: string): BookedCall => ({
  reference: row.reference,
  startsAt: iso(row.starts_at),
  staffName: row.name,
  mine: String(row.staff_id) === staffId,
  familyTimeZone: familyZone(row),
  reminder: row.reminder && row.reminder_at !== null ? { state: row.reminder, at: iso(row.reminder_at) } : null,
});

/**
 * The calls booked for the centre's day of `now` and for the `CALLS_AHEAD_DAYS` after it, in order,
 * with whose each is and the family's zone.
 */
export async function readTodayCalls(db: Database, staffId: string, now = new Date()): Promise<TodayCallsAnswer> {
  const { from, todayEnds, until } = todayCallsWindow(now);
  const rows = await db.query<CallRow>(
    `${CALLS} WHERE b.starts_at >= $1 AND b.starts_at < $2 ORDER BY b.starts_at, b.id`,
    [from, until],
  );
  return splitTodayCalls(
    rows.map((row) => callOf(row, staffId)),
    todayEnds,
  );
}

/** The item's call of the centre's today (due or not) or still ahead, or null. */
export async function readItemCall(
  db: Database,
  reference: string,
  staffId: string,
  now = new Date(),
): Promise<BookedCall | null> {
  const [row] = await db.query<CallRow>(`${CALLS} WHERE b.reference = $1 AND b.starts_at >= $2`, [
    reference,
    centreDay(now).start,
  ]);
  return row ? callOf(row, staffId) : null;
}

/** The item's call of today whose time has come, with the family's channel, or null. */
export async function readDueCall(
  db: Database,
  reference: string,
  now = new Date(),
): Promise<{ startsAt: Date; channel: AttemptChannel } | null> {
  const [row] = await db.query<{ starts_at: Date | string; contact_method: string }>(
    `SELECT b.starts_at, e.contact_method FROM bookings b JOIN enquiries e ON e.reference = b.reference
     WHERE b.reference = $1 AND b.starts_at >= $2 AND b.starts_at <= $3`,
    [reference, centreDay(now).start, now],
  );
  if (!row) return null;
  // A booked call is a call: the family's channel when it is one, else the phone (stored values are untrusted).
  const channel = ATTEMPT_CHANNELS.find((one) => one === row.contact_method && one !== 'email') ?? 'phone';
  return { startsAt: new Date(row.starts_at), channel };
}

/** Drops the missed call (its line in the trail by `actor`), so it leaves Today and the family may book again. */
export async function dropMissedCall(db: Database, reference: string, startsAt: Date, actor: Actor) {
  await db.query(
    ...named(
      `WITH gone AS (DELETE FROM bookings WHERE reference = :reference AND starts_at = :startsAt RETURNING reference),
       ${auditStep('audited', 'call-missed', 'gone', { about: 'reference' })}
       SELECT reference FROM gone`,
      { reference, startsAt, ...actorParams(actor) },
    ),
  );
}
