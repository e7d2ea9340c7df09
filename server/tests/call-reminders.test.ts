import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, inboxItemPath } from '#contracts/api-paths';
import type { Availability, FamilySlotsAnswer, ItemBookingAnswer } from '#contracts/bookings';
import { CENTRE_NAME } from '#contracts/centre-name';
import { WEEKDAYS } from '#contracts/forms/discretion';
import type { StoredAnswer } from '#contracts/withdrawal';
import { addStaff } from '../auth/staff';
import { sendDueReminders } from '../bookings/call-reminders';
import type { ServerConfig } from '../config/config';
import { StaffClient } from '../harness/staff-client';
import { noticeSenders } from '../notices/family-notices';
import { bodyOf, useFamilyMail } from './support/fake-smtp';
import { discretion, enquiry, post } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a call reminder test password';
const NADIA = { email: 'nadia@example.com', name: 'Nadia Admissions', role: 'admissions' as const, password: PASSWORD };
const ALL_WEEK: Availability = {
  timeZone: 'Asia/Dubai',
  languages: ['ar', 'en'],
  weekly: WEEKDAYS.map((day) => ({ day, from: '00:00', to: '24:00' })),
  leave: [],
};
/** Every day, every hour, in Riyadh: the family's window is open whenever the test runs. */
const ALWAYS = discretion({ safeDays: [...WEEKDAYS], safeFrom: 0, safeTo: 24 });
const HOUR_MS = 3_600_000;

