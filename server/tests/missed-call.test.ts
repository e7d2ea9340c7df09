import { describe, expect, it } from 'vitest';
import { API_PATHS, inboxItemPath, missedCallPath } from '#contracts/api-paths';
import type { FamilySlotsAnswer, ItemBookingAnswer, TodayCallsAnswer } from '#contracts/bookings';
import { centreDay } from '#contracts/centre-day';
import type { InboxItem } from '#contracts/inbox';
import type { StoredAnswer } from '#contracts/withdrawal';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { enquiry, post } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const NADIA = { email: 'nadia@example.com', name: 'Nadia Admissions', password: 'a missed call-back password' };

describe(`no answer at the booked time (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    await addStaff(db, { ...NADIA, role: 'admissions' });
  });

  /** A WhatsApp enquiry with a call booked for Nadia at `startsAt`, its family signed in. */
  async function bookedFamily(startsAt: Date) {
    const sent = await post(
      `${test.server.url}${API_PATHS.enquiries}`,
      test.server.url,
      enquiry({ contactMethod: 'whatsapp' }),
    );
    const { reference, withdrawalCode } = (await sent.json()) as StoredAnswer;
    const db = test.database.db;
    const [staff] = await db.query<{ id: string }>('SELECT id FROM staff WHERE email = $1', [NADIA.email]);
    await db.query('INSERT INTO bookings (reference, staff_id, starts_at) VALUES ($1, $2, $3)', [
      reference,
      staff!.id,
      startsAt,
    ]);
    const family = new StaffClient(test.server.url);
    expect((await family.request('POST', API_PATHS.familyLogin, { reference, code: withdrawalCode })).status).toBe(200);
    return { reference, family };
  }

  const signedInNadia = async () => {
    const nadia = new StaffClient(test.server.url);
    expect((await nadia.signIn(NADIA.email, NADIA.password)).status).toBe(200);
    return nadia;
  };
  const itemOf = async (client: StaffClient, reference: string) =>
    ((await (await client.get(inboxItemPath(reference))).json()) as { item: InboxItem }).item;

  it('logs a no-answer try on the family’s channel at the call’s time, and the call leaves Today', async () => {
    // A minute ago, or the centre's midnight when the day is younger than that.
    const startsAt = new Date(Math.max(centreDay(new Date()).start.getTime(), Date.now() - 60_000));
    const { reference, family } = await bookedFamily(startsAt);
    const nadia = await signedInNadia();
    const booking = (await (await nadia.get(`/api/inbox/${reference}/booking`)).json()) as ItemBookingAnswer;
    expect(booking.booking?.startsAt).toBe(startsAt.toISOString());

    const { version } = await itemOf(nadia, reference);
    expect((await nadia.request('POST', missedCallPath(reference), { version: version + 1 })).status).toBe(409);
    expect((await nadia.request('POST', missedCallPath(reference), { version })).status).toBe(204);

    const item = await itemOf(nadia, reference);
    expect(item.history).toContainEqual({
      type: 'attempt',
      channel: 'whatsapp',
      outcome: 'noAnswer',
      by: NADIA.name,
      at: startsAt.toISOString(),
    });
    expect(item.failedAttempts).toBe(1);
    const today = (await (await nadia.get(API_PATHS.callsToday)).json()) as TodayCallsAnswer;
    expect(today.calls.map((call) => call.reference)).not.toContain(reference);
    const slots = (await (await family.request('GET', API_PATHS.familySlots)).json()) as FamilySlotsAnswer;
    expect(slots.booking).toBeNull();
    const trail = await test.database.db.query(
      `SELECT 1 FROM audit_events WHERE action = 'call-missed' AND reference = $1`,
      [reference],
    );
    expect(trail).toHaveLength(1);
    // Logged once: a second tap finds no call.
    expect((await nadia.request('POST', missedCallPath(reference), { version: item.version })).status).toBe(404);
  });

  it('refuses before the booked time has come', async () => {
    const { reference } = await bookedFamily(new Date(Date.now() + 3_600_000));
    const nadia = await signedInNadia();
    const { version } = await itemOf(nadia, reference);
    expect((await nadia.request('POST', missedCallPath(reference), { version })).status).toBe(404);
    expect(await test.database.db.query('SELECT 1 FROM bookings WHERE reference = $1', [reference])).toHaveLength(1);
  });
});
