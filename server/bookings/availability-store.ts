import type { Availability } from '#contracts/bookings';
import { availabilitySchema } from '#contracts/endpoints/bookings';
import type { Member } from '#contracts/rules/call-slots';
import { can, STAFF_ROLES } from '#contracts/roles';
import type { Database } from '../db/database';

interface AvailabilityRow {
  staff_id: string;
  time_zone: string;
  languages: string;
  weekly: unknown;
  leave: string[] | null;
}

/** The roles that take the admissions team's calls: those that work the inbox. */
const CALL_ROLES = STAFF_ROLES.filter((role) => can(role, 'inbox'));

/** A stored row as the endpoint table reads it; null for one that no longer fits (then it counts as not set). */
function availabilityOf(row: AvailabilityRow): Availability | null {
  const read = availabilitySchema.safeParse({
    timeZone: row.time_zone,
    languages: row.languages.split(',').filter(Boolean),
    weekly: row.weekly,
    leave: row.leave ?? [],
  });
  return read.success ? read.data : null;
}

// Days as text: pg would read a date as a Date at the server's local midnight.
const COLUMNS = `a.staff_id, a.time_zone, a.languages, a.weekly,
  ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM unnest(a.leave) AS day ORDER BY day) AS leave`;

export async function readAvailability(db: Database, staffId: string): Promise<Availability | null> {
  const [row] = await db.query<AvailabilityRow>(`SELECT ${COLUMNS} FROM staff_availability a WHERE a.staff_id = $1`, [
    staffId,
  ]);
  return row ? availabilityOf(row) : null;
}

/** Replaces the member's hours, languages and leave with `availability` (leave days in date order, once each). */
export async function saveAvailability(db: Database, staffId: string, availability: Availability) {
  const leave = [...new Set(availability.leave)].toSorted();
  await db.query(
    `INSERT INTO staff_availability (staff_id, time_zone, languages, weekly, leave, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::date[], now())
     ON CONFLICT (staff_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, languages = EXCLUDED.languages,
       weekly = EXCLUDED.weekly, leave = EXCLUDED.leave, updated_at = now()`,
    [staffId, availability.timeZone, availability.languages.join(','), JSON.stringify(availability.weekly), leave],
  );
  return { ...availability, leave };
}

/** Every enabled member who takes calls, by name, with their availability or null when not set. */
export async function readTeamAvailability(db: Database) {
  const rows = await db.query<AvailabilityRow & { id: string; name: string }>(
    `SELECT s.id, s.name, ${COLUMNS} FROM staff s LEFT JOIN staff_availability a ON a.staff_id = s.id
     WHERE NOT s.disabled AND s.role = ANY($1::text[]) ORDER BY s.name, s.id`,
    [CALL_ROLES],
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    availability: row.staff_id === null ? null : availabilityOf(row),
  }));
}

/** The members a call can be held for: enabled, taking calls, with their availability set, oldest account first. */
export async function readBookableMembers(db: Database): Promise<Member[]> {
  const rows = await db.query<AvailabilityRow>(
    `SELECT ${COLUMNS} FROM staff_availability a JOIN staff s ON s.id = a.staff_id
     WHERE NOT s.disabled AND s.role = ANY($1::text[]) ORDER BY s.id`,
    [CALL_ROLES],
  );
  return rows.flatMap((row) => {
    const availability = availabilityOf(row);
    return availability ? [{ id: String(row.staff_id), availability }] : [];
  });
}
