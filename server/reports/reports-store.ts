import type { ResponseHours } from '#contracts/clock';
import type { DateRange } from '#contracts/date-range';
import type { ReportsAnswer } from '#contracts/reports';
import { WEEKDAYS, type Weekday } from '#contracts/forms/discretion';
import type { Database } from '../db/database';

/**
 * The reports, in one SQL statement that runs the same on PGlite and PostgreSQL: one read of the
 * range's items, then one commented CTE per figure, gathered into one JSON answer. One statement
 * means one snapshot, so the figures always agree with each other (total = funnel.arrived =
 * answered + waiting), and one round trip to the database.
 *
 * Counting only: the statement reads a reference solely to join an item to its own history, and
 * returns nothing but counts, codes (programme, country, language, "heard from", close reason),
 * week starts and minutes. No name, phone, email, message or reference ever leaves it.
 *
 * Spam is set aside from EVERY figure: an item whose stage is 'spam' now is not counted anywhere
 * (an item once marked spam and taken back counts again, as it is a real enquiry after all).
 *
 * Placeholders:
 *   $1 from, $2 to: the range's first and last days (YYYY-MM-DD), both included, in the centre's zone
 *   $3 the centre's time zone (IANA), $4 opens, $5 closes: service hours, whole hours of the local day
 *   $6 the open days as a running count over a week from Monday: $6[r + 1] is how many of the first
 *      r days (Monday …) are open, r = 0 … 7, so $6[8] is the open days per week
 *   $7 the first-response target in service minutes
 */

/** A Monday, far enough back that every stored day counts forward from it (so / and % floor). */
const MONDAY = `DATE '1970-01-05'`;

/**
 * Service minutes from the start of MONDAY to the instant `at`, whose local day (in $3) is `day`:
 * every open day before `day` counts its whole span ($5 - $4 hours), then `day` itself, if open,
 * counts the part of [opens, closes) before `at`. The minutes between two instants are the
 * difference of their marks, which is the sum, over the local days they span, of each day's
 * overlap with [opens, closes): serviceMinutesBetween (src/contracts/clock.ts) in closed form, O(1)
 * per item instead of a row per day. Each day's opening and closing are turned into instants with
 * AT TIME ZONE, never a fixed offset. (A zone's clock change inside opening hours would make a full
 * day between the two instants count its nominal span, an hour off; the centre's zone keeps no DST.)
 */
function serviceMark(at: string, day: string): string {
  const n = `(${day} - ${MONDAY})`;
  const opensAt = `((${day} + make_interval(hours => $4::int)) AT TIME ZONE $3::text)`;
  const closesAt = `((${day} + make_interval(hours => $5::int)) AT TIME ZONE $3::text)`;
  return `(
    ((${n} / 7) * ($6::int[])[8] + ($6::int[])[${n} % 7 + 1]) * ($5::int - $4::int) * 60
    + (($6::int[])[${n} % 7 + 2] - ($6::int[])[${n} % 7 + 1])
      * extract(epoch FROM least(greatest(${at}, ${opensAt}), ${closesAt}) - ${opensAt}) / 60
  )`;
}

/** A list of { key, count }, by count (most first) then key (in byte order on both databases; "not stated" last). */
const countList = (key: string, from: string, where = 'true') =>
  `(SELECT coalesce(json_agg(json_build_object('key', key, 'count', count) ORDER BY count DESC, key COLLATE "C" NULLS LAST), '[]')
    FROM (SELECT ${key} AS key, count(*)::int AS count FROM ${from} WHERE ${where} GROUP BY 1) AS counted)`;

