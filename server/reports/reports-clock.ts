import type { ResponseHours } from '#contracts/clock';
import { isTimeZone, WEEKDAYS } from '#contracts/forms/discretion';
import type { Database } from '../db/database';

/** ISO weekdays (1 Monday … 7 Sunday) of `hours.days`, in order. */
const isoDays = (hours: ResponseHours) =>
  WEEKDAYS.map((day, index) => (hours.days.includes(day) ? ((index + 6) % 7) + 1 : 0))
    .filter((day) => day > 0)
    .sort((a, b) => a - b);

/**
 * Makes the reports count in `hours` (RESPONSE_HOURS, at every start of the server): when the
 * zone or hours the stored arrival days and response minutes were counted in (reports.clock,
 * migration 008) differ, every item is counted again, in one transaction with the change. Answers
 * whether it changed anything. Instances starting together take turns on the clock's row.
 */
export async function setReportsClock(db: Database, hours: ResponseHours): Promise<boolean> {
  const { timeZone, opens, closes } = hours;
  if (!isTimeZone(timeZone)) throw new Error(`Not a time zone: ${timeZone}`);
  if (!(Number.isInteger(opens) && Number.isInteger(closes) && opens >= 0 && opens < closes && closes <= 24))
    throw new Error(`Service hours must be whole hours, opening before closing: ${opens}–${closes}`);
  const days = isoDays(hours);
  if (days.length === 0) throw new Error('Service hours need at least one open day.');
  return db.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      const changed = await connection.query(
        `UPDATE reports.clock SET time_zone = $1, opens = $2, closes = $3, open_days = $4::smallint[]
         WHERE (time_zone, opens, closes, open_days) IS DISTINCT FROM ($1::text, $2::smallint, $3::smallint, $4::smallint[])
         RETURNING single`,
        [timeZone, opens, closes, days],
      );
      if (changed.length > 0)
        await connection.query(
          `UPDATE reports.items SET arrival_day = reports.local_day(created_at, clock),
             response_minutes = reports.response_minutes(coalesce(clock_start, created_at), first_response_at, clock)
           FROM reports.clock AS clock`,
        );
      await connection.exec('COMMIT');
      return changed.length > 0;
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
  });
}
