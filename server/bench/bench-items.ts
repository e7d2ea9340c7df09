import { HEARD_FROM } from '#contracts/forms/discretion';
import { PROGRAMMES } from '#contracts/forms/enquiry-rules';
import { CLOSE_REASONS } from '#contracts/pipeline';
import { nameWordKeys } from '#contracts/rules/match-keys';
import type { Database } from '../db/database';

/** The benchmark's own references ('SW-B000001' …): longer than real ones (SW- and 5 characters), so they never collide. */
const PREFIX = 'SW-B';
const reference = (serial: number) => `${PREFIX}${String(serial).padStart(6, '0')}`;
/** Only the benchmark's own: a real reference may start with SW-B too. */
const OURS = `reference LIKE '${PREFIX}______'`;

/** Given and family names, each in both scripts, so a search in one script finds the other (Khalid, خالد). */
const GIVEN =
  'Khalid خالد Mohamed محمد Fatima فاطمة Omar عمر Layla ليلى Youssef يوسف Mariam مريم Ahmed أحمد Sara سارة Noor نور Hassan حسن Aisha عائشة Huda هدى Tariq طارق Salma سلمى'.split(
    ' ',
  );
const FAMILY = 'Haddad حداد Nasser ناصر Mansour منصور Hamdan حمدان Qasim قاسم Rashid راشد'.split(' ');

const list = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;
/** Each word's stored key, as the forms store it (match-keys.ts), in the same order as the words. */
const keys = (words: readonly string[]) => list(words.map((word) => nameWordKeys(word).join(' ')));

/**
 * Adds enquiries with their history until the benchmark's own number `total` (SW-B000001 …), in two
 * statements (INSERT … SELECT over generate_series, then over the rows just stored): arrivals over the
 * last 365 days at any hour, names from both scripts with their search keys, distinct phones (item 4567's
 * is +971 50 765 4567, not the enquiry bench's 123 4567), languages, programmes, countries and "heard from" in unequal shares; 3 % spam and
 * 5 % still new; the rest answered after a delay mostly of minutes, some of hours and a few of days, and
 * now in contact (35 %), assessment booked (20 %), admitted (12 %) or closed (33 %: from new, after contact
 * or after the assessment). Each has a stage entry for each step it took, a failed and a successful attempt
 * and a note: some 4 history rows an item. respond_by and clock_start are set, so the server's start-up
 * does not prepare them one by one. Answers how many it added.
 */
export async function seedBenchItems(db: Database, total: number): Promise<number> {
  const [present] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM enquiries WHERE ${OURS}`);
  const from = (present?.count ?? 0) + 1;
  if (from > total) return 0;
  await db.withConnection(async (connection) => {
    await connection.query(`SELECT setseed(${from / 1_000_000})`);
    await connection.query(
      `INSERT INTO enquiries (reference, created_at, language, for_whom, name, name_key, phone_country, phone_e164,
         phone_key, contact_method, preferred_time, programme, message, heard_from, stage, close_reason,
         first_response_at, respond_by, clock_start, suspected_spam)
       SELECT '${PREFIX}' || lpad(i::text, 6, '0'), arrival,
         CASE WHEN random() < 0.6 THEN 'ar' ELSE 'en' END, 'self',
         (${list(GIVEN)})[given] || ' ' || (${list(FAMILY)})[family],
         (${keys(GIVEN)})[given] || ' ' || (${keys(FAMILY)})[family],
         (ARRAY['AE', 'AE', 'AE', 'SA', 'SA', 'EG', 'US'])[1 + floor(random() * 7)::int],
         '+9715' || lpad((7650000 + i)::text, 8, '0'), '5' || lpad((7650000 + i)::text, 8, '0'), 'phone', 'any',
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
                    1 + floor(random() * ${GIVEN.length})::int AS given, 1 + floor(random() * ${FAMILY.length})::int AS family,
                    CASE WHEN p < 0.03 THEN 'spam' WHEN p < 0.08 THEN 'new' WHEN p < 0.43 THEN 'inContact'
                         WHEN p < 0.63 THEN 'assessmentBooked' WHEN p < 0.75 THEN 'admitted' ELSE 'closed' END AS stage
             FROM (SELECT i, random() AS p FROM generate_series(${from}, ${total}) AS i) AS drawn) AS items`,
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
             FROM enquiries WHERE ${OURS} AND reference >= '${reference(from)}') AS items
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
  return total - from + 1;
}

/** Takes the benchmark's rows out again (a PostgreSQL database then holds what it held before). */
export async function removeBenchItems(db: Database) {
  await db.query(`DELETE FROM inbox_events WHERE ${OURS}`);
  await db.query(`DELETE FROM enquiries WHERE ${OURS}`);
}
