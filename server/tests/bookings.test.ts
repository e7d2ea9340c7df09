import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import type { Availability, FamilySlotsAnswer, TeamAvailabilityAnswer, TodayCallsAnswer } from '#contracts/bookings';
import { centreDay } from '#contracts/centre-day';
import { zonedTime } from '#contracts/clock';
import type { FamilySessionAnswer } from '#contracts/family';
import { WEEKDAYS } from '#contracts/forms/discretion';
import type { StoredAnswer } from '#contracts/withdrawal';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { discretion, enquiry, post } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a call-back booking password';
const NADIA = { email: 'nadia@example.com', name: 'Nadia Admissions', password: PASSWORD };
const SAM = { email: 'sam@example.com', name: 'Sam Admin', password: PASSWORD };

/** Nadia takes calls in Arabic, any time of any day, Dubai time. */
const ARABIC_ALL_WEEK: Availability = {
  timeZone: 'Asia/Dubai',
  languages: ['ar'],
  weekly: WEEKDAYS.map((day) => ({ day, from: '00:00', to: '24:00' })),
  leave: [],
};
/** An Arabic enquiry that allows only Sunday–Thursday, 17:00–20:00 in Riyadh. */
const RIYADH_EVENINGS = discretion({ safeDays: ['sun', 'mon', 'tue', 'wed', 'thu'], safeFrom: 17, safeTo: 20 });

