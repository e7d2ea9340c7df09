import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectCountsKept } from './support/inbox-counts';
import { API_PATHS, inboxAttemptsPath, inboxItemPath } from '#contracts/api-paths';
import type { InboxItem, InboxSummary } from '#contracts/inbox';
import type { ReportsAnswer } from '#contracts/reports';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import {
  HELD_CONTACT_FIELDS,
  HELD_ENQUIRY_FIELDS,
  WITHDRAWAL_CODE_ALPHABET,
  WITHDRAWAL_CODE_LENGTH,
  type HeldAnswer,
  type StoredAnswer,
} from '#contracts/withdrawal';
import { addStaff } from '../auth/staff';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { nameKey } from '#contracts/rules/match-keys';
import { sweepExpired } from '../retention/retention';
import { withdrawItem } from '../withdrawal/withdrawal-store';
import { fixtureSite } from './support/fixture-site';
import { filesHolding } from './support/files-holding';
import { contactMessage, discretion, enquiry, post, uaePhone } from './support/payloads';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { startTestServer, useTestServer } from './support/test-server';

const ADMIN = { email: 'hana@example.com', password: 'a withdrawal test password', name: 'Hana Admin' };
const CODE_PATTERN = new RegExp(`^[${WITHDRAWAL_CODE_ALPHABET}]{4}(-[${WITHDRAWAL_CODE_ALPHABET}]{4}){3}$`);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Each test sends from its own addresses (behind TRUST_PROXY), so the per-address limit is only met where tested. */
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `10.9.${Math.floor(lastAddress / 256)}.${lastAddress % 256}`;
};

/** The headers that must not differ between two answers meant to be alike: all but the date. */
const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== 'date').sort());

/** A code of the right shape that is no item's. */
const otherCode = (code: string) => code.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));

