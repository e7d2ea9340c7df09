import type { InboxItem, InboxList } from '#contracts/inbox';
import { inboxCounts, matchesQuery } from '#contracts/rules/inbox-list';
import { inbox, itemView, mockColleagues } from '@/mocks/handlers/inbox/store';
import { DEMO_USER } from '@/mocks/staff';
import { startMockFamilySession } from '@/mocks/session';
import { signInDemo } from '../../test-utils';
import { resetMockState } from '@/mocks/state';

// Monday 23 November 2026, 10:00 in Dubai: inside the centre's service hours (08:00–22:00).
const SEEDED = Date.UTC(2026, 10, 23, 6, 0);
const HOUR = 3_600_000;
// The demo account first: the items it owns name it.
const COLLEAGUES = mockColleagues();

async function call<T>(path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, window.location.origin), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
const list = (query = '') => call<InboxList>(`/api/inbox${query}`).then(({ body }) => body);
const item = (reference: string) => call<{ item: InboxItem }>(`/api/inbox/${reference}`).then(({ body }) => body.item);
const references = (answer: InboxList) => answer.items.map((each) => each.reference);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SEEDED);
  resetMockState();
  signInDemo();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('mock GET /api/inbox', () => {
  it('lists newest first with the counts of the whole inbox', async () => {
    const answer = await list();
    expect(references(answer)).toEqual([
      'SW-6MJ2C',
      'SW-4F7K2',
      'SW-9QX3M',
      'SC-2B8HD',
      'SW-7TD4P',
      'SW-0ZZ9Z',
      'SW-DEM00',
      'SW-3H8RN',
    ]);
    expect(answer.counts).toEqual({
      stages: { new: 2, inContact: 2, assessmentBooked: 1, admitted: 1, closed: 1, spam: 1 },
      needsAction: 2,
      unreadMessages: 0,
      mine: 3,
      unassigned: 2,
    });
  });

  it('puts late items first, counted in service hours', async () => {
    // 20:30 in Dubai: both new items (from 09:00 and 09:30) are past their hour.
    vi.setSystemTime(SEEDED + 10.5 * HOUR);
    const answer = await list();
    expect(references(answer).slice(0, 2)).toEqual(['SW-6MJ2C', 'SW-4F7K2']);
    expect(answer.items.filter((each) => each.overdue).map((each) => each.reference)).toEqual(['SW-6MJ2C', 'SW-4F7K2']);
    expect(references(await list('?due=overdue'))).toEqual(['SW-6MJ2C', 'SW-4F7K2']);
  });

  it('does not count late an item waiting for its family’s window, as the list’s chip says', async () => {
    // 21:30 in Dubai: SW-4F7K2's family allows 16:00–21:00 on weekdays, so it waits for Tuesday 16:00.
    vi.setSystemTime(SEEDED + 11.5 * HOUR);
    const answer = await list();
    expect(answer.items.filter((each) => each.overdue).map((each) => each.reference)).toEqual(['SW-6MJ2C']);
    expect(references(await list('?due=overdue'))).toEqual(['SW-6MJ2C']);
  });

  it('filters by stage, owner, next step and search', async () => {
    expect(references(await list('?stage=closed'))).toEqual(['SC-2B8HD']);
    expect(references(await list('?owner=mine'))).toEqual(['SW-9QX3M', 'SW-7TD4P', 'SW-DEM00']);
    expect(references(await list('?owner=unassigned&stage=new'))).toEqual(['SW-6MJ2C', 'SW-4F7K2']);
    expect(references(await list('?q=carter'))).toEqual(['SW-9QX3M']);
    // A local number's trunk 0 is dropped: "050 123" finds every +971 50 123….
    expect(references(await list('?q=050%20123'))).toEqual(['SW-6MJ2C', 'SW-4F7K2', 'SW-9QX3M']);
    expect(references(await list('?q=050%20999'))).toEqual([]);
    expect(references(await list('?q=501234567'))).toEqual(['SW-6MJ2C', 'SW-4F7K2']);
    expect(references(await list('?due=today'))).toEqual([]);
    expect((await call('/api/inbox?stage=contacted')).status).toBe(400);
  });

  it('answers the first `limit` rows and whether more match, as the server does', async () => {
    expect(await list()).toMatchObject({ more: false });
    const first = await list('?limit=3');
    expect(references(first)).toEqual(['SW-6MJ2C', 'SW-4F7K2', 'SW-9QX3M']);
    expect(first.more).toBe(true);
    expect(first.counts.stages.new).toBe(2);
    expect(await list('?limit=8')).toMatchObject({ more: false });
    for (const limit of ['0', '1001', '2.5', 'all']) expect((await call(`/api/inbox?limit=${limit}`)).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    localStorage.clear();
    expect((await call('/api/inbox')).status).toBe(401);
  });
});

describe('mock GET /api/inbox/:reference', () => {
  it('answers the family’s rules, the history and the flagged duplicate both ways', async () => {
    const first = await item('sw-4f7k2');
    expect(first).toMatchObject({
      stage: 'new',
      owner: null,
      relationship: 'sibling',
      personKnows: 'no',
      rules: {
        leaveMessage: false,
        nameCentre: false,
        safeFrom: 16,
        safeTo: 21,
        timeZone: 'Asia/Dubai',
        channel: 'whatsapp',
      },
      duplicateFlags: 1,
      duplicates: [{ reference: 'SW-6MJ2C', reasons: ['phone', 'name'], state: 'flagged', stage: 'new' }],
      history: [{ type: 'stage', stage: 'new', by: 'system' }],
    });
    expect((await item('SW-6MJ2C')).duplicates).toMatchObject([{ reference: 'SW-4F7K2', reasons: ['phone', 'name'] }]);
    expect((await item('SW-9QX3M')).history.map((event) => event.type)).toEqual(['stage', 'attempt']);
    expect(await item('SW-9QX3M')).toMatchObject({ failedAttempts: 1, owner: COLLEAGUES[0] });
    expect((await call('/api/inbox/SW-NOPE1')).status).toBe(404);
  });

  it('names the colleagues an item can be given to', async () => {
    expect((await call('/api/inbox/colleagues')).body).toEqual({ colleagues: COLLEAGUES });
  });
});

describe('mock PATCH /api/inbox/:reference', () => {
  const patch = (reference: string, body: unknown) =>
    call<{ error?: string; item?: InboxItem }>(`/api/inbox/${reference}`, 'PATCH', body);

  it('assigns, closes with a reason, and records each change', async () => {
    const mine = await patch('SW-4F7K2', { version: 1, ownerId: COLLEAGUES[0]!.id, note: 'Sister, evenings only.' });
    expect(mine.status).toBe(200);
    expect(mine.body.item).toMatchObject({ version: 2, owner: COLLEAGUES[0] });
    expect(mine.body.item?.history.slice(1)).toMatchObject([
      { type: 'owner', owner: 'Demo Staff', by: 'Demo Staff' },
      { type: 'note', text: 'Sister, evenings only.' },
    ]);
    const closed = await patch('SW-4F7K2', { version: 2, stage: 'closed', closeReason: 'notReady' });
    expect(closed.body.item).toMatchObject({ stage: 'closed', closeReason: 'notReady', version: 3 });
    expect((await list()).counts.stages.closed).toBe(2);
  });

  it('refuses what the server refuses', async () => {
    expect((await patch('SW-4F7K2', { version: 1, stage: 'closed' })).status).toBe(400);
    expect((await patch('SW-4F7K2', { version: 1 })).status).toBe(400);
    expect(await patch('SW-4F7K2', { version: 1, ownerId: '99' })).toEqual({
      status: 422,
      body: { error: 'unknown_owner' },
    });
    expect(await patch('SW-4F7K2', { version: 1, link: { reference: 'SW-9QX3M', decision: 'linked' } })).toEqual({
      status: 422,
      body: { error: 'unknown_link' },
    });
    const stale = await patch('SW-9QX3M', { version: 1, note: 'late' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', item: { reference: 'SW-9QX3M', version: 2 } });
  });

  it('links a flagged duplicate: the flag is gone on both items', async () => {
    const linked = await patch('SW-6MJ2C', { version: 1, link: { reference: 'SW-4F7K2', decision: 'linked' } });
    expect(linked.body.item).toMatchObject({
      duplicateFlags: 0,
      duplicates: [{ reference: 'SW-4F7K2', state: 'linked' }],
    });
    expect(await item('SW-4F7K2')).toMatchObject({ duplicateFlags: 0, duplicates: [{ state: 'linked' }] });
  });

  it('counts a follow-up due today and, once past, overdue', async () => {
    // 18:00 in Dubai today.
    const followUpAt = new Date(SEEDED + 8 * HOUR).toISOString();
    await patch('SW-7TD4P', { version: 4, followUpAt });
    expect(references(await list('?due=today'))).toEqual(['SW-7TD4P']);
    vi.setSystemTime(SEEDED + 9 * HOUR);
    expect(references(await list('?due=overdue'))).toContain('SW-7TD4P');
    expect((await list()).counts.needsAction).toBe(3);
  });
});

describe('mock POST /api/inbox/:reference/attempts', () => {
  const attempt = (reference: string, body: unknown) =>
    call<{ error?: string; item?: InboxItem }>(`/api/inbox/${reference}/attempts`, 'POST', body);

  it('moves a new item to in contact with its first attempt, and gives it to whoever tried', async () => {
    const answer = await attempt('SW-6MJ2C', { version: 1, channel: 'whatsapp', outcome: 'noAnswer' });
    expect(answer.status).toBe(201);
    expect(answer.body.item).toMatchObject({
      stage: 'inContact',
      failedAttempts: 1,
      firstResponseAt: new Date(SEEDED).toISOString(),
      owner: { id: DEMO_USER.id, name: DEMO_USER.name },
    });
    expect(answer.body.item?.history.slice(1).map((event) => event.type)).toEqual(['attempt', 'stage', 'owner']);
  });

  it('refuses a message the family said no to, with the item', async () => {
    const answer = await attempt('SW-4F7K2', { version: 1, channel: 'phone', outcome: 'leftMessage' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: 'against_contact_rules', item: { reference: 'SW-4F7K2', version: 1 } });
    // James Carter allows messages.
    expect((await attempt('SW-9QX3M', { version: 2, channel: 'phone', outcome: 'leftMessage' })).status).toBe(201);
  });

  it('asks for a decision after five failed tries; reaching them or a follow-up resets it', async () => {
    let version = 2;
    for (const outcome of ['noAnswer', 'wrongNumber', 'leftMessage', 'noAnswer']) {
      const answer = await attempt('SW-9QX3M', { version, channel: 'phone', outcome });
      version = answer.body.item!.version;
    }
    expect(await item('SW-9QX3M')).toMatchObject({ failedAttempts: 5, needsDecision: true });
    expect((await list()).counts.needsAction).toBe(3);
    const followUp = await call<{ item: InboxItem }>('/api/inbox/SW-9QX3M', 'PATCH', {
      version,
      followUpAt: new Date(SEEDED + 48 * HOUR).toISOString(),
    });
    expect(followUp.body.item).toMatchObject({ failedAttempts: 0, needsDecision: false });
    const reached = await attempt('SW-9QX3M', { version: version + 1, channel: 'phone', outcome: 'callLater' });
    expect(reached.body.item).toMatchObject({ failedAttempts: 0, stage: 'inContact' });
    expect((await attempt('SW-9QX3M', { version: 1, channel: 'fax', outcome: 'reached' })).status).toBe(400);
    expect((await attempt('SW-9QX3M', { version: 1, channel: 'phone', outcome: 'reached' })).status).toBe(409);
  });
});

describe('the inbox rules the mock lists by: a family’s new message', () => {
  it('counts the item as needing action and lists it under “new messages” only while it is unread', () => {
    const all = inbox.items.map((one) => itemView(one));
    const quiet = all.find((one) => one.stage === 'inContact' && !one.overdue && !one.needsDecision)!;
    const query = { stage: null, owner: null, due: 'messages', q: null } as const;
    const none = new Set<string>();
    const unread = new Set([quiet.reference]);
    expect(inboxCounts(all, DEMO_USER.id, unread)).toMatchObject({
      unreadMessages: 1,
      needsAction: inboxCounts(all, DEMO_USER.id, none).needsAction + 1,
    });
    expect(all.filter((one) => matchesQuery(one, query, DEMO_USER.id, new Date(), unread))).toEqual([quiet]);
    expect(all.filter((one) => matchesQuery(one, query, DEMO_USER.id, new Date(), none))).toEqual([]);
  });
});

describe('mock GET /api/inbox: a family’s new message on its row', () => {
  it('marks the row whose family wrote until a staff member reads the messages', async () => {
    startMockFamilySession('SW-9QX3M');
    expect((await call('/api/family/messages', 'POST', { text: 'Is Sunday evening possible?' })).status).toBe(201);
    signInDemo();
    const marked = (answer: InboxList) => answer.items.filter((row) => row.newMessage).map((row) => row.reference);
    expect(marked(await list())).toEqual(['SW-9QX3M']);
    expect((await call('/api/inbox/SW-9QX3M/messages')).status).toBe(200);
    expect(marked(await list())).toEqual([]);
  });
});

describe('mock PATCH /api/inbox/:reference: an assessment’s date and time', () => {
  it('books one only with its time, keeps the time in the item and its history, and drops it on the next stage', async () => {
    const at = new Date(SEEDED + 72 * HOUR).toISOString();
    const change = (body: object) => call<{ item: InboxItem }>('/api/inbox/SW-9QX3M', 'PATCH', body);
    expect((await change({ version: 2, stage: 'assessmentBooked' })).status).toBe(400);
    expect((await change({ version: 2, stage: 'inContact', assessmentAt: at })).status).toBe(400);
    const booked = await change({ version: 2, stage: 'assessmentBooked', assessmentAt: at });
    expect(booked.status).toBe(200);
    expect(booked.body.item).toMatchObject({ stage: 'assessmentBooked', assessmentAt: at });
    expect(booked.body.item.history.at(-1)).toMatchObject({
      type: 'stage',
      stage: 'assessmentBooked',
      assessmentAt: at,
    });
    const admitted = await change({ version: 3, stage: 'admitted' });
    expect(admitted.body.item).toMatchObject({ stage: 'admitted', assessmentAt: null });
    expect(admitted.body.item.history.filter((event) => event.type === 'stage').at(-2)).toMatchObject({
      assessmentAt: at,
    });
  });
});
