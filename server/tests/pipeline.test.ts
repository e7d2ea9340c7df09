import { describe, expect, it } from 'vitest';
import type { InboxItem, InboxList } from '#contracts/inbox';
import { inboxQuerySchema } from '#contracts/inbox-schema';
import { addStaff, findStaff } from '../auth/staff';
import { readConfig } from '../config/config';
import { listInbox, listStatement } from '../inbox/inbox-store';
import { prepareNewItems } from '../inbox/prepare-items';
import { respondBy, zonedTime } from '#contracts/clock';
import { clockStart } from '#contracts/rules/pipeline-rules';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import { discretion, enquiry, post, uaePhone } from './support/payloads';
import { StaffClient } from '../harness/staff-client';
import { expectCountsKept } from './support/inbox-counts';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';
const settings = readConfig({}).pipeline;

type Answer = { item: InboxItem; error?: string };

describe(`the admissions pipeline (${databaseKind} database)`, () => {
  const handle = useTestServer({ rateLimit: { max: 10_000, windowSeconds: 600 } }, async (db) => {
    await addStaff(db, {
      email: 'alice@example.com',
      name: 'Alice Admissions',
      role: 'admissions',
      password: PASSWORD,
    });
    await addStaff(db, { email: 'badr@example.com', name: 'Badr Admissions', role: 'admissions', password: PASSWORD });
    await addStaff(db, {
      email: 'carol@example.com',
      name: 'Carol Admissions',
      role: 'admissions',
      password: PASSWORD,
    });
    await addStaff(db, { email: 'gone@example.com', name: 'Gone Staff', role: 'admissions', password: PASSWORD });
    await db.query(`UPDATE staff SET disabled = true WHERE email = 'gone@example.com'`);
  });
  const signedIn = new Map<string, StaffClient>();
  const staff = async (email: string) => {
    const existing = signedIn.get(email);
    if (existing) return existing;
    const client = new StaffClient(handle.server.url);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    signedIn.set(email, client);
    return client;
  };
  const idOf = async (email: string) => (await findStaff(handle.database.db, email))?.id ?? '';

  const send = async (overrides: Record<string, unknown> = {}) => {
    const response = await post(`${handle.server.url}/api/enquiries`, handle.server.url, enquiry(overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { reference: string }).reference;
  };
  const item = async (reference: string) => {
    const response = await (await staff('alice@example.com')).get(`/api/inbox/${reference}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as Answer).item;
  };
  const change = async (reference: string, body: Record<string, unknown>, email = 'alice@example.com') => {
    const client = await staff(email);
    const response = await client.patch(`/api/inbox/${reference}`, {
      version: (await item(reference)).version,
      ...body,
    });
    return { status: response.status, ...((await response.json()) as Answer) };
  };
  const attempt = async (reference: string, channel: string, outcome: string, email = 'alice@example.com') => {
    const client = await staff(email);
    const { version } = await item(reference);
    const response = await client.request('POST', `/api/inbox/${reference}/attempts`, { version, channel, outcome });
    return { status: response.status, ...((await response.json()) as Answer) };
  };
  const list = async (query: string, email = 'alice@example.com') => {
    const response = await (await staff(email)).get(`/api/inbox${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as InboxList;
  };

  it('moves an enquiry through every stage to admitted, each change in its history with who and when', async () => {
    const reference = await send({ phone: uaePhone('501000001'), name: 'Stage Walker', email: 'walker@example.com' });
    const assessmentAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    for (const body of [{ stage: 'inContact' }, { stage: 'assessmentBooked', assessmentAt }, { stage: 'admitted' }])
      expect((await change(reference, body)).status).toBe(200);
    const done = await item(reference);
    expect(done.stage).toBe('admitted');
    expect(done.history.map((event) => (event.type === 'stage' ? [event.stage, event.by] : null))).toEqual([
      ['new', 'system'],
      ['inContact', 'Alice Admissions'],
      ['assessmentBooked', 'Alice Admissions'],
      ['admitted', 'Alice Admissions'],
    ]);
    expect(done.firstResponseAt).toBe(done.history[1]?.at);
  });

  it('closes only with a reason, keeps the reason in the list and the history, and clears it on reopening', async () => {
    const reference = await send({ phone: uaePhone('501000002'), name: 'Closing Case', email: 'closing@example.com' });
    expect((await change(reference, { stage: 'closed' })).status).toBe(400);
    const closed = await change(reference, { stage: 'closed', closeReason: 'otherCentre' });
    expect(closed.item).toMatchObject({ stage: 'closed', closeReason: 'otherCentre' });
    expect(closed.item.history.at(-1)).toMatchObject({ type: 'stage', stage: 'closed', closeReason: 'otherCentre' });
    const row = (await list('?stage=closed')).items.find((each) => each.reference === reference);
    expect(row?.closeReason).toBe('otherCentre');
    expect((await change(reference, { stage: 'inContact' })).item).toMatchObject({
      stage: 'inContact',
      closeReason: null,
    });
  });

  it('books an assessment only with its date and time, moves it, and keeps each time in the history', async () => {
    const reference = await send({
      phone: uaePhone('501000011'),
      name: 'Assessed Case',
      email: 'assessed@example.com',
    });
    const first = '2026-12-14T12:30:00+04:00';
    const moved = '2026-12-15T09:00:00.000Z';
    expect((await change(reference, { stage: 'assessmentBooked' })).status).toBe(400);
    expect((await change(reference, { stage: 'inContact', assessmentAt: first })).status).toBe(400);
    expect((await change(reference, { stage: 'assessmentBooked', assessmentAt: 'next Tuesday' })).status).toBe(400);
    expect((await change(reference, { stage: 'assessmentBooked', assessmentAt: '1999-12-14T12:30:00Z' })).status).toBe(
      400,
    );
    const booked = await change(reference, { stage: 'assessmentBooked', assessmentAt: first });
    expect(booked.item).toMatchObject({ stage: 'assessmentBooked', assessmentAt: '2026-12-14T08:30:00.000Z' });
    const row = (await list('?stage=assessmentBooked')).items.find((each) => each.reference === reference);
    expect(row?.assessmentAt).toBe('2026-12-14T08:30:00.000Z');
    const again = await change(reference, { stage: 'assessmentBooked', assessmentAt: moved });
    expect(again.item.assessmentAt).toBe(moved);
    const admitted = await change(reference, { stage: 'admitted' });
    expect(admitted.item.assessmentAt).toBeNull();
    expect(
      admitted.item.history.flatMap((event) => (event.type === 'stage' ? [[event.stage, event.assessmentAt]] : [])),
    ).toEqual([
      ['new', null],
      ['assessmentBooked', '2026-12-14T08:30:00.000Z'],
      ['assessmentBooked', moved],
      ['admitted', null],
    ]);
  });

  it('starts the first response’s clock when the family’s window next opens, not before', async () => {
    // A window closed today and tomorrow in Riyadh: the day after tomorrow only, 09:00–17:00 their time.
    const inTwoDays = zonedTime(new Date(Date.now() + 2 * 86_400_000), 'Asia/Riyadh').weekday;
    const window = { safeDays: [inTwoDays], safeFrom: 9, safeTo: 17, timeZone: 'Asia/Riyadh' };
    const reference = await send({
      phone: uaePhone('501000010'),
      name: 'Window Case',
      email: 'window@example.com',
      discretion: discretion(window),
    });
    const stored = await item(reference);
    const opens = clockStart(new Date(stored.receivedAt), window);
    expect(opens.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect(stored.respondBy).toBe(respondBy(opens, settings.firstResponseMinutes, RESPONSE_HOURS).toISOString());
    expect(stored.overdue).toBe(false);
  });

  it('makes whoever logs the first try on an unassigned item its owner, and keeps a colleague’s', async () => {
    const reference = await send({ phone: uaePhone('501000009'), name: 'First Call', email: 'first@example.com' });
    const tried = await attempt(reference, 'phone', 'noAnswer', 'carol@example.com');
    expect(tried.status).toBe(201);
    expect(tried.item.owner).toEqual({ id: await idOf('carol@example.com'), name: 'Carol Admissions' });
    const owners = (answer: Answer) => answer.item.history.filter((event) => event.type === 'owner');
    expect(owners(tried)).toEqual([expect.objectContaining({ owner: 'Carol Admissions', by: 'Carol Admissions' })]);
    expect((await list('?owner=mine', 'carol@example.com')).items.map((each) => each.reference)).toEqual([reference]);

    const again = await attempt(reference, 'whatsapp', 'noAnswer', 'badr@example.com');
    expect(again.status).toBe(201);
    expect(again.item.owner?.name).toBe('Carol Admissions');
    expect(owners(again)).toHaveLength(1);
    const trail = await handle.database.db.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE reference = $1 ORDER BY id`,
      [reference],
    );
    // One statement writes a try's entries, in no fixed order among themselves.
    expect(
      trail
        .map((entry) => entry.action)
        .filter((action) => action !== 'item-opened')
        .sort(),
    ).toEqual(['attempt-logged', 'attempt-logged', 'owner-changed']);
  });

  it('assigns to oneself and to a colleague, never to a stranger or a disabled account; mine and unassigned filter', async () => {
    const reference = await send({ phone: uaePhone('501000003'), name: 'Owner Case', email: 'owner@example.com' });
    expect((await list('?owner=unassigned')).items.map((each) => each.reference)).toContain(reference);
    const alice = await idOf('alice@example.com');
    const before = (await list('')).counts;
    const mine = await change(reference, { ownerId: alice });
    expect((await list('')).counts).toMatchObject({ mine: before.mine + 1, unassigned: before.unassigned - 1 });
    expect(mine.item.owner).toEqual({ id: alice, name: 'Alice Admissions' });
    expect((await list('?owner=mine')).items.map((each) => each.reference)).toEqual([reference]);
    expect((await list('?owner=unassigned')).items.map((each) => each.reference)).not.toContain(reference);
    const badr = await idOf('badr@example.com');
    expect((await change(reference, { ownerId: badr })).item.owner?.name).toBe('Badr Admissions');
    expect((await list('?owner=mine', 'badr@example.com')).items.map((each) => each.reference)).toEqual([reference]);
    for (const ownerId of [await idOf('gone@example.com'), '999999'])
      expect(await change(reference, { ownerId })).toMatchObject({ status: 422, error: 'unknown_owner' });
    const released = await change(reference, { ownerId: null });
    expect(released.item.owner).toBeNull();
    expect(released.item.history.filter((event) => event.type === 'owner')).toEqual([
      expect.objectContaining({ owner: 'Alice Admissions' }),
      expect.objectContaining({ owner: 'Badr Admissions' }),
      expect.objectContaining({ owner: null }),
    ]);
    const colleagues = await (await staff('alice@example.com')).get('/api/inbox/colleagues');
    expect(((await colleagues.json()) as { colleagues: { name: string }[] }).colleagues.map((one) => one.name)).toEqual(
      ['Alice Admissions', 'Badr Admissions', 'Carol Admissions'],
    );
    await expectCountsKept(handle.database.db);
  });

  it('logs attempts append-only; the first answers the clock and moves a new item into contact', async () => {
    const reference = await send({ phone: uaePhone('501000004'), name: 'Attempt Case', email: 'attempt@example.com' });
    const first = await attempt(reference, 'phone', 'noAnswer');
    expect(first.status).toBe(201);
    expect(first.item).toMatchObject({ stage: 'inContact', failedAttempts: 1, needsDecision: false, overdue: false });
    expect(first.item.firstResponseAt).not.toBeNull();
    expect(first.item.history.slice(1).map((event) => event.type)).toEqual(['attempt', 'stage', 'owner']);
    expect(first.item.history.find((event) => event.type === 'attempt')).toMatchObject({
      channel: 'phone',
      outcome: 'noAnswer',
      by: 'Alice Admissions',
    });
    const reached = await attempt(reference, 'whatsapp', 'reached');
    expect(reached.item.failedAttempts).toBe(0);
    await expect(
      handle.database.db.query(`UPDATE inbox_events SET outcome = 'reached' WHERE reference = $1`, [reference]),
    ).rejects.toThrow(/append-only/);
    // A stale version is a conflict, not a second entry.
    const stale = await (
      await staff('alice@example.com')
    ).request('POST', `/api/inbox/${reference}/attempts`, {
      version: 1,
      channel: 'phone',
      outcome: 'reached',
    });
    expect(stale.status).toBe(409);
    expect((await item(reference)).history.filter((event) => event.type === 'attempt')).toHaveLength(2);
  });

  it(`asks for a decision after ${settings.maxFailedAttempts} failed attempts; a follow-up is the decision to go on`, async () => {
    const reference = await send({
      phone: uaePhone('501000005'),
      name: 'Unreachable Case',
      email: 'unreach@example.com',
    });
    for (let count = 1; count < settings.maxFailedAttempts; count += 1)
      expect((await attempt(reference, 'phone', 'noAnswer')).item.needsDecision).toBe(false);
    const last = await attempt(reference, 'phone', 'wrongNumber');
    expect(last.item).toMatchObject({ failedAttempts: settings.maxFailedAttempts, needsDecision: true });
    expect((await list('')).counts.needsAction).toBeGreaterThanOrEqual(1);
    const followUpAt = new Date(Date.now() + 86_400_000).toISOString();
    const goOn = await change(reference, { followUpAt });
    expect(goOn.item).toMatchObject({ failedAttempts: 0, needsDecision: false, followUpAt });
    expect(goOn.item.history.at(-1)).toMatchObject({ type: 'followUp', followUpAt });
  });

  it('saves a call with its stage, next follow-up and note in one write, or none of it', async () => {
    const reference = await send({ phone: uaePhone('501000014'), name: 'One Save Case', email: 'onesave@example.com' });
    const client = await staff('alice@example.com');
    const log = async (body: Record<string, unknown>) => {
      const response = await client.request('POST', `/api/inbox/${reference}/attempts`, {
        version: (await item(reference)).version,
        channel: 'phone',
        ...body,
      });
      return { status: response.status, ...((await response.json()) as Answer) };
    };
    const assessmentAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const followUpAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const saved = await log({
      outcome: 'reached',
      stage: 'assessmentBooked',
      assessmentAt,
      followUpAt,
      note: 'Mother prefers evenings; assessment agreed.',
    });
    expect(saved.status).toBe(201);
    expect(saved.item).toMatchObject({ stage: 'assessmentBooked', assessmentAt, followUpAt, failedAttempts: 0 });
    expect(saved.item.owner?.name).toBe('Alice Admissions');
    expect(saved.item.history.slice(1).map((event) => event.type)).toEqual([
      'attempt',
      'stage',
      'owner',
      'stage',
      'followUp',
      'note',
    ]);
    expect(saved.item.history.at(-3)).toMatchObject({ type: 'stage', stage: 'assessmentBooked', assessmentAt });
    // Each part leaves its own line in the trail, as the separate forms' writes do.
    const trail = await handle.database.db.query<{ action: string }>(
      `SELECT action FROM audit_events WHERE reference = $1 ORDER BY id`,
      [reference],
    );
    expect(trail.map((row) => row.action)).toEqual(
      expect.arrayContaining(['attempt-logged', 'owner-changed', 'status-changed', 'follow-up-set', 'note-added']),
    );
    // A part the stage rules refuse refuses the whole call: nothing is logged.
    const before = await item(reference);
    for (const body of [
      { outcome: 'noAnswer', stage: 'closed' },
      { outcome: 'noAnswer', stage: 'new' },
      { outcome: 'noAnswer', stage: 'inContact', assessmentAt },
      { outcome: 'noAnswer', note: '   ' },
    ])
      expect((await log(body)).status).toBe(400);
    expect((await item(reference)).history).toEqual(before.history);
    // A change's parts read in one order too: the owner, then the stage, the follow-up and the note.
    const changed = await change(reference, {
      ownerId: await idOf('badr@example.com'),
      stage: 'admitted',
      note: 'Arrives Sunday.',
    });
    expect(changed.item.history.slice(-3).map((event) => event.type)).toEqual(['owner', 'stage', 'note']);
  });

  it('takes a follow-up set with the try that reaches the limit as the decision to go on', async () => {
    const reference = await send({ phone: uaePhone('501000015'), name: 'Go On Case', email: 'goon@example.com' });
    for (let count = 1; count < settings.maxFailedAttempts; count += 1) await attempt(reference, 'phone', 'noAnswer');
    const client = await staff('alice@example.com');
    const followUpAt = new Date(Date.now() + 86_400_000).toISOString();
    const response = await client.request('POST', `/api/inbox/${reference}/attempts`, {
      version: (await item(reference)).version,
      channel: 'phone',
      outcome: 'noAnswer',
      followUpAt,
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Answer).item).toMatchObject({
      failedAttempts: 0,
      needsDecision: false,
      followUpAt,
    });
  });

  it('refuses to log a message left for a family that asked for none, and accepts it where allowed', async () => {
    const noMessages = await send({
      phone: uaePhone('501000006'),
      name: 'Quiet Family',
      email: 'quiet@example.com',
      discretion: {
        leaveMessage: false,
        nameCentre: false,
        safeDays: ['mon'],
        safeFrom: 9,
        safeTo: 18,
        timeZone: 'Asia/Dubai',
      },
    });
    const refused = await attempt(noMessages, 'phone', 'leftMessage');
    expect(refused).toMatchObject({ status: 422, error: 'against_contact_rules' });
    expect(refused.item.history.filter((event) => event.type === 'attempt')).toEqual([]);
    expect(refused.item.rules).toMatchObject({
      leaveMessage: false,
      nameCentre: false,
      safeDays: ['mon'],
      channel: 'whatsapp',
    });
    const allowed = await send({
      phone: uaePhone('501000007'),
      name: 'Open Family',
      email: 'open@example.com',
      discretion: {
        leaveMessage: true,
        nameCentre: false,
        safeDays: ['mon'],
        safeFrom: 9,
        safeTo: 18,
        timeZone: 'Asia/Dubai',
      },
    });
    expect((await attempt(allowed, 'phone', 'leftMessage')).status).toBe(201);
  });

  it('lists follow-ups due today and overdue ones, late items first', async () => {
    const late = await send({ phone: uaePhone('501000008'), name: 'Late Follow', email: 'late@example.com' });
    const soon = await send({ phone: uaePhone('501000009'), name: 'Soon Follow', email: 'soon@example.com' });
    await change(late, { followUpAt: new Date(Date.now() - 60_000).toISOString() });
    await change(soon, { followUpAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    expect((await list('?due=overdue')).items.map((each) => each.reference)).toContain(late);
    expect((await list('?due=overdue')).items.map((each) => each.reference)).not.toContain(soon);
    const { items } = await list('');
    expect(items[0]).toMatchObject({ reference: late, overdue: true });
    expect(items.findIndex((each) => each.reference === soon)).toBeGreaterThan(0);
    // Older than the rest, still first when the page holds one row.
    expect((await list('?limit=1')).items.map((each) => each.reference)).toEqual([late]);
    // Its first response past due too: late twice over, listed once.
    await handle.database.db.query(
      `UPDATE enquiries SET respond_by = now() - interval '1 hour', first_response_at = NULL WHERE reference = $1`,
      [late],
    );
    for (const query of ['', '?due=overdue'])
      expect((await list(query)).items.filter((each) => each.reference === late)).toHaveLength(1);
  });

  it('counts as needing action each new item, and an open one that is late or past its tries, each once', async () => {
    const needing = async () => (await list('')).counts.needsAction;
    const before = await needing();
    const late = await send({ phone: uaePhone('501000010'), name: 'Needs Late', email: 'needs-late@example.com' });
    expect(await needing()).toBe(before + 1);
    expect((await change(late, { stage: 'inContact' })).status).toBe(200);
    expect(await needing()).toBe(before);
    await change(late, { followUpAt: new Date(Date.now() - 60_000).toISOString() });
    expect(await needing()).toBe(before + 1);
    // Late twice over, counted once.
    await handle.database.db.query(
      `UPDATE enquiries SET respond_by = now() - interval '1 hour', first_response_at = NULL WHERE reference = $1`,
      [late],
    );
    expect(await needing()).toBe(before + 1);
    const stuck = await send({ phone: uaePhone('501000011'), name: 'Needs Tries', email: 'needs-tries@example.com' });
    expect((await change(stuck, { stage: 'inContact' })).status).toBe(200);
    for (let tries = 0; tries < settings.maxFailedAttempts; tries += 1)
      expect((await attempt(stuck, 'phone', 'noAnswer')).status).toBe(201);
    expect((await item(stuck)).needsDecision).toBe(true);
    expect(await needing()).toBe(before + 2);
  });

  it('reads the items’ references from their indexes alone, and only the page’s rows from the tables (migrations 034, 035)', async () => {
    const planOf = (query: object) =>
      handle.database.db.withConnection(async (connection) => {
        await connection.exec('SET enable_seqscan = off; SET enable_bitmapscan = off');
        try {
          const statement = listStatement(inboxQuerySchema.parse(query), {
            staffId: '0',
            now: new Date(),
            waiting: [],
            unread: [],
          });
          const rows = await connection.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement[0]}`, statement[1]);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        } finally {
          await connection.exec('RESET enable_seqscan; RESET enable_bitmapscan');
        }
      });
    const [all, search] = [await planOf({}), await planOf({ q: 'Khalid' })];
    for (const table of ['enquiries', 'contact_messages']) {
      for (const index of ['unanswered', 'follow_up'])
        expect(all).toMatch(new RegExp(`Index Only Scan using ${table}_${index} on ${table}\\b`));
      // The newest items that are not late, a search's among them: what it passes is never read whole.
      for (const plan of [all, search])
        expect(plan).toMatch(new RegExp(`Index Only Scan Backward using ${table}_created_at on ${table}\\b`));
    }
  });

  it('flags a second enquiry from the same family, in Latin script and digits, and lets staff link or dismiss it', async () => {
    const arabic = await send({
      name: 'محمد عبدالله الشامسي',
      phone: { country: 'AE', dialCode: '+971', national: '٠٥٠٢٢٢٣٣٤٤', e164: '+971502223344' },
      email: undefined,
      contactMethod: 'phone',
      language: 'ar',
    });
    const latin = await send({
      name: 'Mohamed Abdullah Al-Shamsi',
      phone: uaePhone('502223344'),
      email: 'mohamed@example.com',
    });
    const flagged = await item(latin);
    expect(flagged.duplicateFlags).toBe(1);
    expect(flagged.duplicates).toEqual([
      expect.objectContaining({
        reference: arabic,
        name: 'محمد عبدالله الشامسي',
        reasons: ['phone', 'name'],
        state: 'flagged',
      }),
    ]);
    expect((await item(arabic)).duplicates.map((each) => each.reference)).toEqual([latin]);
    expect(await change(latin, { link: { reference: 'SW-00000', decision: 'linked' } })).toMatchObject({
      status: 422,
      error: 'unknown_link',
    });
    const linked = await change(latin, { link: { reference: arabic, decision: 'linked' } });
    expect(linked.item.duplicates[0]?.state).toBe('linked');
    expect(linked.item.duplicateFlags).toBe(0);
    expect(linked.item.history.at(-1)).toMatchObject({ type: 'link', reference: arabic, state: 'linked' });
    // Both stay: nothing was merged.
    expect((await item(arabic)).duplicates[0]?.state).toBe('linked');
    // A decision can be undone: the pair is undecided again, and counted as such.
    const undone = await change(latin, { link: { reference: arabic, decision: 'flagged' } });
    expect(undone.item.duplicates[0]?.state).toBe('flagged');
    expect(undone.item.duplicateFlags).toBe(1);
    expect(undone.item.history.at(-1)).toMatchObject({ type: 'link', reference: arabic, state: 'flagged' });
    await change(latin, { link: { reference: arabic, decision: 'linked' } });
    const stranger = await send({
      name: 'Someone Else Entirely',
      phone: uaePhone('509999001'),
      email: 'x@example.com',
    });
    expect((await item(stranger)).duplicates).toEqual([]);
  });

  it('lets a Call claim only the unassigned item its caller saw: a colleague who took it meanwhile keeps it', async () => {
    // The item page sends { version, ownerId: me } when Call is followed on an item it shows unassigned.
    const reference = await send({ phone: uaePhone('501000011'), name: 'Call Claim', email: 'claim@example.com' });
    const seen = (await item(reference)).version;
    expect((await change(reference, { ownerId: await idOf('carol@example.com') }, 'carol@example.com')).status).toBe(
      200,
    );
    const badr = await staff('badr@example.com');
    const claim = await badr.patch(`/api/inbox/${reference}`, {
      version: seen,
      ownerId: await idOf('badr@example.com'),
    });
    expect(claim.status).toBe(409);
    expect(((await claim.json()) as Answer).item.owner?.name).toBe('Carol Admissions');
    expect((await item(reference)).owner?.name).toBe('Carol Admissions');
  });

  it('counts time to the first response within service hours, by the clock it is given', async () => {
    const db = handle.database.db;
    // 21:30 in Dubai on a Friday: 30 minutes of the 08:00–22:00 day are left, the other 30 run from 08:00.
    const arrival = new Date('2026-11-27T17:30:00Z');
    await db.query(
      `INSERT INTO enquiries (reference, language, for_whom, name, phone_country, phone_e164, contact_method,
         preferred_time, programme, message, created_at)
       VALUES ('SW-C10CK', 'en', 'self', 'Clock Case', 'AE', '+971501112299', 'phone', 'any', 'notSure', '', $1)`,
      [arrival],
    );
    await prepareNewItems(db, settings, 'SW-C10CK');
    const at = async (iso: string) =>
      (await listInbox(db, inboxQuerySchema.parse({ q: 'SW-C10CK' }), { staffId: '0', now: new Date(iso), settings }))
        .items[0];
    expect((await at('2026-11-27T17:59:00Z'))?.respondBy).toBe('2026-11-28T04:30:00.000Z');
    expect((await at('2026-11-27T23:00:00Z'))?.overdue).toBe(false); // 03:00 at night: the clock is stopped
    expect((await at('2026-11-28T04:29:00Z'))?.overdue).toBe(false);
    expect((await at('2026-11-28T04:31:00Z'))?.overdue).toBe(true);
  });
});
