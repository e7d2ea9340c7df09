import type { DateRange } from '#contracts/date-range';
import { FUNNEL_STAGES } from '#contracts/pipeline';
import type { ReportsAnswer } from '#contracts/reports';
import type { Database } from '../db/database';
import { named } from '../db/sql';

/**
 * The reports, computed by SQL that runs the same on PGlite and PostgreSQL over reports.items
 * (migration 008): one narrow row per enquiry and contact message with only what is counted (kind,
 * stage, close reason, language, programme, country, "heard from", how far it ever went, its local
 * arrival day, its service minutes to a first response, its owner's id), kept by triggers. It holds
 * no name, phone, email, message or reference, and the answer carries nothing but counts, codes,
 * week starts, minutes and the owners' names.
 *
 * Spam is set aside from EVERY figure: an item whose stage is 'spam' now is not counted anywhere
 * (an item once marked spam and taken back counts again: it was a real enquiry after all).
 *
 * Two statements: a small one turning the range's days into instants in the centre's zone, then
 * one that answers every figure as one JSON value, so the figures come from one snapshot and agree
 * with each other (total = funnel.arrived = answered + waiting).
 */

/**
 * The range as instants: 00:00 of its first day up to 00:00 of the day after its last, in the
 * centre's zone (reports.clock, kept equal to RESPONSE_HOURS), by AT TIME ZONE: the zone's offset
 * on those days is the one applied, never a fixed one.
 */
const RANGE_SQL = `
SELECT time_zone, ($1::date::timestamp AT TIME ZONE time_zone) AS start_at,
       (($2::date + 1)::timestamp AT TIME ZONE time_zone) AS end_at
FROM reports.clock`;

/**
 * The counting pass's grouping sets: every figure but the weeks and the times is a sum over the
 * rows of one of them. `item`: kind, language, closed or not, close reason, how far it went
 * (byKind, byLanguage, closeReasons, the funnel, the total). `enquiry`: programme, country and
 * "heard from" of enquiries. `decision`: each enquiry's latest clinical decision (migration 025).
 * `week`: the Monday of the local arrival day, as days since 1970-01-01.
 */
const SETS = {
  item: ['kind', 'language', 'closed', 'close_reason', 'reached'],
  enquiry: ['kind', 'programme', 'country', 'heard_from'],
  decision: ['kind', 'decision'],
  week: ['week'],
} as const;
const COLUMNS = [...new Set(Object.values(SETS).flat())];
const rowsOf = (set: keyof typeof SETS) => `(SELECT * FROM tallies WHERE tally = '${set}')`;

/** A list of { key, count } summed over one set's rows: by count (most first), then key (byte order on both databases; "not stated" last). */
const countList = (set: keyof typeof SETS, key: string, where = 'true') =>
  `(SELECT coalesce(json_agg(json_build_object('key', key, 'count', count) ORDER BY count DESC, key COLLATE "C" NULLS LAST), '[]')
    FROM (SELECT ${key} AS key, sum(count)::int AS count FROM ${rowsOf(set)} AS rows WHERE ${where} GROUP BY ${key}) AS summed)`;

/** The Monday of a day (a date expression), as days since 1970-01-01. */
const mondayOf = (day: string) => `((${day}) - (extract(isodow FROM ${day})::int - 1) - DATE '1970-01-01')`;

/** The items of the range (:startAt its first instant, :endAt the first after it), spam set aside. */
const IN_RANGE = `created_at >= :startAt::timestamptz AND created_at < :endAt::timestamptz AND stage <> 'spam'`;

/**
 * How many of the range's items ever reached each step of the funnel: `reached` is the step's
 * rank, 1 for the first of FUNNEL_STAGES (reports.stage_rank, migration 008; a test holds the two
 * equal).
 */
const FUNNEL_COUNTS = FUNNEL_STAGES.map(
  (stage, index) => `coalesce(sum(count) FILTER (WHERE reached >= ${index + 1}), 0)::int AS "${stage}"`,
).join(',\n         ');
const FUNNEL_OBJECT = FUNNEL_STAGES.map((stage) => `'${stage}', funnel."${stage}"`).join(', ');

