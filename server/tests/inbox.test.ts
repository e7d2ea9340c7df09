import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_SAMPLES } from '#contracts/demo';
import type { InboxItem, InboxList } from '#contracts/inbox';
import { OPEN_STAGES } from '#contracts/pipeline';
import { readConfig } from '../config/config';
import { prepareNewItems } from '../inbox/prepare-items';
import { addStaff } from '../auth/staff';
import { seedDemo } from '../demo/demo';
import { fixtureSite } from './support/fixture-site';
import { contactMessage, enquiry, post, uaePhone } from './support/payloads';
import { StaffClient } from '../harness/staff-client';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';

type List = InboxList;
type Item = InboxItem;
const notesOf = (item: Item) => item.history.filter((event) => event.type === 'note');
const stagesOf = (item: Item) => item.history.flatMap((event) => (event.type === 'stage' ? [event.stage] : []));

describe(`admissions inbox (${databaseKind} database)`, () => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: StaffClient;
  let ada: StaffClient;
  const sent: Record<string, string> = {};

  const send = async (path: string, body: unknown) => {
    const response = await post(`${server.url}${path}`, server.url, body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { reference: string }).reference;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await addStaff(database.db, {
      email: 'alice@example.com',
      name: 'Alice Admissions',
      role: 'admissions',
      password: PASSWORD,
    });
    await addStaff(database.db, { email: 'ada@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD });
    server = await startTestServer(database.db, fixtureSite(), { rateLimit: { max: 10_000, windowSeconds: 600 } });
    sent.layla = await send('/api/enquiries', enquiry({ phone: uaePhone('501234567') }));
    sent.omar = await send(
      '/api/contact',
      contactMessage({ email: undefined, phone: '+201012345678', language: 'ar' }),
    );
    sent.spam = await send(
      '/api/enquiries',
      enquiry({
        name: 'Spam Bot',
        website: 'https://spam.example',
        phone: uaePhone('501112233'),
        email: 'bot@spam.example',
      }),
    );
    sent.html = await send(
      '/api/enquiries',
      enquiry({
        name: '<img src=x onerror=alert(1)>',
        message: '<b>bold</b> & "quotes"',
        phone: uaePhone('509998877'),
        email: 'html@example.com',
      }),
    );
    alice = new StaffClient(server.url);
    ada = new StaffClient(server.url);
    expect((await alice.signIn('alice@example.com', PASSWORD)).status).toBe(200);
    expect((await ada.signIn('ada@example.com', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const list = async (query = '') => {
    const response = await alice.get(`/api/inbox${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as List;
  };
  const detail = async (reference: string, client = alice) => {
    const response = await client.get(`/api/inbox/${reference}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { item: Item }).item;
  };

  it('lists enquiries and messages newest first, with counts; a honeypot one is spam from the start', async () => {
    const { items, counts } = await list();
    expect(items.map((item) => item.reference)).toEqual([sent.html, sent.spam, sent.omar, sent.layla]);
    expect(counts.stages).toEqual({ new: 3, inContact: 0, assessmentBooked: 0, admitted: 0, closed: 0, spam: 1 });
    expect(counts).toMatchObject({ needsAction: 3, unassigned: 3, mine: 0 });
    expect(items[2]).toMatchObject({
      kind: 'contact',
      stage: 'new',
      name: 'Omar Said',
      language: 'ar',
      forWhom: null,
      programme: null,
      contactMethod: 'phone',
      version: 1,
      familyWindow: null,
    });
    expect(items[3]).toEqual({
      reference: sent.layla,
      kind: 'enquiry',
      stage: 'new',
      closeReason: null,
      owner: null,
      respondBy: expect.stringMatching(/Z$/),
      firstResponseAt: null,
      followUpAt: null,
      // The days and hours her family allows (the form's UAE defaults), for the row's wait; nothing else of their rules.
      familyWindow: { safeDays: ['mon', 'tue', 'wed', 'thu', 'fri'], safeFrom: 9, safeTo: 18, timeZone: 'Asia/Dubai' },
      overdue: false,
      failedAttempts: 0,
      needsDecision: false,
      duplicateFlags: 0,
      newMessage: false,
      assessmentAt: null,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      name: 'Layla Haddad',
      forWhom: 'someone-else',
      contactMethod: 'whatsapp',
      preferredTime: 'evening',
      programme: 'addiction',
      language: 'en',
      version: 1,
    });
    expect(items.find((item) => item.reference === sent.spam)?.stage).toBe('spam');
  });

  it('filters by stage and searches name, reference and phone digits', async () => {
    expect((await list('?stage=spam')).items.map((item) => item.reference)).toEqual([sent.spam]);
    expect((await list('?stage=new')).items).toHaveLength(3);
    expect((await list('?stage=closed')).items).toEqual([]);
    expect((await list('?q=LAYLA')).items.map((item) => item.reference)).toEqual([sent.layla]);
    expect((await list(`?q=${sent.omar?.toLowerCase()}`)).items.map((item) => item.reference)).toEqual([sent.omar]);
    expect((await list(`?q=${encodeURIComponent('50 123 45')}`)).items.map((item) => item.reference)).toEqual([
      sent.layla,
    ]);
    expect((await list('?q=1012345678')).items.map((item) => item.reference)).toEqual([sent.omar]);
    expect((await list('?q=nobody-like-this')).items).toEqual([]);
    // A search's % _ and \ are characters, not patterns.
    for (const q of ['%25', '_', '%5C', 'lay%25', 'lay_a']) expect((await list(`?q=${q}`)).items).toEqual([]);
    expect((await alice.get('/api/inbox?stage=archived')).status).toBe(400);
  });

  it('answers the first `limit` rows in the list’s order and whether more match; counts stay the whole inbox’s', async () => {
    const whole = await list();
    expect(whole.more).toBe(false);
    const page = await list('?limit=2');
    expect(page.items).toEqual(whole.items.slice(0, 2));
    expect(page.more).toBe(true);
    expect(page.counts).toEqual(whole.counts);
    expect((await list(`?limit=${whole.items.length}`)).more).toBe(false);
    for (const limit of ['0', '1001', '2.5', 'all', ''])
      expect((await alice.get(`/api/inbox?limit=${limit}`)).status).toBe(400);
  });

  it('shows everything the family sent, as stored', async () => {
    const item = await detail(sent.layla ?? '');
    expect(item).toMatchObject({
      reference: sent.layla,
      phone: '+971501234567',
      email: 'layla@example.com',
    });
    expect(notesOf(item)).toEqual([]);
    expect(item.fields).toMatchObject({
      name: 'Layla Haddad',
      phone: '+971501234567',
      email: 'layla@example.com',
      forWhom: 'someone-else',
      contactMethod: 'whatsapp',
      preferredTime: 'evening',
      programme: 'addiction',
      message: 'My brother needs help.',
      consent: true,
    });
    expect(item.history).toEqual([
      { type: 'stage', stage: 'new', closeReason: null, assessmentAt: null, by: 'system', at: item.receivedAt },
    ]);
    const contact = await detail(sent.omar ?? '');
    expect(contact.fields).toMatchObject({ subject: 'Visiting hours', phone: '+201012345678', email: null });
    const spam = await detail(sent.spam ?? '');
    expect(stagesOf(spam)).toEqual(['spam']);
    expect(spam.fields.website).toBe('https://spam.example');
    const missing = await alice.get('/api/inbox/SW-00000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not_found' });
  });

  it('returns HTML-looking text verbatim (the client escapes it)', async () => {
    const item = await detail(sent.html ?? '');
    expect(item.name).toBe('<img src=x onerror=alert(1)>');
    expect(item.fields.message).toBe('<b>bold</b> & "quotes"');
    await alice.patch(`/api/inbox/${sent.html}`, { version: 1, note: '<script>alert(1)</script>' });
    expect(notesOf(await detail(sent.html ?? ''))[0]).toMatchObject({ text: '<script>alert(1)</script>' });
  });

  it('records a stage change and a note with who and when, and bumps the version', async () => {
    const before = Date.now();
    const response = await alice.patch(`/api/inbox/${sent.layla}`, {
      version: 1,
      stage: 'inContact',
      note: 'Called, will call back.',
    });
    expect(response.status).toBe(200);
    const { item } = (await response.json()) as { item: Item };
    expect(item).toMatchObject({ stage: 'inContact', version: 2 });
    expect(item.firstResponseAt).not.toBeNull();
    expect(stagesOf(item)).toEqual(['new', 'inContact']);
    expect(notesOf(item)).toEqual([
      { type: 'note', text: 'Called, will call back.', by: 'Alice Admissions', at: expect.any(String) },
    ]);
    expect(new Date(notesOf(item)[0]?.at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 5000);
    // Another staff member sees it on reload.
    expect(await detail(sent.layla ?? '', ada)).toEqual(item);
    expect((await list()).counts.stages).toMatchObject({ new: 2, inContact: 1 });
  });

  it('answers 409 with the newer item when the version is not the current one; nothing is overwritten', async () => {
    const item = await detail(sent.omar ?? '');
    const first = await ada.patch(`/api/inbox/${sent.omar}`, {
      version: item.version,
      stage: 'closed',
      closeReason: 'cost',
    });
    expect(first.status).toBe(200);
    const second = await alice.patch(`/api/inbox/${sent.omar}`, {
      version: item.version,
      stage: 'spam',
      note: 'Late',
    });
    expect(second.status).toBe(409);
    const body = (await second.json()) as { error: string; item: Item };
    expect(body.error).toBe('conflict');
    expect(body.item).toMatchObject({ stage: 'closed', closeReason: 'cost', version: item.version + 1 });
    expect(body.item.history.at(-1)).toMatchObject({
      type: 'stage',
      stage: 'closed',
      closeReason: 'cost',
      by: 'Ada Admin',
    });
    expect(notesOf(body.item)).toEqual([]);
  });

  it('applies one of two simultaneous changes of the same version, never both', async () => {
    const item = await detail(sent.spam ?? '');
    const answers = await Promise.all([
      alice.patch(`/api/inbox/${sent.spam}`, { version: item.version, stage: 'new' }),
      ada.patch(`/api/inbox/${sent.spam}`, { version: item.version, stage: 'closed', closeReason: 'other' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await detail(sent.spam ?? '')).history).toHaveLength(2);
  });

  it('refuses bad changes with 400 and unknown references with 404', async () => {
    for (const body of [
      {},
      { version: 1 },
      { version: '1', stage: 'inContact' },
      { version: 0, stage: 'inContact' },
      { version: 1, stage: 'contacted' },
      { version: 1, stage: 'closed' },
      { version: 1, stage: 'inContact', closeReason: 'cost' },
      { version: 1, ownerId: 7 },
      { version: 1, followUpAt: 'tomorrow' },
      { version: 1, followUpAt: '1999-01-01T10:00:00Z' },
      { version: 1, link: { reference: 'nope', decision: 'linked' } },
      { version: 1, note: '' },
      { version: 1, note: '   ' },
      { version: 1, note: 'x'.repeat(2001) },
      { version: 1, stage: 'inContact', extra: true },
    ])
      expect((await alice.patch(`/api/inbox/${sent.layla}`, body)).status).toBe(400);
    expect((await alice.patch(`/api/inbox/${sent.layla}`, { version: 2, note: 'x'.repeat(2000) })).status).toBe(200);
    const missing = await alice.patch('/api/inbox/SW-00000', { version: 1, stage: 'inContact' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not_found' });
  });

  // Last: it adds items, which the counts above do not expect.
  it('keeps its indexes on open items by the open stages the contracts name', async () => {
    const indexes = await database.db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname ~ '_(unanswered|follow_up|failed_attempts)$'`,
    );
    expect(indexes).toHaveLength(7);
    for (const { indexdef } of indexes)
      expect([...indexdef.matchAll(/'(\w+)'::text/g)].map((match) => match[1]).sort()).toEqual([...OPEN_STAGES].sort());
  });

  it('counts what arrived since a time, spam set aside, with no family’s data', async () => {
    const arrivals = async (since?: string) => {
      const response = await alice.get(`/api/inbox/arrivals${since ? `?since=${encodeURIComponent(since)}` : ''}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { count: number; latest: string | null };
    };
    const before = await arrivals();
    expect(before.count).toBe(0);
    expect(before.latest).not.toBeNull();
    expect(await arrivals(before.latest ?? '')).toEqual(before);
    const stored = (await list()).items.filter((item) => item.stage !== 'spam');
    expect((await arrivals('2000-01-01T00:00:00Z')).count).toBe(stored.length);

    const later = await send('/api/enquiries', enquiry({ name: 'New Arrival', phone: uaePhone('505550001') }));
    await send(
      '/api/enquiries',
      enquiry({ name: 'Bot', website: 'https://spam.example', phone: uaePhone('505550002') }),
    );
    const after = await arrivals(before.latest ?? '');
    expect(after.count).toBe(1);
    expect(Object.keys(after).sort()).toEqual(['count', 'latest']);
    expect(Date.parse(after.latest ?? '')).toBeGreaterThan(Date.parse(before.latest ?? ''));
    expect((await detail(later)).name).toBe('New Arrival');
    expect((await alice.get('/api/inbox/arrivals?since=yesterday')).status).toBe(400);
  });
});

describe(`demo data (${databaseKind} database)`, () => {
  it('creates the demo account and sample items once, in both languages and every stage', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer(database.db, fixtureSite(), { demo: true });
    try {
      await seedDemo(database.db);
      await seedDemo(database.db);
      await prepareNewItems(database.db, readConfig({}).pipeline);
      const staff = new StaffClient(server.url);
      const login = await staff.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      expect(login.status).toBe(200);
      expect(((await login.json()) as { user: { role: string } }).user.role).toBe(DEMO_ACCOUNT.role);
      const { items, counts } = (await (await staff.get('/api/inbox')).json()) as List;
      expect(items.map((item) => item.reference).sort()).toEqual(DEMO_SAMPLES.map((sample) => sample.reference).sort());
      expect(new Set(items.map((item) => item.language))).toEqual(new Set(['ar', 'en']));
      expect(counts.stages).toEqual({ new: 2, inContact: 2, assessmentBooked: 1, admitted: 1, closed: 1, spam: 1 });
      expect(counts.mine).toBe(3);
      const closed = items.find((item) => item.stage === 'closed');
      const item = ((await (await staff.get(`/api/inbox/${closed?.reference}`)).json()) as { item: Item }).item;
      expect(stagesOf(item)).toEqual(['new', 'inContact', 'closed']);
      expect(item.version).toBe(3);
      expect((await staff.patch(`/api/inbox/${item.reference}`, { version: 3, stage: 'new' })).status).toBe(200);
      // The Latin-script copy of an Arabic enquiry, with the same phone, is flagged against it.
      const copy = ((await (await staff.get('/api/inbox/SW-6MJ2C')).json()) as { item: Item }).item;
      expect(copy.duplicates).toEqual([
        expect.objectContaining({ reference: 'SW-4F7K2', reasons: ['phone', 'name'], state: 'flagged' }),
      ]);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
