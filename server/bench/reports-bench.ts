import { performance } from 'node:perf_hooks';
import { API_PATHS } from '#contracts/api-paths';
import { HEARD_FROM } from '#contracts/forms/discretion';
import { PROGRAMMES } from '#contracts/forms/enquiry-rules';
import { CLOSE_REASONS } from '#contracts/pipeline';
import type { ReportsAnswer } from '#contracts/reports';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import type { Database } from '../db/database';

/** How many enquiries the reports benchmark reads, each with its history. */
export const REPORT_ITEMS = 100_000;

/** The benchmark's own references ('SW-B000001' …): outside the alphabet of real ones, so they never collide. */
const PREFIX = 'SW-B';

const list = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;

/**
 * REPORT_ITEMS enquiries over the last 365 days, then their history, in two statements (INSERT …
 * SELECT over generate_series, then over the rows just stored): arrivals at any hour, languages,
 * programmes, countries and "heard from" in unequal shares; 3 % spam and 5 % still new; the rest
 * answered after a delay mostly of minutes, some of hours and a few of days, and now in contact
 * (35 %), assessment booked (20 %), admitted (12 %) or closed (33 %: from new, after contact or
 * after the assessment). Each has a stage entry for each step it took, a failed and a successful
 * attempt and a note: some 4 history rows an item. respond_by and clock_start are set, so the server's
 * start-up does not prepare them one by one. Does nothing when they are there already.
 */
