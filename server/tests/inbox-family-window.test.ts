import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxQuerySchema } from '#contracts/inbox-schema';
import { readConfig } from '../config/config';
import { listInbox } from '../inbox/inbox-store';
import { readWeek } from '../today/today-store';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/test-database';

const settings = readConfig({}).pipeline;

/** A wall-clock time in Dubai (UTC+4 all year), the families' zone below. */
const dubai = (local: string) => new Date(`${local.replace(' ', 'T')}:00+04:00`);

/** Sunday to Thursday, 09:00–17:00 their time; and a family that allows any time. */
const WORK_WEEK = { days: 'sun,mon,tue,wed,thu', from: 9, to: 17 };
const ANY_TIME = { days: 'sun,mon,tue,wed,thu,fri,sat', from: 0, to: 24 };

/** Thursday 5 March 2026, 18:00 in Dubai: the work-week family's window closed at 17:00 and opens on Sunday at 09:00. */
const THURSDAY_EVENING = dubai('2026-03-05 18:00');
const SUNDAY_MORNING = dubai('2026-03-08 09:30');

describe(`the overdue filter and the counts, by the family's window (${databaseKind} database)`, () => {
  let database: TestDatabase;

  /** An unanswered enquiry whose first response was due at `respondBy` (Dubai). */
  async function store(reference: string, window: typeof WORK_WEEK, respondBy: string, followUpAt?: string) {
    await database.db.query(
      `INSERT INTO enquiries (reference, created_at, language, for_whom, name, phone_country, phone_e164, contact_method,
         preferred_time, programme, message, leave_message, name_centre, safe_days, safe_from, safe_to, time_zone,
         clock_start, respond_by, follow_up_at)
       VALUES ($1, $2, 'en', 'self', 'Window Family', 'AE', '+971500000111', 'phone', 'any', 'notSure', '', false, false,
         $3, $4, $5, 'Asia/Dubai', $2, $6, $7)`,
      [
        reference,
        dubai('2026-03-05 15:30'),
        window.days,
        window.from,
        window.to,
        dubai(respondBy),
        followUpAt ? dubai(followUpAt) : null,
      ],
    );
  }

  const list = async (due: string | undefined, now: Date) => {
    const answer = await listInbox(database.db, inboxQuerySchema.parse(due ? { due } : {}), {
      staffId: '1',
      now,
      settings,
    });
    return { ...answer, references: answer.items.map((item) => item.reference).sort() };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Due at 16:30 and still unanswered at 18:00, after their window closed: waiting for Sunday 09:00.
    await store('SW-FW001', WORK_WEEK, '2026-03-05 16:30');
    // The same lateness, for a family that allows any time: late.
    await store('SW-FW002', ANY_TIME, '2026-03-05 16:30');
    // Waiting for the window, but its follow-up (17:30) is late: late.
    await store('SW-FW003', WORK_WEEK, '2026-03-05 16:30', '2026-03-05 17:30');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('leaves an item waiting for its family’s window out of the overdue filter and the late counts', async () => {
    const overdue = await list('overdue', THURSDAY_EVENING);
    expect(overdue.references).toEqual(['SW-FW002', 'SW-FW003']);
    const all = await list(undefined, THURSDAY_EVENING);
    expect(all.items.find((item) => item.reference === 'SW-FW001')?.overdue).toBe(false);
    // Late items first: the waiting one after them.
    expect(all.items.at(-1)?.reference).toBe('SW-FW001');
    expect((await readWeek(database.db, THURSDAY_EVENING, settings)).overdueNow).toBe(2);
  });

  it('counts it late once the window has opened and the target has passed', async () => {
    expect((await list('overdue', SUNDAY_MORNING)).references).toEqual(['SW-FW001', 'SW-FW002', 'SW-FW003']);
    expect((await readWeek(database.db, SUNDAY_MORNING, settings)).overdueNow).toBe(3);
  });

  it('still counts every new item as needing action: the badge says what is new, not that it is late', async () => {
    expect((await list(undefined, THURSDAY_EVENING)).counts.needsAction).toBe(3);
  });
});