describe(`reminders of booked calls (${databaseKind} database)`, () => {
  const sending: Partial<ServerConfig> = { trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } };
  const { mailTo } = useFamilyMail(sending);
  const test = useTestServer(sending, (db) => addStaff(db, NADIA));
  let nadia: StaffClient;
  beforeAll(async () => {
    nadia = new StaffClient(test.server.url);
    expect((await nadia.signIn(NADIA.email, PASSWORD)).status).toBe(200);
    expect((await nadia.request('PUT', API_PATHS.availability, ALL_WEEK)).status).toBe(200);
  });

  let lastAddress = 0;
  /** A family signed in to a new enquiry sent with `overrides`, that books a call `hoursAhead` or more ahead. */
  async function booked(overrides: Record<string, unknown>, hoursAhead = 30) {
    lastAddress += 1;
    const headers = { 'X-Forwarded-For': `10.44.${Math.floor(lastAddress / 256)}.${lastAddress % 256}` };
    const url = `${test.server.url}${API_PATHS.enquiries}`;
    const sent = await post(url, test.server.url, enquiry({ discretion: ALWAYS, ...overrides }), headers);
    expect(sent.status).toBe(201);
    const { reference, withdrawalCode } = (await sent.json()) as StoredAnswer;
    const client = new StaffClient(test.server.url, headers);
    expect((await client.request('POST', API_PATHS.familyLogin, { reference, code: withdrawalCode })).status).toBe(200);
    const { slots } = (await (await client.request('GET', API_PATHS.familySlots)).json()) as FamilySlotsAnswer;
    const startsAt = slots.find((slot) => Date.parse(slot) >= Date.now() + hoursAhead * HOUR_MS);
    expect(startsAt).toBeDefined();
    expect((await client.request('POST', API_PATHS.familyBooking, { startsAt })).status).toBe(201);
    return { reference, client, startsAt: startsAt! };
  }

  const reminderOf = async (reference: string) =>
    ((await (await nadia.get(`${inboxItemPath(reference)}/booking`)).json()) as ItemBookingAnswer).booking?.reminder;

  /** Brings the reminder's time to now, as the clock would, and runs the sweep twice, as two instances would. */
  async function sweepNow(reference: string) {
    const { db } = test.database;
    await db.query(`UPDATE bookings SET reminder_at = now() - interval '1 minute' WHERE reference = $1`, [reference]);
    const send = noticeSenders(sending.smtp ?? null)!;
    await Promise.all([sendDueReminders(db, send, () => undefined), sendDueReminders(db, send, () => undefined)]);
  }

  it('plans an email reminder a day ahead, and sends it once, naming neither the centre nor the reason', async () => {
    const email = 'quiet-family@example.com';
    const { reference, startsAt } = await booked({ contactMethod: 'email', email, language: 'ar' });
    expect(await reminderOf(reference)).toEqual({
      state: 'planned',
      at: new Date(Date.parse(startsAt) - 24 * HOUR_MS).toISOString(),
    });
    expect(mailTo(email)).toEqual([]);

    await sweepNow(reference);
    await expect.poll(() => mailTo(email).length, { timeout: 60_000 }).toBe(1);
    const [raw = ''] = mailTo(email);
    const body = bodyOf(raw);
    const time = new Intl.DateTimeFormat('ar-EG', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Riyadh',
    }).format(new Date(startsAt));
    expect(body).toMatch(/^تذكير: موعد مكالمتكم .+ الساعة /);
    expect(body).toContain(`${time} بتوقيتكم`);
    for (const word of [CENTRE_NAME.en, CENTRE_NAME.ar, 'Sakina', 'سكينة', 'brother', 'addiction'])
      expect(`${raw}\n${body}`.toLowerCase()).not.toContain(word.toLowerCase());
    expect(raw).toMatch(/^From: notices@quiet-mail\.example$/im);
    expect((await reminderOf(reference))?.state).toBe('sent');
  });

  it('names the centre only with the family’s leave, and plans again when the call moves', async () => {
    const email = 'named-family@example.com';
    const named = discretion({ ...ALWAYS, nameCentre: true });
    const { reference, client } = await booked({ contactMethod: 'email', email, discretion: named });
    await sweepNow(reference);
    await expect.poll(() => mailTo(email).length, { timeout: 60_000 }).toBe(1);
    expect(bodyOf(mailTo(email)[0] ?? '')).toContain(`A reminder: your call with ${CENTRE_NAME.en} is on `);
    expect(mailTo(email)[0]).toMatch(/^From: Sakina Wellness <team@sakinawellness\.example>$/im);

    const { slots } = (await (await client.request('GET', API_PATHS.familySlots)).json()) as FamilySlotsAnswer;
    const later = slots.find((slot) => Date.parse(slot) >= Date.now() + 50 * HOUR_MS);
    expect((await client.request('PATCH', API_PATHS.familyBooking, { startsAt: later })).status).toBe(200);
    expect(await reminderOf(reference)).toEqual({
      state: 'planned',
      at: new Date(Date.parse(later!) - 24 * HOUR_MS).toISOString(),
    });
  });

  it('sends none to a family whose channel is WhatsApp, nor for a call booked within three hours', async () => {
    const whatsapp = await booked({ contactMethod: 'whatsapp', email: 'whatsapp-family@example.com' });
    expect(await reminderOf(whatsapp.reference)).toBeNull();
    // The first free slot: an hour or so ahead.
    const soon = await booked({ contactMethod: 'email', email: 'soon@example.com' }, 1);
    expect(Date.parse(soon.startsAt)).toBeLessThan(Date.now() + 3 * HOUR_MS);
    expect(await reminderOf(soon.reference)).toBeNull();
  });

  it('drops a reminder whose call has begun, and shows the staff one the mail server refused', async () => {
    const { db } = test.database;
    const late = await booked({ contactMethod: 'email', email: 'late@example.com' });
    await db.query(`UPDATE bookings SET starts_at = now() - interval '1 minute' WHERE reference = $1`, [
      late.reference,
    ]);
    await sweepNow(late.reference);
    expect((await db.query(`SELECT reminder FROM bookings WHERE reference = $1`, [late.reference]))[0]).toEqual({
      reminder: null,
    });

    const refused = await booked({ contactMethod: 'email', email: 'refused@example.com' });
    await db.query(`UPDATE bookings SET reminder_at = now() - interval '1 minute' WHERE reference = $1`, [
      refused.reference,
    ]);
    const codes: unknown[] = [];
    const refuse = async () => Promise.reject(Object.assign(new Error('550 mailbox refused'), { code: 'EENVELOPE' }));
    await sendDueReminders(db, { named: refuse, discreet: refuse }, (code) => codes.push(code));
    expect(codes).toEqual(['EENVELOPE']);
    expect((await reminderOf(refused.reference))?.state).toBe('failed');
    expect(mailTo('refused@example.com')).toEqual([]);
  });
});