export async function seedReportItems(db: Database): Promise<number> {
  const [present] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM enquiries WHERE reference LIKE '${PREFIX}%'`,
  );
  if ((present?.count ?? 0) >= REPORT_ITEMS) return 0;
  await removeReportItems(db);
  await db.withConnection(async (connection) => {
    await connection.query('SELECT setseed(0.21)');
    await connection.query(
      `INSERT INTO enquiries (reference, created_at, language, for_whom, name, phone_country, phone_e164,
         contact_method, preferred_time, programme, message, heard_from, stage, close_reason, first_response_at,
         respond_by, clock_start, suspected_spam)
       SELECT '${PREFIX}' || lpad(i::text, 6, '0'), arrival,
         CASE WHEN random() < 0.6 THEN 'ar' ELSE 'en' END, 'self', 'Bench Report ' || i,
         (ARRAY['AE', 'AE', 'AE', 'SA', 'SA', 'EG', 'US'])[1 + floor(random() * 7)::int],
         '+9715' || lpad(i::text, 8, '0'), 'phone', 'any',
         (${list(PROGRAMMES)})[1 + floor(random() * ${PROGRAMMES.length})::int],
         'A benchmark, not a person.',
         (${list(HEARD_FROM)})[1 + floor(random() * ${HEARD_FROM.length + 2})::int],
         stage, CASE WHEN stage = 'closed' THEN (${list(CLOSE_REASONS)})[1 + floor(random() * ${CLOSE_REASONS.length})::int] END,
         CASE WHEN stage IN ('spam', 'new') THEN NULL
              WHEN delay < 0.7 THEN arrival + interval '1 minute' * (2 + 120 * random())
              WHEN delay < 0.95 THEN arrival + interval '1 minute' * (120 + 900 * random())
              ELSE arrival + interval '1 day' * (1 + 3 * random()) END,
         arrival + interval '1 hour', arrival, stage = 'spam'
       FROM (SELECT i, now() - interval '365 days' * random() AS arrival, random() AS delay,
                    CASE WHEN p < 0.03 THEN 'spam' WHEN p < 0.08 THEN 'new' WHEN p < 0.43 THEN 'inContact'
                         WHEN p < 0.63 THEN 'assessmentBooked' WHEN p < 0.75 THEN 'admitted' ELSE 'closed' END AS stage
             FROM (SELECT i, random() AS p FROM generate_series(1, ${REPORT_ITEMS}) AS i) AS drawn) AS items`,
    );
    // A closed item went 0, 1 or 2 steps first (from new, after contact, after the assessment), in
    // shares of 10, 15 and 8 in 33, drawn again.
    await connection.query(
      `INSERT INTO inbox_events (reference, at, by_name, type, stage, close_reason, channel, outcome, note)
       SELECT reference, least(event.at, now()), 'Bench Staff', event.type, event.stage,
              CASE WHEN event.stage = 'closed' THEN close_reason END, event.channel, event.outcome, event.note
       FROM (SELECT reference, created_at, stage AS now_at, close_reason, first_response_at AS answered_at,
                    CASE stage WHEN 'inContact' THEN 1 WHEN 'assessmentBooked' THEN 2 WHEN 'admitted' THEN 3
                      WHEN 'closed' THEN (CASE WHEN random() < 10.0 / 33 THEN 0 WHEN random() < 15.0 / 23 THEN 1 ELSE 2 END)
                      ELSE 0 END AS steps
             FROM enquiries WHERE reference LIKE '${PREFIX}%') AS items
       CROSS JOIN LATERAL (VALUES
         (steps >= 1, 'attempt', answered_at, NULL, 'phone', 'noAnswer', NULL),
         (steps >= 1, 'stage', answered_at, 'inContact', NULL, NULL, NULL),
         (steps >= 1, 'attempt', answered_at + interval '3 hours', NULL, 'whatsapp', 'reached', NULL),
         (steps >= 2, 'stage', answered_at + interval '2 days', 'assessmentBooked', NULL, NULL, NULL),
         (steps >= 3, 'stage', answered_at + interval '7 days', 'admitted', NULL, NULL, NULL),
         (now_at = 'closed', 'stage', answered_at + interval '10 days' * steps, 'closed', NULL, NULL, NULL),
         (now_at = 'spam', 'stage', created_at + interval '1 hour', 'spam', NULL, NULL, NULL),
         (now_at <> 'spam', 'note', created_at + interval '4 hours', NULL, NULL, NULL, 'A benchmark note.')
       ) AS event(keep, type, at, stage, channel, outcome, note)
       WHERE event.keep`,
    );
  });
  return REPORT_ITEMS;
}

/** Takes the benchmark's rows out again (a PostgreSQL database then holds what it held before). */
export async function removeReportItems(db: Database) {
  await db.query(`DELETE FROM inbox_events WHERE reference LIKE '${PREFIX}%'`);
  await db.query(`DELETE FROM enquiries WHERE reference LIKE '${PREFIX}%'`);
}

/** A calendar day in the centre's zone, `days` from `at`'s. */
function centreDate(at: Date, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIME_ZONE }).format(at);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Last calendar month, the last 90 days and the last 365 days, in the centre's zone. */
export function reportRanges(now = new Date()) {
  const today = centreDate(now);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const lastMonthEnd = new Date(Date.parse(`${firstOfMonth}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return [
    { title: 'last month', from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { title: 'last 90 days', from: centreDate(now, -89), to: today },
    { title: 'last 365 days', from: centreDate(now, -364), to: today },
  ];
}

/**
 * GET /api/reports for each range, `runs` times one after another (one manager waiting, not a
 * queue), after two warm-up requests: mean, median and p99 (nearest rank: of 20 runs, the slowest).
 */
export async function measureReports(url: string, cookie: string, runs = 20) {
  const rows = [];
  for (const range of reportRanges()) {
    const address = `${url}${API_PATHS.reports}?from=${range.from}&to=${range.to}`;
    const once = async () => {
      const started = performance.now();
      const response = await fetch(address, { headers: { cookie } });
      const answer = (await response.json()) as ReportsAnswer;
      if (response.status !== 200) throw new Error(`Reports for ${range.title}: ${response.status}`);
      return { ms: performance.now() - started, items: answer.total };
    };
    await once();
    await once();
    const times: number[] = [];
    let items = 0;
    for (let run = 0; run < runs; run += 1) {
      const { ms, items: total } = await once();
      times.push(ms);
      items = total;
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? NaN;
    rows.push({
      what: `GET /api/reports ${range.title} (${range.from} to ${range.to})`,
      items,
      runs,
      'mean ms': Number((times.reduce((sum, each) => sum + each, 0) / times.length).toFixed(1)),
      'median ms': Number(at(0.5).toFixed(1)),
      'p99 ms': Number(at(0.99).toFixed(1)),
    });
  }
  return rows;
}
