import { describe, expect, it } from 'vitest';
import { API_PATHS, inboxItemPath, inboxMessagesPath } from '#contracts/api-paths';
import { CENTRE_NAME } from '#contracts/centre-name';
import type { InboxList } from '#contracts/inbox';
import type { MessagesAnswer } from '#contracts/messages';
import type { TodayAnswer } from '#contracts/today';
import type { StoredAnswer } from '#contracts/withdrawal';
import { addStaff } from '../auth/staff';
import type { ServerConfig } from '../config/config';
import { StaffClient } from '../harness/staff-client';
import { noticeSenders, sendDueNotices } from '../notices/family-notices';
import { bodyOf, useFamilyMail } from './support/fake-smtp';
import { discretion, enquiry, post } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a messages test password';
const NADIA = { email: 'nadia@example.com', name: 'Nadia Admissions', role: 'admissions' as const, password: PASSWORD };
const SECRET = 'Words only the family and the team should read';
/** Every day, every hour: the family's window is open whenever the test runs. */
const ALWAYS = discretion({ safeDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], safeFrom: 0, safeTo: 24 });

let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `10.9.${Math.floor(lastAddress / 256)}.${lastAddress % 256}`;
};

describe(`messages between a family and the admissions team (${databaseKind} database)`, () => {
  const sending: Partial<ServerConfig> = { trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } };
  const { mailTo } = useFamilyMail(sending);
  const test = useTestServer(sending, (db) => addStaff(db, NADIA));

  /** A family signed in to a new enquiry sent with `overrides`. */
  async function family(overrides: Record<string, unknown> = {}) {
    const headers = { 'X-Forwarded-For': newAddress() };
    const sent = await post(`${test.server.url}${API_PATHS.enquiries}`, test.server.url, enquiry(overrides), headers);
    expect(sent.status).toBe(201);
    const { reference, withdrawalCode } = (await sent.json()) as StoredAnswer;
    const client = new StaffClient(test.server.url, headers);
    expect((await client.request('POST', API_PATHS.familyLogin, { reference, code: withdrawalCode })).status).toBe(200);
    return { reference, code: withdrawalCode, client };
  }

  async function staff() {
    const client = new StaffClient(test.server.url, { 'X-Forwarded-For': newAddress() });
    expect((await client.signIn(NADIA.email, PASSWORD)).status).toBe(200);
    return client;
  }

  const answerOf = async (response: Response) => (await response.json()) as MessagesAnswer;

  it('carries a family’s message to the item and the answer back, the item the replier’s, each view audited', async () => {
    const { reference, client } = await family();
    const wrote = await client.request('POST', API_PATHS.familyMessages, { text: `  ${SECRET}  ` });
    expect(wrote.status).toBe(201);
    expect((await answerOf(wrote)).messages).toMatchObject([{ from: 'family', text: SECRET, by: null }]);

    const nadia = await staff();
    const seen = await answerOf(await nadia.get(inboxMessagesPath(reference)));
    expect(seen.unread).toBe(1);
    expect(seen.messages).toMatchObject([{ from: 'family', text: SECRET }]);
    // Read now: no longer unread.
    expect((await answerOf(await nadia.get(inboxMessagesPath(reference)))).unread).toBe(0);

    const answered = await nadia.request('POST', inboxMessagesPath(reference), { text: 'We will call at six.' });
    expect(answered.status).toBe(201);
    // WhatsApp is this family's channel: nobody is emailed, and the staff see so.
    expect((await answerOf(answered)).messages.at(-1)).toMatchObject({
      from: 'staff',
      by: NADIA.name,
      notice: 'notSent',
    });
    const { item } = (await (await nadia.get(inboxItemPath(reference))).json()) as {
      item: { owner: { name: string } | null; stage: string; history: { type: string }[] };
    };
    expect(item.owner?.name).toBe(NADIA.name);
    expect(item.stage).toBe('inContact');
    // Both messages are lines of the history, without their words: the family's never under a name.
    expect(item.history.filter((event) => event.type === 'message')).toEqual([
      expect.objectContaining({ type: 'message', from: 'family', by: 'family' }),
      expect.objectContaining({ type: 'message', from: 'staff', by: NADIA.name }),
    ]);
    expect(JSON.stringify(item.history)).not.toContain(SECRET);

    const read = await answerOf(await client.get(API_PATHS.familyMessages));
    expect(read.unread).toBe(1);
    // The family sees the words and the time; who wrote and how they were told is the team's.
    expect(read.messages.at(-1)).toEqual(expect.objectContaining({ from: 'staff', by: null, notice: null }));
    expect(read.messages.at(-1)?.text).toBe('We will call at six.');

    const actions = await test.database.db.query<{ action: string; address: string }>(
      `SELECT action, address FROM audit_events WHERE reference = $1 ORDER BY id`,
      [reference],
    );
    const done = actions.map(({ action }) => action);
    expect(done).toEqual(
      expect.arrayContaining([
        'family-wrote',
        'messages-read',
        'message-sent',
        'owner-changed',
        'family-read-messages',
      ]),
    );
    expect(
      actions.filter(({ action }) => action.startsWith('family-')).every(({ address }) => address === 'family'),
    ).toBe(true);
    // The audit trail holds no words.
    const words = await test.database.db.query(`SELECT 1 FROM audit_events WHERE detail::text LIKE $1`, [
      `%${SECRET}%`,
    ]);
    expect(words).toEqual([]);
  });

  it('keeps the family to its own enquiry and the staff out of the family’s place (403 both ways)', async () => {
    const first = await family();
    const other = await family();
    // The family's routes name no enquiry: the session does. A staff route to another enquiry's messages is refused.
    expect((await first.client.get(inboxMessagesPath(other.reference))).status).toBe(403);
    expect((await first.client.request('POST', inboxMessagesPath(other.reference), { text: 'hello' })).status).toBe(
      403,
    );
    expect((await first.client.get(inboxMessagesPath(first.reference))).status).toBe(403);
    const nadia = await staff();
    expect((await nadia.request('POST', API_PATHS.familyMessages, { text: 'as the family' })).status).toBe(403);
    expect((await nadia.get(API_PATHS.familyMessages)).status).toBe(403);
    expect(
      (await nadia.request('POST', API_PATHS.familyPlan, { programme: null, residence: null, addOns: {} })).status,
    ).toBe(403);
    const anonymous = new StaffClient(test.server.url);
    expect((await anonymous.get(API_PATHS.familyMessages)).status).toBe(401);
  });

  it('counts an item with a family message not yet read in the badge, Today and the “new messages” filter, until a staff member reads it', async () => {
    const nadia = await staff();
    const list = async (query = '') => (await (await nadia.get(`${API_PATHS.inbox}${query}`)).json()) as InboxList;
    const today = async () => ((await (await nadia.get(API_PATHS.today)).json()) as TodayAnswer).work;
    const before = await list();
    const { reference, client } = await family();
    const afterArrival = await list();
    expect((await client.request('POST', API_PATHS.familyMessages, { text: 'Please call after six.' })).status).toBe(
      201,
    );

    const written = await list();
    expect(written.counts.unreadMessages).toBe(before.counts.unreadMessages + 1);
    // A new item already needs action; its message adds no second count.
    expect(written.counts.needsAction).toBe(afterArrival.counts.needsAction);
    expect((await list('?due=messages')).items.map((item) => item.reference)).toContain(reference);
    expect(written.items.find((item) => item.reference === reference)?.newMessage).toBe(true);
    expect((await today())?.unreadMessages).toBe(written.counts.unreadMessages);

    expect((await nadia.get(inboxMessagesPath(reference))).status).toBe(200);
    const read = await list();
    expect(read.counts.unreadMessages).toBe(before.counts.unreadMessages);
    expect((await list('?due=messages')).items.map((item) => item.reference)).not.toContain(reference);
    expect(read.items.find((item) => item.reference === reference)?.newMessage).toBe(false);
    expect((await today())?.unreadMessages).toBe(read.counts.unreadMessages);

    // Written again after the reading: new again, and counted among what needs action even once the item is no longer new.
    expect((await nadia.request('POST', inboxMessagesPath(reference), { text: 'We will.' })).status).toBe(201);
    const answered = await list();
    expect((await client.request('POST', API_PATHS.familyMessages, { text: 'Thank you.' })).status).toBe(201);
    const again = await list();
    expect(again.counts.unreadMessages).toBe(answered.counts.unreadMessages + 1);
    expect(again.counts.needsAction).toBe(answered.counts.needsAction + 1);
  });

  it('puts the messages both ways in the family’s copy of its data, never a staff member’s name', async () => {
    const { reference, code, client } = await family();
    expect((await client.request('POST', API_PATHS.familyMessages, { text: 'Is Sunday possible?' })).status).toBe(201);
    const nadia = await staff();
    expect((await nadia.request('POST', inboxMessagesPath(reference), { text: 'Sunday at six.' })).status).toBe(201);
    const asked = await client.request('POST', API_PATHS.familyRequest, { reference, code, kind: 'copy' });
    expect(asked.status).toBe(201);
    const { copy } = (await asked.json()) as { copy: { text: string; data: { messages: unknown[] } } };
    expect(copy.data.messages).toEqual([
      { from: 'family', at: expect.any(String), text: 'Is Sunday possible?' },
      { from: 'staff', at: expect.any(String), text: 'Sunday at six.' },
    ]);
    expect(copy.text).toMatch(/The admissions team: Sunday at six\./);
    expect(copy.text).toMatch(/You: Is Sunday possible\?/);
    expect(copy.text).toContain('الرسائل مع فريق القبول');
    expect(copy.text).not.toContain(NADIA.name);
  });

  it('refuses a message with a control character or nothing visible, from either side, with a 400 and nothing kept', async () => {
    const { reference, client } = await family();
    const nadia = await staff();
    for (const text of ['a\u0000b', '\u0000', 'line\u000Bbreak', '\u202Egnp.exe', '\u200B\u200C', '   ']) {
      const fromFamily = await client.request('POST', API_PATHS.familyMessages, { text });
      expect(fromFamily.status, JSON.stringify(text)).toBe(400);
      expect(((await fromFamily.json()) as { error: string }).error).toBe('invalid_body');
      expect((await nadia.request('POST', inboxMessagesPath(reference), { text })).status, JSON.stringify(text)).toBe(
        400,
      );
    }
    expect((await answerOf(await client.get(API_PATHS.familyMessages))).messages).toEqual([]);
    // Line breaks and tabs are what a person types: kept as written.
    const wrote = await client.request('POST', API_PATHS.familyMessages, { text: 'First line\r\n\tSecond' });
    expect((await answerOf(wrote)).messages).toMatchObject([{ text: 'First line\r\n\tSecond' }]);
  });

  it('emails a discreet family a notice with neither the centre’s name nor the message', async () => {
    const { reference } = await family({ contactMethod: 'email', email: 'discreet@example.com', discretion: ALWAYS });
    const nadia = await staff();
    const answered = await nadia.request('POST', inboxMessagesPath(reference), { text: SECRET });
    expect((await answerOf(answered)).messages.at(-1)?.notice).toBe('emailed');
    await expect.poll(() => mailTo('discreet@example.com').length, { timeout: 60_000 }).toBe(1);
    const [raw = ''] = mailTo('discreet@example.com');
    const seen = `${raw}\n${bodyOf(raw)}`;
    for (const word of [CENTRE_NAME.en, CENTRE_NAME.ar, 'Sakina', 'سكينة', SECRET, 'six'])
      expect(seen.toLowerCase()).not.toContain(word.toLowerCase());
    expect(raw).toMatch(/^From: notices@quiet-mail\.example$/im);
    expect(bodyOf(raw)).toContain('You have a new message.');
  });

  it('holds a notice until the family’s hours, says so to the staff, and sends it when they open', async () => {
    // One hour on a day that is not today in the family's zone: their window is closed now.
    const today = new Date().toLocaleDateString('en-US', { weekday: 'short', timeZone: 'Asia/Riyadh' }).toLowerCase();
    const otherDay = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].find((day) => day !== today.slice(0, 3));
    const { reference } = await family({
      contactMethod: 'email',
      email: 'later@example.com',
      discretion: discretion({ safeDays: [otherDay], nameCentre: true }),
    });
    const nadia = await staff();
    const answered = await answerOf(await nadia.request('POST', inboxMessagesPath(reference), { text: SECRET }));
    const held = answered.messages.at(-1);
    expect(held?.notice).toBe('held');
    expect(new Date(held?.noticeAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(mailTo('later@example.com')).toEqual([]);

    // The hour comes: the sweep (every minute on the server) sends it, once.
    const { db } = test.database;
    await db.query(`UPDATE enquiries SET notice_due_at = now() - interval '1 minute' WHERE reference = $1`, [
      reference,
    ]);
    const send = noticeSenders(sending.smtp ?? null)!;
    await sendDueNotices(db, send, () => undefined);
    await sendDueNotices(db, send, () => undefined);
    await expect.poll(() => mailTo('later@example.com').length, { timeout: 60_000 }).toBe(1);
    // This family allowed the centre's name, in the sender too.
    expect(bodyOf(mailTo('later@example.com')[0] ?? '')).toContain(CENTRE_NAME.en);
    expect(mailTo('later@example.com')[0]).toMatch(/^From: Sakina Wellness <team@sakinawellness\.example>$/im);
    const after = await answerOf(await nadia.get(inboxMessagesPath(reference)));
    expect(after.messages.at(-1)?.notice).toBe('emailed');
  });

  it('puts the family’s stay plan on the item, and takes every message with a withdrawn enquiry', async () => {
    const { reference, code, client } = await family();
    const plan = { programme: { id: 'addiction', length: 4 }, residence: 'gardenVilla', addOns: { extraTherapy: 2 } };
    expect((await client.request('POST', API_PATHS.familyPlan, plan)).status).toBe(201);
    expect((await client.request('POST', API_PATHS.familyPlan, { ...plan, extra: 1 })).status).toBe(400);
    expect((await client.request('POST', API_PATHS.familyMessages, { text: SECRET })).status).toBe(201);
    const nadia = await staff();
    const seen = await answerOf(await nadia.get(inboxMessagesPath(reference)));
    expect(seen.plan?.plan).toEqual(plan);

    const withdrawn = await post(
      `${test.server.url}${API_PATHS.withdrawalConfirm}`,
      test.server.url,
      { reference, code },
      { 'X-Forwarded-For': newAddress() },
    );
    expect(withdrawn.status).toBe(204);
    const left = await test.database.db.query(`SELECT 1 FROM inbox_events WHERE reference = $1`, [reference]);
    expect(left).toEqual([]);
    expect((await nadia.get(inboxMessagesPath(reference))).status).toBe(410);
    // Its session ended with it.
    expect((await client.get(API_PATHS.familyMessages)).status).toBe(401);
  });
});