describe(`booking a call-back (${databaseKind} database)`, () => {
  const test = useTestServer({ trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } }, async (db) => {
    await addStaff(db, { ...NADIA, role: 'admissions' });
    await addStaff(db, { ...SAM, role: 'admin' });
  });
  let nadia: StaffClient;
  let sam: StaffClient;
  beforeAll(async () => {
    [nadia, sam] = [new StaffClient(test.server.url), new StaffClient(test.server.url)];
    expect((await nadia.signIn(NADIA.email, NADIA.password)).status).toBe(200);
    expect((await sam.signIn(SAM.email, SAM.password)).status).toBe(200);
    expect((await nadia.request('PUT', API_PATHS.availability, ARABIC_ALL_WEEK)).status).toBe(200);
  });

  let lastAddress = 0;
  /** A family signed in to a new Arabic enquiry with the Riyadh evenings, each from its own address. */
  async function family(body: Record<string, unknown> = {}) {
    lastAddress += 1;
    const headers = { 'X-Forwarded-For': `10.33.${Math.floor(lastAddress / 256)}.${lastAddress % 256}` };
    const sent = await post(
      `${test.server.url}${API_PATHS.enquiries}`,
      test.server.url,
      enquiry({ language: 'ar', discretion: RIYADH_EVENINGS, ...body }),
      headers,
    );
    expect(sent.status).toBe(201);
    const { reference, withdrawalCode } = (await sent.json()) as StoredAnswer;
    const client = new StaffClient(test.server.url, headers);
    expect((await client.request('POST', API_PATHS.familyLogin, { reference, code: withdrawalCode })).status).toBe(200);
    return { client, reference, code: withdrawalCode };
  }
  const slotsOf = async (client: StaffClient) => {
    const response = await client.request('GET', API_PATHS.familySlots);
    expect(response.status).toBe(200);
    return (await response.json()) as FamilySlotsAnswer;
  };

  const standing = async (client: StaffClient) =>
    ((await (await client.request('GET', API_PATHS.familySession)).json()) as FamilySessionAnswer).family.standing;

  it('keeps each member’s own hours, and shows admins everyone’s', async () => {
    const own = await nadia.request('GET', API_PATHS.availability);
    expect(await own.json()).toEqual({ availability: ARABIC_ALL_WEEK });
    expect(await (await sam.request('GET', API_PATHS.availability)).json()).toEqual({ availability: null });
    const backwards = { ...ARABIC_ALL_WEEK, weekly: [{ day: 'sun', from: '17:00', to: '09:00' }] };
    expect((await nadia.request('PUT', API_PATHS.availability, backwards)).status).toBe(400);
    expect((await nadia.request('GET', API_PATHS.teamAvailability)).status).toBe(403);
    const team = (await (await sam.request('GET', API_PATHS.teamAvailability)).json()) as TeamAvailabilityAnswer;
    expect(team.members).toEqual([
      { id: expect.any(String), name: NADIA.name, availability: ARABIC_ALL_WEEK },
      { id: expect.any(String), name: SAM.name, availability: null },
    ]);
  });

  it('offers a Riyadh family only Sunday–Thursday 17:00–20:00, their time, and the centre’s zone beside it', async () => {
    const { client } = await family();
    const answer = await slotsOf(client);
    expect(answer).toMatchObject({ timeZone: 'Asia/Riyadh', centreTimeZone: 'Asia/Dubai', booking: null });
    expect(answer.slots.length).toBeGreaterThan(0);
    for (const slot of answer.slots) {
      const { weekday, hour } = zonedTime(new Date(slot), 'Asia/Riyadh');
      expect(RIYADH_EVENINGS.safeDays).toContain(weekday);
      expect(hour >= 17 && hour < 20, slot).toBe(true);
    }
    // Nobody takes calls in English: an English family is offered none.
    const english = await family({ language: 'en' });
    expect((await slotsOf(english.client)).slots).toEqual([]);
  });

  it('gives one slot to exactly one of 20 families booking it at once', async () => {
    const families = await Promise.all(Array.from({ length: 20 }, () => family()));
    const [slot] = (await slotsOf(families[0]!.client)).slots;
    const answers = await Promise.all(
      families.map(({ client }) => client.request('POST', API_PATHS.familyBooking, { startsAt: slot })),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const loser = families[statuses.indexOf(409)]!;
    // The database itself refuses a second booking of the member's slot, whatever the code checked.
    const [held] = await test.database.db.query<{ staff_id: string }>(
      'SELECT staff_id FROM bookings WHERE starts_at = $1',
      [slot],
    );
    await expect(
      test.database.db.query('INSERT INTO bookings (reference, staff_id, starts_at) VALUES ($1, $2, $3)', [
        loser.reference,
        held!.staff_id,
        slot,
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    // The slot is gone for everyone else (its holder still sees it, as its own booking).
    expect((await slotsOf(loser.client)).slots).not.toContain(slot);
  });

  it('lets the family move and cancel its call, each in the audit trail', async () => {
    const { client, reference } = await family();
    const [first, second] = (await slotsOf(client)).slots;
    expect((await client.request('POST', API_PATHS.familyBooking, { startsAt: first })).status).toBe(201);
    expect(await standing(client)).toBe('callBooked');
    expect((await client.request('POST', API_PATHS.familyBooking, { startsAt: second })).status).toBe(409);
    const moved = await client.request('PATCH', API_PATHS.familyBooking, { startsAt: second });
    expect(await moved.json()).toEqual({ booking: { startsAt: second } });
    const now = await slotsOf(client);
    expect(now.booking).toEqual({ startsAt: second });
    expect(now.slots).toContain(first);
    // A time outside the family's hours is never booked.
    const outside = new Date(Date.parse(second!) + 12 * 3_600_000).toISOString();
    expect((await client.request('PATCH', API_PATHS.familyBooking, { startsAt: outside })).status).toBe(409);
    expect((await client.request('DELETE', API_PATHS.familyBooking)).status).toBe(204);
    expect((await client.request('DELETE', API_PATHS.familyBooking)).status).toBe(404);
    expect((await slotsOf(client)).booking).toBeNull();
    expect(await standing(client)).toBe('received');
    const audit = await test.database.db.query<{ action: string; address: string }>(
      `SELECT action, address FROM audit_events WHERE reference = $1 AND action LIKE 'call-%' ORDER BY id`,
      [reference],
    );
    expect(audit).toEqual(
      ['call-booked', 'call-moved', 'call-cancelled'].map((action) => ({ action, address: 'family' })),
    );
  });

  it('puts the call booked ahead in the family’s copy of its data, in both languages', async () => {
    const { client, reference, code } = await family();
    const [first] = (await slotsOf(client)).slots;
    expect((await client.request('POST', API_PATHS.familyBooking, { startsAt: first })).status).toBe(201);
    const asked = await client.request('POST', API_PATHS.familyRequest, { reference, code, kind: 'copy' });
    expect(asked.status).toBe(201);
    const { copy } = (await asked.json()) as { copy: { text: string; data: { booking: unknown } } };
    expect(copy.data.booking).toEqual({ startsAt: first });
    expect(copy.text).toContain(`Your booked call (UTC): ${first}`);
    expect(copy.text).toContain(`موعد الاتصال المحجوز (بالتوقيت العالمي): \u2068${first}\u2069`);
  });

  it('shows the team today’s calls, with the family’s zone, and only to those who work the inbox', async () => {
    const { reference } = await family();
    const { start } = centreDay(new Date());
    const [{ id }] = (await test.database.db.query<{ id: string }>(`SELECT id FROM staff WHERE email = $1`, [
      NADIA.email,
    ])) as [{ id: string }];
    const at = new Date(start.getTime() + 12 * 3_600_000);
    await test.database.db.query('INSERT INTO bookings (reference, staff_id, starts_at) VALUES ($1, $2, $3)', [
      reference,
      id,
      at,
    ]);
    const seen = (await (await nadia.request('GET', API_PATHS.callsToday)).json()) as TodayCallsAnswer;
    expect(seen.calls).toContainEqual({
      reference,
      startsAt: at.toISOString(),
      staffName: NADIA.name,
      mine: true,
      familyTimeZone: 'Asia/Riyadh',
      reminder: null,
    });
    expect(seen.ahead.map((call) => call.reference)).not.toContain(reference);
    const bySam = (await (await sam.request('GET', API_PATHS.callsToday)).json()) as TodayCallsAnswer;
    expect(bySam.calls.find((call) => call.reference === reference)?.mine).toBe(false);
    const listed = await test.database.db.query(`SELECT 1 FROM audit_events WHERE action = 'calls-listed'`);
    expect(listed).toHaveLength(2);
  });

  it('shows the calls of the next six days apart from today’s, and none after them', async () => {
    const [soon, last, later] = [await family(), await family(), await family()];
    const { end } = centreDay(new Date());
    const [{ id }] = (await test.database.db.query<{ id: string }>(`SELECT id FROM staff WHERE email = $1`, [
      NADIA.email,
    ])) as [{ id: string }];
    const book = (reference: string, at: Date) =>
      test.database.db.query('INSERT INTO bookings (reference, staff_id, starts_at) VALUES ($1, $2, $3)', [
        reference,
        id,
        at,
      ]);
    const hour = 3_600_000;
    // Tomorrow at the centre's first minute, the sixth day's last half hour, and the seventh day's first minute.
    await book(soon.reference, end);
    await book(last.reference, new Date(end.getTime() + 6 * 24 * hour - hour / 2));
    await book(later.reference, new Date(end.getTime() + 6 * 24 * hour));
    const seen = (await (await nadia.request('GET', API_PATHS.callsToday)).json()) as TodayCallsAnswer;
    const mine = [soon.reference, last.reference, later.reference];
    expect(seen.ahead.filter((call) => mine.includes(call.reference)).map((call) => call.reference)).toEqual([
      soon.reference,
      last.reference,
    ]);
    expect(seen.calls.filter((call) => mine.includes(call.reference))).toEqual([]);
  });

  it('shows the item’s call ahead on its page, audited', async () => {
    const { client, reference } = await family();
    const itemBooking = `/api/inbox/${reference}/booking`;
    expect(await (await nadia.request('GET', itemBooking)).json()).toEqual({ booking: null });
    const [slot] = (await slotsOf(client)).slots;
    expect((await client.request('POST', API_PATHS.familyBooking, { startsAt: slot })).status).toBe(201);
    const seen = await nadia.request('GET', itemBooking);
    expect(await seen.json()).toEqual({
      booking: {
        reference,
        startsAt: slot,
        staffName: NADIA.name,
        mine: true,
        familyTimeZone: 'Asia/Riyadh',
        reminder: null,
      },
    });
    const audit = await test.database.db.query(
      `SELECT 1 FROM audit_events WHERE action = 'booking-viewed' AND reference = $1`,
      [reference],
    );
    expect(audit).toHaveLength(2);
  });

  it('goes with its enquiry when the family withdraws it', async () => {
    const { client, reference } = await family();
    const [slot] = (await slotsOf(client)).slots;
    expect((await client.request('POST', API_PATHS.familyBooking, { startsAt: slot })).status).toBe(201);
    await test.database.db.query('DELETE FROM enquiries WHERE reference = $1', [reference]);
    expect(await test.database.db.query('SELECT 1 FROM bookings WHERE reference = $1', [reference])).toEqual([]);
  });
});
