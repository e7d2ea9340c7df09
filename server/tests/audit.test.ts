import { describe, expect, it } from 'vitest';
import { inboxAttemptsPath, inboxItemPath } from '#contracts/api-paths';
import { COMMAND_LINE, listAudit, recordAudit } from '../audit/audit-log';
import { newLinkToken } from '../auth/enrolment-links';
import { resetSecondFactor } from '../auth/second-factor';
import { addStaff } from '../auth/staff';
import { sweepExpired } from '../retention/retention';
import { discretion, enquiry, post, uaePhone } from './support/payloads';
import { runScript } from '../harness/server-process';
import { StaffClient } from '../harness/staff-client';
import { createTestDatabase, databaseKind, openTestDatabase } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';
const HUDA = 'huda@example.com';
const OMAR = 'omar@example.com';
const RANA = 'rana@example.com';

describe(`the audit trail (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    await addStaff(db, { email: HUDA, name: 'Huda', role: 'admissions', password: PASSWORD });
    await addStaff(db, { email: OMAR, name: 'Omar', role: 'admissions', password: PASSWORD });
    await addStaff(db, { email: RANA, name: 'Rana', role: 'admissions', password: PASSWORD });
  });

  it('records who opened an enquiry and changed it, from where, by reference and never by content', async () => {
    const sent = await post(`${test.server.url}/api/enquiries`, test.server.url, enquiry({ name: 'Salma Private' }));
    const { reference } = (await sent.json()) as { reference: string };
    const huda = new StaffClient(test.server.url);
    expect((await huda.signIn(HUDA, PASSWORD)).status).toBe(200);

    const opened = await huda.get(inboxItemPath(reference));
    const { item } = (await opened.json()) as { item: { version: number } };
    expect(
      (await huda.patch(inboxItemPath(reference), { version: item.version, stage: 'inContact', note: 'Called back' }))
        .status,
    ).toBe(200);
    const attempt = { version: item.version + 1, channel: 'phone', outcome: 'noAnswer' };
    expect((await huda.request('POST', inboxAttemptsPath(reference), attempt)).status).toBe(201);

    const entries = await listAudit(test.database.db, { reference });
    const actions = entries.map((entry) => entry.action);
    // The stage and the note changed in one statement, and so did the try and its taking the item
    // (nobody owned it): each pair's entries share a moment.
    expect([actions[0], ...actions.slice(1, 3).sort(), ...actions.slice(3).sort()]).toEqual([
      'item-opened',
      'note-added',
      'status-changed',
      'attempt-logged',
      'owner-changed',
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ email: HUDA, address: '127.0.0.1', reference });
    const stored = JSON.stringify(await test.database.db.query('SELECT * FROM audit_events'));
    expect(stored).not.toContain('Salma');
    expect(stored).not.toContain('Called back');
  });

  it('records every answer that hands an item over: a stale change, a stale attempt, a refusal by the contact rules', async () => {
    const { db } = test.database;
    const quiet = enquiry({ name: 'Quiet Family', discretion: discretion({ safeDays: ['mon'] }) });
    const sent = await post(`${test.server.url}/api/enquiries`, test.server.url, quiet);
    const { reference } = (await sent.json()) as { reference: string };
    const rana = new StaffClient(test.server.url);
    expect((await rana.signIn(RANA, PASSWORD)).status).toBe(200);
    const opened = async () =>
      (await listAudit(db, { reference })).filter((entry) => entry.action === 'item-opened' && entry.email === RANA);

    const answers = [
      await rana.patch(inboxItemPath(reference), { version: 99, stage: 'admitted' }),
      await rana.request('POST', inboxAttemptsPath(reference), { version: 99, channel: 'phone', outcome: 'noAnswer' }),
      await rana.request('POST', inboxAttemptsPath(reference), {
        version: 1,
        channel: 'phone',
        outcome: 'leftMessage',
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 422]);
    for (const answer of answers) expect(((await answer.json()) as { item?: unknown }).item).toBeDefined();
    expect(await opened()).toHaveLength(3);
  });

  it('records inbox lists and searches with their filters and counts, never the words searched', async () => {
    const { db } = test.database;
    const person = enquiry({ name: 'Searchable Person', phone: uaePhone('501777888') });
    expect((await post(`${test.server.url}/api/enquiries`, test.server.url, person)).status).toBe(201);
    const huda = new StaffClient(test.server.url);
    expect((await huda.signIn(HUDA, PASSWORD)).status).toBe(200);
    const count = async (query: string) => {
      const answer = await huda.get(`/api/inbox${query}`);
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { items: unknown[] }).items.length;
    };

    const listed = await count('?stage=new&owner=unassigned');
    expect(await count('?q=%2B971%2050%20177%207888')).toBe(1);
    expect(await count('?q=Searchable&due=')).toBe(1);
    const entries = await db.query<{ action: string; detail: unknown }>(
      `SELECT action, detail FROM audit_events WHERE staff_email = $1 AND action LIKE 'inbox-%' ORDER BY id`,
      [HUDA],
    );
    expect(entries).toEqual([
      { action: 'inbox-listed', detail: { stage: 'new', owner: 'unassigned', rows: listed } },
      { action: 'inbox-searched', detail: { search: 'phone', searchLength: 12, rows: 1 } },
      { action: 'inbox-searched', detail: { search: 'text', searchLength: 10, rows: 1 } },
    ]);
    const stored = JSON.stringify(await db.query('SELECT * FROM audit_events'));
    expect(stored).not.toMatch(/searchable|777888/i);
  });

  it('records sign-ins and their failures, second-factor changes, sign-outs and account changes', async () => {
    const { db } = test.database;
    const omar = new StaffClient(test.server.url);
    expect((await omar.login(OMAR, 'not the password')).status).toBe(401);
    expect((await omar.signIn(OMAR, PASSWORD)).status).toBe(200);
    expect((await omar.login(OMAR, PASSWORD)).status).toBe(200);
    // A recovery code's shape, and none of its ten (60 random bits each).
    expect((await omar.code('AAAA-AAAA-AAAA')).status).toBe(401);
    expect((await omar.request('POST', '/api/logout')).status).toBe(204);
    await resetSecondFactor(db, OMAR, newLinkToken());

    const own = await listAudit(db, { staff: OMAR });
    const actions = own.map((entry) => entry.action);
    expect(actions[0]).toBe('sign-in-failed');
    expect(actions).toEqual(
      expect.arrayContaining(['second-factor-enrolled', 'sign-in', 'second-factor-failed', 'sign-out']),
    );
    expect(actions.at(-1)).toBe('sign-out');
    for (const entry of own) expect(entry.address).toBe('127.0.0.1');
    const aboutOmar = (await listAudit(db)).filter((entry) => entry.account === OMAR);
    // The first sign-in is refused at the password, then enrols from a link (the test server's, as the command line's).
    expect(aboutOmar.map((entry) => [entry.action, entry.address])).toEqual([
      ['account-added', 'command line'],
      ['enrolment-link-refused', '127.0.0.1'],
      ['enrolment-link-issued', 'command line'],
      ['enrolment-link-used', '127.0.0.1'],
      ['second-factor-reset', 'command line'],
      ['enrolment-link-issued', 'command line'],
    ]);
  });

  it('is append-only: no entry can be changed, and none younger than two years deleted', async () => {
    const { db } = test.database;
    await recordAudit(db, COMMAND_LINE, 'account-added', { account: 'new@example.com' });
    await expect(db.query("UPDATE audit_events SET action = 'sign-in'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_events')).rejects.toThrow(/append-only/);

    // Past AUDIT_RETENTION_MONTHS (here 30), the sweep removes an entry; a younger one stays.
    await db.query(
      "INSERT INTO audit_events (at, address, action, account) VALUES (now() - interval '31 months', 'command line', 'account-added', 'old@example.com')",
    );
    await sweepExpired(db, { auditMonths: 30 });
    const accounts = (await listAudit(db)).map((entry) => entry.account);
    expect(accounts).toContain('new@example.com');
    expect(accounts).not.toContain('old@example.com');
  });
});

describe(`npm run audit (${databaseKind} database)`, () => {
  it('prints the trail narrowed by reference, staff member and date', async () => {
    const database = await createTestDatabase({ open: false });
    try {
      const db = await openTestDatabase(database.env);
      const huda = { staffId: '1', email: HUDA, address: '192.0.2.7' };
      const omar = { staffId: '2', email: 'omar@example.com', address: '192.0.2.8' };
      await recordAudit(db, huda, 'item-opened', { reference: 'SW-AAAAA' });
      await recordAudit(db, omar, 'item-opened', { reference: 'SW-BBBBB' });
      await recordAudit(db, omar, 'status-changed', { reference: 'SW-AAAAA' });
      await db.close();
      const audit = (...args: string[]) =>
        runScript(['server/cli/audit-cli.ts', ...args], {
          DATA_DIR: undefined,
          DATABASE_URL: undefined,
          ...database.env,
        });

      const byReference = await audit('--reference', 'sw-aaaaa');
      expect(byReference.code).toBe(0);
      const lines = byReference.output.trim().split('\n');
      expect(lines[0]).toBe('when\twho\tfrom\twhat\tabout');
      expect(lines.slice(1).map((line) => line.split('\t').slice(1))).toEqual([
        [HUDA, '192.0.2.7', 'item-opened', 'SW-AAAAA'],
        ['omar@example.com', '192.0.2.8', 'status-changed', 'SW-AAAAA'],
      ]);
      const byStaffSince = await audit('--staff', 'Omar@Example.com', '--since', '2000-01-01');
      expect(
        byStaffSince.output
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split('\t')[3]),
      ).toEqual(['item-opened', 'status-changed']);
      const badDate = await audit('--since', 'yesterday-ish');
      expect(badDate.code).toBe(1);
      expect(badDate.output).toMatch(/--since must be a date/);
    } finally {
      await database.drop();
    }
  });
});
