import { describe, expect, it } from 'vitest';
import { zonedTime } from '#contracts/clock';
import { clockStart } from '#contracts/rules/pipeline-rules';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import { readConfig } from '../config/config';
import type { Database } from '../db/database';
import { migrate, migrationNames } from '../db/migrate';
import { prepareNewItems } from '../inbox/prepare-items';
import { setReportsClock } from '../reports/reports-clock';
import { readReports } from '../reports/reports-store';
import { discretion, enquiry, post, uaePhone } from './support/payloads';
import { createTestDatabase, databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const settings = readConfig({}).pipeline;
const target = { targetMinutes: settings.firstResponseMinutes };

/** A wall-clock time in Dubai (UTC+4 all year), the centre's zone and the families' below. */
const dubai = (local: string) => new Date(`${local.replace(' ', 'T')}:00+04:00`);

/** Friday 6 March 2026: the family below allows Sunday to Thursday, 09:00–17:00, so their next time is Sunday 09:00. */
const FRIDAY = { from: '2026-03-06', to: '2026-03-06' };
const WORK_WEEK = "'sun,mon,tue,wed,thu', 9, 17, 'Asia/Dubai'";

/** An enquiry that arrived at `at` (Dubai), with the work-week family's rules, as stored before its pipeline started. */
async function storeEnquiry(db: Database, reference: string, at: string, phone: string) {
  await db.query(
    `INSERT INTO enquiries (reference, created_at, language, for_whom, name, phone_country, phone_e164, contact_method,
       preferred_time, programme, message, leave_message, name_centre, safe_days, safe_from, safe_to, time_zone)
     VALUES ($1, $2, 'en', 'self', 'Window Family', 'AE', $3, 'phone', 'any', 'notSure', '', false, false, ${WORK_WEEK})`,
    [reference, dubai(at), phone],
  );
}

const answer = (db: Database, reference: string, at: string) =>
  db.query('UPDATE enquiries SET first_response_at = $2 WHERE reference = $1', [reference, dubai(at)]);

const stored = async (db: Database, reference: string) =>
  (
    await db.query<{ clock_start: Date | string; respond_by: Date | string }>(
      'SELECT clock_start, respond_by FROM enquiries WHERE reference = $1',
      [reference],
    )
  ).map((row) => ({ clockStart: new Date(row.clock_start), respondBy: new Date(row.respond_by) }))[0];

describe(`the first response in the reports, from the family's window (${databaseKind} database)`, () => {
  const handle = useTestServer();

  it('counts from the family’s next allowed time, not from an arrival outside it', async () => {
    const db = handle.database.db;
    // Friday 20:00: their window opens on Sunday at 09:00; answered then at 09:30, 30 minutes on
    // (from the arrival it would be 120 on Friday, 840 on Saturday and 90 on Sunday: 1,050).
    await storeEnquiry(db, 'SW-FC001', '2026-03-06 20:00', '+971500000101');
    // Friday 21:00, reached anyway on Saturday at noon, before their window: no time counts against the team.
    await storeEnquiry(db, 'SW-FC002', '2026-03-06 21:00', '+971500000102');
    await prepareNewItems(db, settings);
    expect(await stored(db, 'SW-FC001')).toEqual({
      clockStart: dubai('2026-03-08 09:00'),
      respondBy: dubai('2026-03-08 10:00'),
    });
    await answer(db, 'SW-FC001', '2026-03-08 09:30');
    await answer(db, 'SW-FC002', '2026-03-07 12:00');
    // A contact message has no window: Friday 20:00 → 20:45, 45 minutes.
    await db.query(
      `INSERT INTO contact_messages (reference, created_at, language, name, email, message, phone, subject, first_response_at)
       VALUES ('SC-FC003', $1, 'en', 'No Window', 'no.window@example.com', '', NULL, 'A subject', $2)`,
      [dubai('2026-03-06 20:00'), dubai('2026-03-06 20:45')],
    );
    await prepareNewItems(db, settings);
    expect((await readReports(db, FRIDAY, target)).firstContact).toEqual({
      answered: 3,
      waiting: 0,
      medianMinutes: 30,
      p90Minutes: 42, // 30 + 0.8 × (45 − 30)
      withinTarget: 3,
      targetMinutes: 60,
    });

    // Counted again in other hours (09:00–17:00 every day): SW-FC001 still from Sunday 09:00, 30 (from
    // the arrival, 510); SW-FC002 0; SC-FC003, answered after closing, 0.
    expect(await setReportsClock(db, { ...RESPONSE_HOURS, opens: 9, closes: 17 })).toBe(true);
    try {
      expect((await readReports(db, FRIDAY, target)).firstContact).toMatchObject({
        medianMinutes: 0,
        p90Minutes: 24, // 0 + 0.8 × 30
      });
    } finally {
      expect(await setReportsClock(db, RESPONSE_HOURS)).toBe(true);
    }
  });

  it('stores the clock’s start of an enquiry sent through the form', async () => {
    // A window closed today and tomorrow in Riyadh: the day after tomorrow only.
    const inTwoDays = zonedTime(new Date(Date.now() + 2 * 86_400_000), 'Asia/Riyadh').weekday;
    const window = { safeDays: [inTwoDays], safeFrom: 9, safeTo: 17, timeZone: 'Asia/Riyadh' };
    const sent = await post(
      `${handle.server.url}/api/enquiries`,
      handle.server.url,
      enquiry({ name: 'Form Window', phone: uaePhone('501000201'), discretion: discretion(window) }),
    );
    expect(sent.status).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    const [row] = await handle.database.db.query<{ created_at: Date | string; clock_start: Date | string }>(
      `SELECT e.created_at, r.clock_start FROM enquiries e JOIN reports.items r ON r.kind = 'enquiry' AND r.id = e.id
       WHERE e.reference = $1`,
      [reference],
    );
    const start = new Date(row?.clock_start ?? '');
    expect(start.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect(start).toEqual(clockStart(new Date(row?.created_at ?? ''), window));
  });
});

describe(`migration 018 on items stored before it (${databaseKind} database)`, () => {
  it('starts their clocks at the next start, and their due times from there', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const db = database.db;
      await migrate(db, { only: migrationNames().filter((name) => name < '018') });
      // Due as stored then, an hour of service time after the arrival.
      await storeEnquiry(db, 'SW-MC001', '2026-03-06 20:00', '+971500000301');
      await storeEnquiry(db, 'SW-MC002', '2026-03-08 11:00', '+971500000302'); // inside their window
      await db.query(`UPDATE enquiries SET respond_by = created_at + interval '1 hour'`);
      await answer(db, 'SW-MC001', '2026-03-08 09:30');
      await migrate(db);
      expect(await prepareNewItems(db, settings)).toBe(2);
      expect(await stored(db, 'SW-MC001')).toEqual({
        clockStart: dubai('2026-03-08 09:00'),
        respondBy: dubai('2026-03-08 10:00'),
      });
      expect(await stored(db, 'SW-MC002')).toEqual({
        clockStart: dubai('2026-03-08 11:00'),
        respondBy: dubai('2026-03-08 12:00'),
      });
      expect((await readReports(db, FRIDAY, target)).firstContact).toMatchObject({ answered: 1, medianMinutes: 30 });
      expect(await prepareNewItems(db, settings), 'once only').toBe(0);
    } finally {
      await database.drop();
    }
  });
});