const REPORTS_SQL = `
WITH
-- The range as instants: 00:00 of its first day up to 00:00 of the day after its last, in the
-- centre's zone (AT TIME ZONE, so a zone's offset on that day is the one applied).
bounds AS (
  SELECT ($1::date::timestamp AT TIME ZONE $3::text) AS start_at,
         (($2::date + 1)::timestamp AT TIME ZONE $3::text) AS end_at
),
-- Every enquiry and contact message that arrived in the range, spam set aside. Only enquiries
-- have a programme, a country (their phone number's) and a "how did you hear about us".
items AS MATERIALIZED (
  SELECT 'enquiry' AS kind, reference, created_at, stage, close_reason, first_response_at, language,
         programme, phone_country AS country, heard_from
  FROM enquiries
  WHERE created_at >= (SELECT start_at FROM bounds) AND created_at < (SELECT end_at FROM bounds) AND stage <> 'spam'
  UNION ALL
  SELECT 'contact', reference, created_at, stage, close_reason, first_response_at, language, NULL, NULL, NULL
  FROM contact_messages
  WHERE created_at >= (SELECT start_at FROM bounds) AND created_at < (SELECT end_at FROM bounds) AND stage <> 'spam'
),
-- Per week: the Monday (local) of each item's local arrival day. The first and last weeks count
-- only their days inside the range.
arrival_weeks AS (
  SELECT local_day - (extract(isodow FROM local_day)::int - 1) AS week, count(*)::int AS count
  FROM (SELECT (created_at AT TIME ZONE $3::text)::date AS local_day FROM items) AS days
  GROUP BY 1
),
-- Every Monday from the one of the range's first day to the one of its last, zero weeks included.
weeks AS (
  SELECT (($1::date - (extract(isodow FROM $1::date)::int - 1)) + 7 * step) AS week
  FROM generate_series(0, (($2::date - (extract(isodow FROM $2::date)::int - 1))
                          - ($1::date - (extract(isodow FROM $1::date)::int - 1))) / 7) AS step
),
per_week AS (
  SELECT coalesce(json_agg(json_build_object('week', to_char(weeks.week, 'YYYY-MM-DD'),
                                             'count', coalesce(arrival_weeks.count, 0)) ORDER BY weeks.week), '[]') AS list
  FROM weeks LEFT JOIN arrival_weeks ON arrival_weeks.week = weeks.week
),
-- The funnel, from the history: the furthest of inContact (1), assessmentBooked (2) and admitted
-- (3) an item ever reached, by its stage now or by any stage entry in its history. An item
-- admitted straight from "new" counts as in contact and assessed too; one admitted and later
-- closed still counts as admitted. (The history's first "new" is not a row: every item arrived.)
-- Items admitted now need no history read.
history_rank AS (
  SELECT reference, max(CASE stage WHEN 'inContact' THEN 1 WHEN 'assessmentBooked' THEN 2 ELSE 3 END) AS rank
  FROM inbox_events
  WHERE type = 'stage' AND stage IN ('inContact', 'assessmentBooked', 'admitted')
    AND reference IN (SELECT reference FROM items WHERE stage <> 'admitted')
  GROUP BY reference
),
furthest AS (
  SELECT greatest(CASE items.stage WHEN 'inContact' THEN 1 WHEN 'assessmentBooked' THEN 2 WHEN 'admitted' THEN 3 ELSE 0 END,
                  coalesce(history_rank.rank, 0)) AS rank
  FROM items LEFT JOIN history_rank ON history_rank.reference = items.reference
),
funnel AS (
  SELECT json_build_object(
    'arrived', count(*)::int,
    'inContact', (count(*) FILTER (WHERE rank >= 1))::int,
    'assessmentBooked', (count(*) FILTER (WHERE rank >= 2))::int,
    'admitted', (count(*) FILTER (WHERE rank >= 3))::int) AS figures
  FROM furthest
),
-- Time to first contact: for each answered item, the service minutes from its arrival to its
-- first response (a first attempt, or the first move out of "new"; never below zero).
answered AS (
  SELECT created_at AS arrived_at, (created_at AT TIME ZONE $3::text)::date AS arrival_day,
         greatest(first_response_at, created_at) AS answered_at,
         (greatest(first_response_at, created_at) AT TIME ZONE $3::text)::date AS answer_day
  FROM items WHERE first_response_at IS NOT NULL
),
response_minutes AS (
  SELECT (${serviceMark('answered_at', 'answer_day')} - ${serviceMark('arrived_at', 'arrival_day')})::float8 AS minutes
  FROM answered
),
-- Median and 90th percentile by percentile_cont (interpolated between the two nearest items, as a
-- spreadsheet's PERCENTILE.INC), rounded to the whole minute; null when none was answered.
-- Within target: answered in at most the target's service minutes (respond_by's own rule).
first_contact AS (
  SELECT json_build_object(
    'answered', (SELECT count(*)::int FROM response_minutes),
    'waiting', (SELECT count(*)::int FROM items WHERE first_response_at IS NULL),
    'medianMinutes', round((percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes))::numeric),
    'p90Minutes', round((percentile_cont(0.9) WITHIN GROUP (ORDER BY minutes))::numeric),
    'withinTarget', (count(*) FILTER (WHERE minutes <= $7::int))::int,
    'targetMinutes', $7::int) AS figures
  FROM response_minutes
)
SELECT json_build_object(
  'total', (SELECT count(*)::int FROM items),
  -- Both kinds always, enquiries first.
  'byKind', json_build_array(
    json_build_object('key', 'enquiry', 'count', (SELECT count(*)::int FROM items WHERE kind = 'enquiry')),
    json_build_object('key', 'contact', 'count', (SELECT count(*)::int FROM items WHERE kind = 'contact'))),
  'perWeek', (SELECT list FROM per_week),
  'byProgramme', ${countList('programme', 'items', `kind = 'enquiry'`)},
  'byCountry', ${countList('country', 'items', `kind = 'enquiry'`)},
  -- Both kinds: a contact message has a language too.
  'byLanguage', ${countList('language', 'items')},
  -- null: not answered (the question is optional).
  'byHeardFrom', ${countList('heard_from', 'items', `kind = 'enquiry'`)},
  'funnel', (SELECT figures FROM funnel),
  -- Of the range's items, those closed now, by reason (null: closed before reasons existed).
  'closeReasons', ${countList('close_reason', 'items', `stage = 'closed'`)},
  'firstContact', (SELECT figures FROM first_contact)
) AS report`;

/** `$6`: how many of the first r days of a week from Monday (r = 0 … 7) are open. */
export function openDaysRunning(days: readonly Weekday[]): number[] {
  const mondayFirst = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
  const running = [0];
  for (const day of mondayFirst) running.push((running.at(-1) ?? 0) + (days.includes(day) ? 1 : 0));
  return running;
}

/** The reports over `range` (both days included, in `hours.timeZone`): counts and minutes only. */
export async function readReports(
  db: Database,
  range: DateRange,
  { hours, targetMinutes }: { hours: ResponseHours; targetMinutes: number },
): Promise<ReportsAnswer> {
  const [row] = await db.query<{ report: Omit<ReportsAnswer, 'from' | 'to' | 'timeZone'> | string }>(REPORTS_SQL, [
    range.from,
    range.to,
    hours.timeZone,
    hours.opens,
    hours.closes,
    openDaysRunning(hours.days),
    targetMinutes,
  ]);
  if (!row) throw new Error('The reports query answered no row.');
  const report = typeof row.report === 'string' ? (JSON.parse(row.report) as typeof row.report & object) : row.report;
  return { from: range.from, to: range.to, timeZone: hours.timeZone, ...report };
}