describe(`withdrawing an enquiry (${databaseKind} database)`, () => {
  const test = useTestServer({ trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } }, (db) =>
    addStaff(db, { ...ADMIN, role: 'admin' }),
  );
  const url = (address: string) => `${test.server.url}${address}`;
  let staff: StaffClient;
  beforeAll(async () => {
    staff = new StaffClient(test.server.url);
    expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  const send = (address: string, body: unknown, from = newAddress()) =>
    post(url(address), test.server.url, body, { 'X-Forwarded-For': from });
  const view = (body: unknown, from?: string) => send(API_PATHS.withdrawal, body, from);
  const confirm = (body: unknown, from?: string) => send(API_PATHS.withdrawalConfirm, body, from);

  async function submit(form: 'enquiry' | 'contact', body: Record<string, unknown> = {}): Promise<StoredAnswer> {
    const response =
      form === 'enquiry'
        ? await send(API_PATHS.enquiries, enquiry(body))
        : await send(API_PATHS.contact, contactMessage(body));
    expect(response.status).toBe(201);
    return (await response.json()) as StoredAnswer;
  }

  it('gives each form a code of 16 characters of its alphabet in groups of four, different each time, stored only as a hash', async () => {
    const first = await submit('enquiry');
    const second = await submit('enquiry');
    const message = await submit('contact');
    for (const { withdrawalCode } of [first, second, message]) {
      expect(withdrawalCode).toMatch(CODE_PATTERN);
      expect(withdrawalCode.replace(/-/g, '')).toHaveLength(WITHDRAWAL_CODE_LENGTH);
    }
    expect(new Set([first.withdrawalCode, second.withdrawalCode, message.withdrawalCode]).size).toBe(3);

    const rows = await test.database.db.query<Record<string, unknown>>(
      `SELECT to_jsonb(e)::text AS row, withdrawal_hash FROM enquiries e WHERE reference = $1
       UNION ALL SELECT to_jsonb(c)::text, withdrawal_hash FROM contact_messages c WHERE reference = $2`,
      [first.reference, message.reference],
    );
    expect(rows).toHaveLength(2);
    for (const [index, { withdrawalCode }] of [first, message].entries()) {
      const row = String(rows[index]?.row);
      expect(row).not.toContain(withdrawalCode);
      expect(row).not.toContain(withdrawalCode.replace(/-/g, ''));
      expect(rows[index]?.withdrawal_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('shows an enquiry as sent, by the form’s field names, with its stage in plain words; the code in any case, with or without dashes', async () => {
    const { reference, withdrawalCode } = await submit('enquiry', {
      name: 'Samira Khoury',
      phone: uaePhone('501112233'),
      email: 'samira@example.com',
      relationship: 'sibling',
      personKnows: 'no',
      heardFrom: 'doctor',
      discretion: discretion({ leaveMessage: true, safeDays: ['mon', 'sun'], safeFrom: 10, safeTo: 16 }),
      message: 'My sister needs a place.',
      language: 'ar',
    });
    const typed = ` ${withdrawalCode.replace(/-/g, ' ').toLowerCase()} `;
    const response = await view({ reference: reference.toLowerCase(), code: typed });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const held = (await response.json()) as HeldAnswer;
    expect(held).toEqual({
      reference,
      kind: 'enquiry',
      receivedAt: expect.stringMatching(ISO),
      language: 'ar',
      state: 'received',
      fields: {
        forWhom: 'someone-else',
        name: 'Samira Khoury',
        country: 'AE',
        phone: '+971501112233',
        email: 'samira@example.com',
        contactMethod: 'whatsapp',
        preferredTime: 'evening',
        programme: 'addiction',
        relationship: 'sibling',
        personKnows: 'no',
        heardFrom: 'doctor',
        leaveMessage: 'yes',
        nameCentre: 'no',
        safeDays: ['sun', 'mon'],
        safeFrom: '10',
        safeTo: '16',
        timeZone: 'Asia/Riyadh',
        message: 'My sister needs a place.',
      },
    });
    expect(Object.keys(held.fields)).toEqual(HELD_ENQUIRY_FIELDS.filter((field) => field !== 'website'));
  });

  it('shows a contact message with the one way to reply it gave', async () => {
    const { reference, withdrawalCode } = await submit('contact', {
      email: undefined,
      phone: '+201012345678',
      subject: 'Visiting hours',
    });
    const response = await view({ reference, code: withdrawalCode });
    expect(response.status).toBe(200);
    const held = (await response.json()) as HeldAnswer;
    expect(held).toMatchObject({ reference, kind: 'contact', language: 'en', state: 'received' });
    expect(held.fields).toEqual({
      name: 'Omar Said',
      contact: '+201012345678',
      subject: 'Visiting hours',
      message: 'When can families visit?',
    });
    expect(Object.keys(held.fields)).toEqual(HELD_CONTACT_FIELDS.filter((field) => field !== 'website'));
  });

  it('tells the stage as received, being handled or closed; suspected spam reads as received, with the hidden field shown', async () => {
    const stateOf = async ({ reference, withdrawalCode }: StoredAnswer) =>
      ((await (await view({ reference, code: withdrawalCode })).json()) as HeldAnswer).state;
    const item = await submit('enquiry', { phone: uaePhone('502223344'), email: 'stages@example.com' });
    const change = async (body: object) => {
      const current = (await (await staff.get(inboxItemPath(item.reference))).json()) as { item: InboxItem };
      const answer = await staff.patch(inboxItemPath(item.reference), { version: current.item.version, ...body });
      expect(answer.status).toBe(200);
    };
    expect(await stateOf(item)).toBe('received');
    await change({ stage: 'inContact' });
    expect(await stateOf(item)).toBe('beingHandled');
    await change({ stage: 'assessmentBooked', assessmentAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await stateOf(item)).toBe('beingHandled');
    await change({ stage: 'admitted' });
    expect(await stateOf(item)).toBe('closed');
    await change({ stage: 'closed', closeReason: 'notReady' });
    expect(await stateOf(item)).toBe('closed');

    const spam = await submit('enquiry', { website: 'https://autofill.example', phone: uaePhone('503334455') });
    const held = (await (await view({ reference: spam.reference, code: spam.withdrawalCode })).json()) as HeldAnswer;
    expect(held.state).toBe('received');
    expect(held.fields.website).toBe('https://autofill.example');
  });

  it('answers a wrong code, an unknown reference and an item stored before codes alike: status, body and headers', async () => {
    const { reference, withdrawalCode } = await submit('enquiry', { phone: uaePhone('504445566') });
    await test.database.db.query(
      `INSERT INTO enquiries (reference, language, for_whom, name, phone_country, phone_e164, contact_method,
         preferred_time, programme, message)
       VALUES ('SW-0BEF0', 'en', 'myself', 'Before Codes', 'AE', '+971505556677', 'phone', 'morning', 'addiction', 'x')`,
    );
    for (const route of [view, confirm]) {
      const answers = [
        await route({ reference, code: otherCode(withdrawalCode) }),
        await route({ reference: reference.startsWith('SW-Z') ? 'SW-Y0000' : 'SW-Z0000', code: withdrawalCode }),
        await route({ reference: 'SW-0BEF0', code: withdrawalCode }),
        await route({ reference: 'SC-00000', code: withdrawalCode }),
      ];
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
      expect(JSON.parse(bodies[0] ?? '')).toMatchObject({ error: 'withdrawal_not_found' });
      expect(new Set(bodies).size).toBe(1);
      expect(new Set(answers.map((answer) => JSON.stringify(headersOf(answer)))).size).toBe(1);
      expect(answers[0]?.headers.get('cache-control')).toBe('no-store');
    }
    // Nothing was deleted by any of them.
    expect((await view({ reference, code: withdrawalCode })).status).toBe(200);
  });

  it('withdraws with the right code once: afterwards the code answers as a wrong one would', async () => {
    const { reference, withdrawalCode } = await submit('enquiry', { phone: uaePhone('505556677') });
    const done = await confirm({ reference, code: withdrawalCode });
    expect(done.status).toBe(204);
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect(await done.text()).toBe('');

    const unknown = await view({ reference: 'SW-Z0000', code: withdrawalCode });
    const unknownBody = await unknown.text();
    for (const route of [view, confirm]) {
      const again = await route({ reference, code: withdrawalCode });
      expect(again.status).toBe(404);
      expect(await again.text()).toBe(unknownBody);
      expect(headersOf(again)).toEqual(headersOf(unknown));
    }
  });

  it('deletes the item with its notes, attempts, history and duplicate flags; staff see it withdrawn; the audit trail and the reports follow', async () => {
    const phone = uaePhone('506667788');
    const withdrawn = await submit('enquiry', { name: 'Nadia Farouk', phone, email: 'nadia@example.com' });
    const other = await submit('enquiry', { name: 'Nadia Farouk', phone, email: 'nadia@example.com' });
    const opened = (await (await staff.get(inboxItemPath(withdrawn.reference))).json()) as { item: InboxItem };
    const noted = await staff.patch(inboxItemPath(withdrawn.reference), {
      version: opened.item.version,
      note: 'Spoke to her brother.',
    });
    expect(noted.status).toBe(200);
    const { item } = (await noted.json()) as { item: InboxItem };
    const attempt = await staff.request('POST', inboxAttemptsPath(withdrawn.reference), {
      version: item.version,
      channel: 'phone',
      outcome: 'noAnswer',
    });
    expect(attempt.status).toBe(201);
    const before = (await (await staff.get(inboxItemPath(other.reference))).json()) as { item: InboxItem };
    expect(before.item.duplicates.map((duplicate) => duplicate.reference)).toEqual([withdrawn.reference]);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIME_ZONE }).format(new Date());
    const report = async () => {
      const answer = await staff.get(`${API_PATHS.reports}?from=${today}&to=${today}`);
      expect(answer.status).toBe(200);
      return (await answer.json()) as ReportsAnswer;
    };
    const totalBefore = (await report()).total;

    expect((await confirm({ reference: withdrawn.reference, code: withdrawn.withdrawalCode })).status).toBe(204);

    // The inbox: not in the list, the item says it was withdrawn, and nothing can be written to it.
    const list = (await (await staff.get(API_PATHS.inbox)).json()) as { items: InboxSummary[] };
    expect(list.items.map((one) => one.reference)).not.toContain(withdrawn.reference);
    expect(list.items.map((one) => one.reference)).toContain(other.reference);
    const gone = await staff.get(inboxItemPath(withdrawn.reference));
    expect(gone.status).toBe(410);
    const goneBody = (await gone.json()) as { error: string; withdrawnAt: string };
    expect(goneBody).toEqual({ error: 'withdrawn', withdrawnAt: expect.stringMatching(ISO) });
    expect(Date.now() - Date.parse(goneBody.withdrawnAt)).toBeLessThan(5 * 60_000);
    const patched = await staff.patch(inboxItemPath(withdrawn.reference), { version: 3, note: 'Too late.' });
    expect(patched.status).toBe(410);
    const tried = await staff.request('POST', inboxAttemptsPath(withdrawn.reference), {
      version: 3,
      channel: 'phone',
      outcome: 'reached',
    });
    expect(tried.status).toBe(410);
    // The family that wrote twice: its other item no longer points at the withdrawn one.
    const after = (await (await staff.get(inboxItemPath(other.reference))).json()) as { item: InboxItem };
    expect(after.item.duplicates).toEqual([]);
    expect(after.item.duplicateFlags).toBe(0);

    // Nothing of it is left in the tables that held it.
    const db = test.database.db;
    const left = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM enquiries WHERE reference = $1) AS items,
         (SELECT count(*)::int FROM inbox_events WHERE reference = $1) AS events,
         (SELECT count(*)::int FROM inbox_links WHERE reference = $1 OR other_reference = $1) AS links,
         (SELECT count(*)::int FROM enquiries WHERE name = 'Nadia Farouk') AS by_name`,
      [withdrawn.reference],
    );
    expect(left).toEqual([{ items: 0, events: 0, links: 0, by_name: 1 }]);

    // The audit trail: what staff did stays, and the withdrawal is recorded by the family, with no address.
    const trail = await db.query<Record<string, unknown>>(
      `SELECT staff_id, staff_email, address, action, reference, account, detail FROM audit_events
       WHERE reference = $1 ORDER BY id`,
      [withdrawn.reference],
    );
    const actions = trail.map((entry) => entry.action as string);
    // The try took the item nobody owned: both entries come from one statement, in no fixed order.
    expect([...actions.slice(0, 2), ...actions.slice(2, 4).sort(), ...actions.slice(4)]).toEqual([
      'item-opened',
      'note-added',
      'attempt-logged',
      'owner-changed',
      'withdrawn-by-family',
    ]);
    expect(trail.at(-1)).toEqual({
      staff_id: null,
      staff_email: null,
      address: 'family',
      action: 'withdrawn-by-family',
      reference: withdrawn.reference,
      account: null,
      detail: null,
    });

    expect((await report()).total).toBe(totalBefore - 1);
    await expectCountsKept(test.database.db);
  });

  it('leaves none of a withdrawn enquiry’s words in the planner’s statistics once erased (review 2, L3)', async () => {
    const db = test.database.db;
    const marker = 'Qvzstatmarker';
    const item = await submit('enquiry', {
      name: `Lina ${marker}`,
      email: `${marker.toLowerCase()}@example.com`,
      message: `${marker} about my father`,
      phone: uaePhone('509990001'),
    });
    const columnsHolding = async () =>
      (
        await db.query<{ attname: string }>(
          `SELECT attname FROM pg_stats WHERE tablename = 'enquiries'
           AND concat(most_common_vals::text, histogram_bounds::text) ILIKE $1`,
          [`%${marker}%`],
        )
      ).map((row) => row.attname);
    // Others beside it, so the statistics hold a histogram of values; then an ANALYZE, as autovacuum
    // does on PostgreSQL in its own time.
    for (const national of ['509990002', '509990003', '509990004'])
      await submit('enquiry', { name: `Family ${national}`, message: `About ${national}`, phone: uaePhone(national) });
    await db.exec('ANALYZE enquiries');
    expect(await columnsHolding()).not.toEqual([]);

    expect((await confirm({ reference: item.reference, code: item.withdrawalCode })).status).toBe(204);
    await vi.waitFor(
      async () => {
        const [row] = await db.query<{ erased_at: unknown }>(
          'SELECT erased_at FROM withdrawn_items WHERE reference = $1',
          [item.reference],
        );
        expect(row?.erased_at).toBeTruthy();
      },
      // A ceiling for a hung run, not a budget: a loaded machine only makes the wait longer.
      { timeout: 5 * 60_000, interval: 100 },
    );
    expect(await columnsHolding()).toEqual([]);
  });

  it('withdraws with the family’s right code after any number of wrong ones from strangers; wrong codes still answer alike', async () => {
    const { reference, withdrawalCode } = await submit('enquiry', { phone: uaePhone('507778899') });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const wrong = await view({ reference, code: otherCode(withdrawalCode) });
      const unknown = await view({ reference: 'SW-Z1111', code: withdrawalCode });
      expect([wrong.status, unknown.status]).toEqual([404, 404]);
      expect(await wrong.text()).toBe(await unknown.text());
    }
    expect((await view({ reference, code: withdrawalCode })).status).toBe(200);
    expect((await confirm({ reference, code: withdrawalCode })).status).toBe(204);
  });

  it('counts nothing for the references an address tries once it is over its own limit', async () => {
    const families = await Promise.all(
      ['507770001', '507770002', '507770003'].map((national) => submit('enquiry', { phone: uaePhone(national) })),
    );
    const stranger = newAddress();
    for (const letter of 'ABCDEFGHJKMNPQRSTVWX')
      expect((await view({ reference: `SW-${letter}3333`, code: 'AAAA-AAAA-AAAA-AAAA' }, stranger)).status).toBe(404);
    for (const { reference, withdrawalCode } of families)
      for (let attempt = 0; attempt < 6; attempt += 1)
        expect((await view({ reference, code: otherCode(withdrawalCode) }, stranger)).status).toBe(429);
    for (const { reference, withdrawalCode } of families)
      expect((await confirm({ reference, code: withdrawalCode })).status).toBe(204);
  });

  it('allows 20 attempts per address an hour, an IPv6 address counting by its /64', async () => {
    const guesses = Array.from({ length: 21 }, (_, index) => `SW-${'ABCDEFGHJKMNPQRSTVWXYZ'[index]}2222`);
    for (const [index, reference] of guesses.slice(0, 20).entries())
      expect((await view({ reference, code: 'AAAA-AAAA-AAAA-AAAA' }, `2001:db8:7:7::${index + 1}`)).status).toBe(404);
    const refused = await view({ reference: guesses[20], code: 'AAAA-AAAA-AAAA-AAAA' }, '2001:db8:7:7:ffff::1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const body = (await refused.json()) as { error: string; retryAt: string };
    expect(body.error).toBe('withdrawal_limited');
    expect(Date.parse(body.retryAt)).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    // Another network is not held back by it.
    expect((await view({ reference: guesses[20], code: 'AAAA-AAAA-AAAA-AAAA' }, '2001:db8:8:8::1')).status).toBe(404);
  });

  it('counts parallel attempts from one address before checking any: 30 at once, 20 checked', async () => {
    const { reference, withdrawalCode } = await submit('enquiry', { phone: uaePhone('508889900') });
    const from = newAddress();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        view({ reference, code: otherCode(withdrawalCode) }, from).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('answers 400 to bodies of the wrong shape, never 500, and no-store to every answer, refusals included', async () => {
    const bad: unknown[] = [
      {},
      { reference: 'SW-ABCDE' },
      { code: 'AAAA-AAAA-AAAA-AAAA' },
      { reference: 'SW-ABCDE', code: 'AAAA-AAAA-AAAA' },
      { reference: 'SW-ABCDE', code: 'AAAA-AAAA-AAAA-AAAI' },
      { reference: 'SW-ABCDE', code: 'AAAA-AAAA-AAAA-AAA0' },
      { reference: 'SW-ABCDI', code: 'AAAA-AAAA-AAAA-AAAA' },
      { reference: 'XX-ABCDE', code: 'AAAA-AAAA-AAAA-AAAA' },
      { reference: 'SW-ABCDE\u0000', code: 'AAAA-AAAA-AAAA-AAAA' },
      { reference: 'SW-ABCDE', code: 'AAAA-AAAA-AAAA-AAAA\u0000' },
      { reference: 'SW-ABCDE', code: 'A'.repeat(5000) },
      { reference: 'SW-ABCDE', code: 'AAAA-AAAA-AAAA-AAAA', extra: true },
      { reference: 42, code: null },
      ['SW-ABCDE', 'AAAA-AAAA-AAAA-AAAA'],
      'SW-ABCDE AAAA-AAAA-AAAA-AAAA',
      '{"reference": "SW-ABCDE", "code": ',
    ];
    for (const route of [API_PATHS.withdrawal, API_PATHS.withdrawalConfirm])
      for (const body of bad) {
        const response = await send(route, body);
        expect(response.status, `${route} ${JSON.stringify(body)}`).toBe(400);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }

    const body = JSON.stringify({ reference: 'SW-ABCDE', code: 'AAAA-AAAA-AAAA-AAAA' });
    const noOrigin = await fetch(url(API_PATHS.withdrawal), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.headers.get('cache-control')).toBe('no-store');
    const elsewhere = await post(url(API_PATHS.withdrawalConfirm), 'https://example.com', JSON.parse(body));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('cache-control')).toBe('no-store');
    const notJson = await fetch(url(API_PATHS.withdrawal), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: test.server.url },
      body,
    });
    expect(notJson.status).toBe(415);
    expect(notJson.headers.get('cache-control')).toBe('no-store');
  });
});

// The files are those of the embedded database: PostgreSQL's are its administrator's (README).
describe('a withdrawn enquiry leaves no readable trace in DATA_DIR (embedded database)', () => {
  let dataDir: string;
  let db: Database;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staff: StaffClient;
  const parent = mkdtempSync(path.join(tmpdir(), 'sakina-withdrawal-'));
  beforeAll(async () => {
    dataDir = path.join(parent, 'data');
    db = await openDatabase({ databaseUrl: null, dataDir });
    await migrate(db);
    await addStaff(db, { ...ADMIN, role: 'admin' });
    server = await startTestServer(db, fixtureSite(), { rateLimit: { max: 10_000, windowSeconds: 600 } });
    staff = new StaffClient(server.url);
    expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  /**
   * An enquiry whose every piece of text carries a marker (letters only, so the name's matching key
   * is one to look for too), with a staff note; answers its texts: name, email (and its key),
   * message, note, the phone's digits (and its key) and the name's key.
   */
  async function enquiryWithNote(marker: string, national: string) {
    const name = `Zubaida ${marker}name`;
    const texts = {
      name,
      email: `${marker.toLowerCase()}@example.com`,
      message: `${marker}message about my son`,
      note: `${marker}note of the call`,
      phone: national,
      nameKey: nameKey(name) ?? 'no key',
    };
    expect(texts.nameKey.length).toBeGreaterThan(10);
    const sent = await post(
      `${server.url}${API_PATHS.enquiries}`,
      server.url,
      enquiry({ name: texts.name, email: texts.email, message: texts.message, phone: uaePhone(national) }),
    );
    expect(sent.status).toBe(201);
    const stored = (await sent.json()) as StoredAnswer;
    const { item } = (await (await staff.get(inboxItemPath(stored.reference))).json()) as { item: InboxItem };
    expect(
      (await staff.patch(inboxItemPath(stored.reference), { version: item.version, note: texts.note })).status,
    ).toBe(200);
    // Written to the table's files and the WAL, as a server that ran for a while has them.
    await db.exec('CHECKPOINT');
    for (const text of Object.values(texts)) expect(filesHolding(dataDir, text), text).not.toEqual([]);
    return { stored, texts };
  }

  it('erases it from every file soon after the family withdraws it', async () => {
    const { stored, texts } = await enquiryWithNote('Qxzvmarker', '509871234');
    const kept = await enquiryWithNote('Kpwjkept', '509875678');
    const done = await post(`${server.url}${API_PATHS.withdrawalConfirm}`, server.url, {
      reference: stored.reference,
      code: stored.withdrawalCode,
    });
    expect(done.status).toBe(204);
    // The server erases in the background once the answer is sent: wait for it to say it has.
    await vi.waitFor(
      async () => {
        const [row] = await db.query<{ erased_at: unknown }>(
          'SELECT erased_at FROM withdrawn_items WHERE reference = $1',
          [stored.reference],
        );
        expect(row?.erased_at).toBeTruthy();
      },
      // A ceiling for a hung run, not a budget: a loaded machine only makes the wait longer.
      { timeout: 5 * 60_000, interval: 100 },
    );
    for (const text of Object.values(texts)) expect(filesHolding(dataDir, text), text).toEqual([]);
    // The other family's enquiry is still there and readable.
    expect(filesHolding(dataDir, kept.texts.message)).not.toEqual([]);
  });

  it('is erased by the next maintenance run when the server stopped before erasing, with nothing else to delete', async () => {
    const { stored, texts } = await enquiryWithNote('Wzqjsweep', '509879999');
    // As the withdrawal route does, without its erase straight after (a server stopped at that moment).
    expect(await withdrawItem(db, stored.reference, stored.withdrawalCode)).toBe(true);
    await db.exec('CHECKPOINT');
    expect(filesHolding(dataDir, texts.message)).not.toEqual([]);

    // Nothing is old enough for retention: the run erases for the withdrawal alone.
    expect(await sweepExpired(db)).toBe(0);

    for (const text of Object.values(texts)) expect(filesHolding(dataDir, text), text).toEqual([]);
    const [row] = await db.query<{ erased_at: unknown }>('SELECT erased_at FROM withdrawn_items WHERE reference = $1', [
      stored.reference,
    ]);
    expect(row?.erased_at).toBeTruthy();
  });
});