/** :startAt, :endAt as in IN_RANGE; :firstDay, :lastDay: the range's days; :targetMinutes: the first-response target. */
const FIGURES_SQL = `
WITH
-- The counting pass: of the enquiries and contact messages that arrived in the range, how many of
-- each value of the fields of each set (SETS), told apart by GROUPING(); a few hundred rows at most.
-- Only enquiries have a programme, a country (their phone number's) and a "how did you hear about
-- us" (null: not answered, the question is optional). reached: the furthest of 1 inContact,
-- 2 assessmentBooked, 3 admitted the item ever reached, by its stages and its history. 1970-01-05
-- (day 4) was a Monday.
tallies AS (
  SELECT CASE WHEN GROUPING(week) = 0 THEN 'week' WHEN GROUPING(language) = 0 THEN 'item'
              WHEN GROUPING(decision) = 0 THEN 'decision' ELSE 'enquiry' END AS tally,
         ${COLUMNS.join(', ')}, count(*)::int AS count
  FROM (SELECT kind, language, stage = 'closed' AS closed, close_reason, reached, programme, country, heard_from,
               decision, arrival_day - mod(arrival_day - 4, 7) AS week
        FROM reports.items WHERE ${IN_RANGE}) AS counted
  GROUP BY GROUPING SETS (${Object.values(SETS)
    .map((columns) => `(${columns.join(', ')})`)
    .join(', ')})
),
-- Every Monday from the one of the range's first day to the one of its last, zero weeks included
-- (the first and last weeks count only their days inside the range).
weeks AS (
  SELECT monday, to_char(DATE '1970-01-01' + monday, 'YYYY-MM-DD') AS label
  FROM generate_series(${mondayOf(':firstDay::date')}, ${mondayOf(':lastDay::date')}, 7) AS monday
),
-- Time to first contact, over the answered items: the service minutes from the clock's start (the
-- arrival, or the family's next allowed time: migration 018) to the first response (a first attempt,
-- or the first move out of "new"), counted within service hours when the item was stored or
-- answered (reports.response_minutes, migration 008). Median and 90th
-- percentile by percentile_cont (interpolated between the two nearest items, as a spreadsheet's
-- PERCENTILE.INC), rounded to the whole minute; null when none was answered. Within target: in at
-- most the target's service minutes (respond_by's own rule).
first_contact AS (
  SELECT count(*)::int AS answered,
         percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY response_minutes) AS percentiles,
         (count(*) FILTER (WHERE response_minutes <= :targetMinutes::int))::int AS within_target
  FROM reports.items WHERE ${IN_RANGE} AND response_minutes IS NOT NULL
),
-- The same, per owner now (migration 030; null: no owner), for the manager to coach by: counts and
-- minutes only, as above.
owners AS (
  SELECT owner_id, count(*)::int AS items, count(response_minutes)::int AS answered,
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY response_minutes)::numeric) AS median,
         (count(*) FILTER (WHERE response_minutes <= :targetMinutes::int))::int AS within_target
  FROM reports.items WHERE ${IN_RANGE} GROUP BY owner_id
),
-- The funnel: of the range's items, how many ever reached each stage. An item admitted straight
-- from "new" counts as in contact and assessed too; one admitted and later closed, as admitted.
funnel AS (
  SELECT coalesce(sum(count), 0)::int AS arrived,
         ${FUNNEL_COUNTS}
  FROM ${rowsOf('item')} AS items
)
SELECT json_build_object(
  'total', funnel.arrived,
  -- Both kinds always, enquiries first.
  'byKind', json_build_array(
    json_build_object('key', 'enquiry', 'count', (SELECT coalesce(sum(count), 0)::int FROM ${rowsOf('item')} AS items WHERE kind = 'enquiry')),
    json_build_object('key', 'contact', 'count', (SELECT coalesce(sum(count), 0)::int FROM ${rowsOf('item')} AS items WHERE kind = 'contact'))),
  'perWeek', (SELECT json_agg(json_build_object('week', weeks.label, 'count', coalesce(counted.count, 0)) ORDER BY weeks.monday)
              FROM weeks LEFT JOIN ${rowsOf('week')} AS counted ON counted.week = weeks.monday),
  'byProgramme', ${countList('enquiry', 'programme', `kind = 'enquiry'`)},
  'byCountry', ${countList('enquiry', 'country', `kind = 'enquiry'`)},
  'byLanguage', ${countList('item', 'language')},
  'byHeardFrom', ${countList('enquiry', 'heard_from', `kind = 'enquiry'`)},
  'funnel', json_build_object('arrived', funnel.arrived, ${FUNNEL_OBJECT}),
  -- Of the range's items, those closed now, by reason (null: closed before reasons existed).
  'closeReasons', ${countList('item', 'close_reason', 'closed')},
  -- Of the range's enquiries, those with a clinical decision, by their latest.
  'decisions', ${countList('decision', 'decision', `kind = 'enquiry' AND decision IS NOT NULL`)},
  'firstContact', json_build_object('answered', first_contact.answered, 'waiting', funnel.arrived - first_contact.answered,
    'medianMinutes', round(first_contact.percentiles[1]::numeric), 'p90Minutes', round(first_contact.percentiles[2]::numeric),
    'withinTarget', first_contact.within_target, 'targetMinutes', :targetMinutes::int),
  -- By name (byte order on both databases), "no owner" last.
  'byOwner', (SELECT coalesce(json_agg(json_build_object('id', owners.owner_id::text, 'name', staff.name,
                'items', owners.items, 'answered', owners.answered, 'medianMinutes', owners.median,
                'withinTarget', owners.within_target) ORDER BY owners.owner_id IS NULL, staff.name COLLATE "C", owners.owner_id), '[]')
              FROM owners LEFT JOIN staff ON staff.id = owners.owner_id)
) AS report
FROM funnel, first_contact`;

type Figures = Omit<ReportsAnswer, 'from' | 'to' | 'timeZone'>;

/**
 * The reports over `range` (both days included, in the centre's zone), with `targetMinutes` the
 * first-response target: counts and minutes only.
 */
export async function readReports(
  db: Database,
  range: DateRange,
  { targetMinutes }: { targetMinutes: number },
): Promise<Omit<ReportsAnswer, 'smallGroups'>> {
  const [bounds] = await db.query<{ time_zone: string; start_at: Date | string; end_at: Date | string }>(RANGE_SQL, [
    range.from,
    range.to,
  ]);
  if (!bounds) throw new Error('reports.clock has no row: migration 008 sets one.');
  const [row] = await db.query<{ report: Figures | string }>(
    ...named(FIGURES_SQL, {
      startAt: new Date(bounds.start_at),
      endAt: new Date(bounds.end_at),
      firstDay: range.from,
      lastDay: range.to,
      targetMinutes,
    }),
  );
  if (!row) throw new Error('The reports query answered no row.');
  const figures = typeof row.report === 'string' ? (JSON.parse(row.report) as Figures) : row.report;
  return { from: range.from, to: range.to, timeZone: bounds.time_zone, ...figures };
}
