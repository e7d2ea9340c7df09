import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import { centreDate } from '#contracts/centre-day';
import type { InboxList } from '#contracts/inbox';
import { mondayOf, WORK_FILTERS, type TodayAnswer } from '#contracts/today';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { enquiry, post } from './support/payloads';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a today page password';
const ADMIN = { email: 'rania@example.com', password: PASSWORD, name: 'Rania Admin' };
const DESK = { email: 'yusuf@example.com', password: PASSWORD, name: 'Yusuf Admissions' };
const MANAGER = { email: 'mona@example.com', password: PASSWORD, name: 'Mona Manager' };
// Never signs in: an account without a second factor.
const NEW_HIRE = { email: 'layla@example.com', password: PASSWORD, name: 'Layla New' };

const HOUR = 3_600_000;
let lastAddress = 0;
const newAddress = () => `10.31.0.${(lastAddress += 1)}`;

describe(`GET /api/today (${databaseKind} database)`, () => {
  const test = useTestServer({ trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } }, async (db) => {
    await addStaff(db, { ...ADMIN, role: 'admin' });
    await addStaff(db, { ...DESK, role: 'admissions' });
    await addStaff(db, { ...MANAGER, role: 'manager' });
    await addStaff(db, { ...NEW_HIRE, role: 'admissions' });
  });
  const client = () => new StaffClient(test.server.url);
  let rania: StaffClient;
  let yusuf: StaffClient;
  let mona: StaffClient;
  const db = () => test.database.db;

  async function submit(name: string): Promise<string> {
    const response = await post(`${test.server.url}${API_PATHS.enquiries}`, test.server.url, enquiry({ name }), {
      'X-Forwarded-For': newAddress(),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { reference: string }).reference;
  }
  const change = (reference: string, set: string, values: unknown[]) =>
    db().query(`UPDATE enquiries SET ${set} WHERE reference = $1`, [reference, ...values]);

  const today = async (who: StaffClient) => {
    const response = await who.get(API_PATHS.today);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as TodayAnswer;
  };

  beforeAll(async () => {
    [rania, yusuf, mona] = [client(), client(), client()];
    for (const [who, account] of [
      [rania, ADMIN],
      [yusuf, DESK],
      [mona, MANAGER],
    ] as const)
      expect((await who.signIn(account.email, account.password)).status).toBe(200);
    const [{ id: yusufId } = { id: '' }] = await db().query<{ id: string }>(
      'SELECT id::text AS id FROM staff WHERE email = $1',
      [DESK.email],
    );
    const now = Date.now();
    // Yusuf's: one late (first response past due; its family allows any time, so it is not waiting for
    // their window at the hour the test runs), one with a follow-up later today, one later in the week.
    const late = await submit('Late Family');
    await change(
      late,
      `owner_id = $2, stage = 'inContact', respond_by = $3, safe_days = 'sun,mon,tue,wed,thu,fri,sat', safe_from = 0, safe_to = 24`,
      [yusufId, new Date(now - HOUR)],
    );
    const dueToday = await submit('Follow Up Family');
    const laterToday = new Date(Math.min(now + 60_000, Date.parse(`${centreDate(new Date(now))}T23:59:00+04:00`)));
    await change(dueToday, `owner_id = $2, stage = 'inContact', first_response_at = $3, follow_up_at = $4`, [
      yusufId,
      new Date(now - HOUR),
      laterToday,
    ]);
    const nextWeek = await submit('Next Week Family');
    await change(nextWeek, `owner_id = $2, stage = 'inContact', first_response_at = $3, follow_up_at = $4`, [
      yusufId,
      new Date(now - HOUR),
      new Date(now + 7 * 24 * HOUR),
    ]);
    // Nobody's: two new, and one tried five times without reaching the family.
    await submit('New Family One');
    await submit('New Family Two');
    const tried = await submit('Tried Family');
    await change(tried, `stage = 'inContact', first_response_at = $2, failed_attempts = 5`, [new Date(now - HOUR)]);
    await db().query(
      `INSERT INTO invitations (token_hash, email, name, role, language, expires_at)
       VALUES ('a-hash', 'samir@example.com', 'Samir', 'admissions', 'ar', now() + interval '1 day'),
              ('b-hash', 'old@example.com', 'Old', 'admissions', 'en', now() - interval '1 day')`,
    );
    await db().query(
      `INSERT INTO data_requests (reference, kind, channel, received_on, due_on)
       VALUES ($1, 'erasure', 'phone', current_date - 40, current_date - 10), ($1, 'copy', 'email', current_date, current_date + 30)`,
      [tried],
    );
  });

  it('gives the admissions team its own work, each count the length of the inbox list its link opens', async () => {
    const answer = await today(yusuf);
    expect(answer.work).toEqual({
      overdueMine: 1,
      dueTodayMine: 1,
      newUnassigned: 2,
      needsDecision: 1,
      unreadMessages: 0,
    });
    expect(answer).toMatchObject({
      today: centreDate(new Date()),
      week: null,
      team: null,
      requests: { open: 2, late: 1 },
    });
    for (const key of ['overdueMine', 'dueTodayMine', 'newUnassigned', 'unreadMessages'] as const) {
      const query = new URLSearchParams(WORK_FILTERS[key]);
      const list = (await (await yusuf.get(`${API_PATHS.inbox}?${query}`)).json()) as InboxList;
      expect(list.items.length, key).toBe(answer.work?.[key]);
    }
  });

  it('counts "mine" as the asker\'s: an admin who owns nothing has no late items of her own', async () => {
    const answer = await today(rania);
    expect(answer.work).toEqual({
      overdueMine: 0,
      dueTodayMine: 0,
      newUnassigned: 2,
      needsDecision: 1,
      unreadMessages: 0,
    });
  });

  it("gives a manager this week's figures and what is open and late now, and no item's work", async () => {
    const answer = await today(mona);
    expect(answer).toMatchObject({ work: null, team: null, requests: null });
    expect(answer.week).toEqual({
      from: mondayOf(centreDate(new Date())),
      arrived: 6,
      answered: 3,
      withinTarget: expect.any(Number),
      admitted: 0,
      openNow: 6,
      overdueNow: 1,
    });
  });

  it('gives an admin the pending invitations, the accounts without a second factor and the open requests', async () => {
    const answer = await today(rania);
    expect(answer.team).toEqual({ pendingInvitations: 1, withoutSecondFactor: 1 });
    expect(answer.requests).toEqual({ open: 2, late: 1 });
    expect(answer.week).not.toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await client().get(API_PATHS.today)).status).toBe(401);
  });
});
