import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import { COUNTRY_CODES } from '#contracts/countries';
import { HEARD_FROM, RELATIONSHIPS } from '#contracts/forms/discretion';
import { CONTACT_METHODS, FOR_WHOM, PREFERRED_TIMES, PROGRAMMES } from '#contracts/forms/enquiry-rules';
import { INBOX_KINDS } from '#contracts/inbox';
import { LANGUAGES } from '#contracts/languages';
import { CLOSE_REASONS, STAGES } from '#contracts/pipeline';
import { addStaff } from '../auth/staff';
import type { Database } from '../db/database';
import { ENQUIRY_COLUMNS, EXPORT_WORDS, type WordGroup } from '../exports/export-words';
import { BOM, csvCell, toCsv } from '#contracts/csv';
import { readCsvDownload } from './support/csv-reader';
import { contactMessage, enquiry, post, uaePhone } from './support/payloads';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'an exports password long enough';
const ADMIN = 'admin@example.com';
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

describe('the CSV writer', () => {
  it('quotes every cell, doubling its quotes (RFC 4180), so no separator (a comma, a semicolon) splits it', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('Haddad, Layla')).toBe('"Haddad, Layla"');
    expect(csvCell('a;=1+1;b')).toBe('"a;=1+1;b"');
    expect(csvCell('the "best"')).toBe('"the ""best"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell('مرحبًا، كيف الحال')).toBe('"مرحبًا، كيف الحال"');
    expect(csvCell('مرحبًا, "أهلًا"')).toBe('"مرحبًا, ""أهلًا"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(true)).toBe('"true"');
  });

  it('keeps text a spreadsheet would run as a formula as text, with an apostrophe first', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+971501234567')).toBe(`"'+971501234567"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('a=1')).toBe('"a=1"');
  });

  it('starts a file with the byte-order mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', null],
      ]),
    ).toBe(`${BOM}"a","b"\r\n"c",\r\n`);
  });
});

describe('the words of the enquiries CSV', () => {
  const groups: [WordGroup, readonly string[]][] = [
    ['kind', INBOX_KINDS],
    ['stage', STAGES],
    ['closeReason', CLOSE_REASONS],
    ['programme', PROGRAMMES],
    ['country', COUNTRY_CODES],
    ['language', LANGUAGES],
    ['forWhom', FOR_WHOM],
    ['relationship', RELATIONSHIPS],
    ['heardFrom', HEARD_FROM],
    ['contactMethod', CONTACT_METHODS],
    ['preferredTime', PREFERRED_TIMES],
  ];
  const arabic = /[\u0600-\u06FF]/;

  it.each(groups)('word every code of %s in English and in Arabic', (group, codes) => {
    const words: Record<string, { en: string; ar: string }> = EXPORT_WORDS[group];
    expect(Object.keys(words).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(words[code]?.en.trim()).toMatch(/^[^\u0600-\u06FF]+$/);
      expect(words[code]?.ar).toMatch(arabic);
    }
  });

  it('name every column in both languages, each name once', () => {
    for (const language of LANGUAGES) {
      const names = Object.values(ENQUIRY_COLUMNS).map((column) => column[language]);
      expect(new Set(names).size).toBe(names.length);
      if (language === 'ar') for (const name of names) expect(name).toMatch(arabic);
    }
  });
});

/** Places a sent item at `at` with the pipeline's times as given (the form stores now). */
async function place(db: Database, reference: string, at: string, times: Record<string, string | null> = {}) {
  const table = reference.startsWith('SC-') ? 'contact_messages' : 'enquiries';
  await db.query(`UPDATE ${table} SET created_at = $2, respond_by = $3, first_response_at = $4 WHERE reference = $1`, [
    reference,
    at,
    times.respondBy ?? null,
    times.firstResponse ?? null,
  ]);
}

const LAYLA_MESSAGE = 'Line one, with a comma\nLine two with "quotes"\nوسطر ثالث بالعربية، مع فاصلة';

describe(`the enquiries CSV for admins (${databaseKind} database)`, () => {
  const references = { layla: '', formula: '', contact: '', spam: '', before: '', after: '' };
  const test = useTestServer({ rateLimit: { max: 10_000, windowSeconds: 600 } }, async (db) => {
    for (const role of ['admin', 'admissions', 'manager'] as const)
      await addStaff(db, { email: `${role}@example.com`, name: `The ${role}`, role, password: PASSWORD });
  });
  let admin: StaffClient;

  beforeAll(async () => {
    const { url } = test.server;
    const send = async (path: string, body: unknown) => {
      const answer = await post(`${url}${path}`, url, body);
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { reference: string }).reference;
    };
    references.layla = await send(
      API_PATHS.enquiries,
      enquiry({ name: 'Haddad, Layla "Lulu"', message: LAYLA_MESSAGE, relationship: 'parent', heardFrom: 'doctor' }),
    );
    references.formula = await send(
      API_PATHS.enquiries,
      enquiry({
        name: '=HYPERLINK("http://evil.example","x")',
        phone: { country: 'SA', dialCode: '+966', national: '551234567', e164: '+966551234567' },
        forWhom: 'self',
        contactMethod: 'phone',
        preferredTime: 'any',
        programme: 'eatingDisorders',
        message: 'رسالة بالعربية، فيها فاصلة',
        language: 'ar',
      }),
    );
    references.contact = await send(API_PATHS.contact, contactMessage({ subject: '+SUM(1,2)' }));
    references.spam = await send(API_PATHS.enquiries, enquiry({ website: 'https://spam.example' }));
    references.before = await send(API_PATHS.enquiries, enquiry({ phone: uaePhone('501112222') }));
    references.after = await send(API_PATHS.enquiries, enquiry({ phone: uaePhone('501113333') }));

    const { db } = test.database;
    // Dubai is UTC+4: 19:30Z on 31 October is 23:30 there, the range's last half hour.
    await place(db, references.layla, '2026-10-31T19:30:00Z', {
      respondBy: '2026-11-01T05:00:00Z',
      firstResponse: '2026-10-31T20:00:00Z',
    });
    // 20:00Z on 30 September is midnight on 1 October in Dubai: the range's first instant.
    await place(db, references.formula, '2026-09-30T20:00:00Z', { respondBy: '2026-10-01T06:00:00Z' });
    await place(db, references.contact, '2026-10-15T09:00:00Z', {
      respondBy: '2026-10-15T10:00:00Z',
      firstResponse: '2026-10-15T12:00:00Z',
    });
    await place(db, references.spam, '2026-10-20T09:00:00Z');
    await place(db, references.before, '2026-09-30T19:59:59Z');
    await place(db, references.after, '2026-10-31T20:00:00Z');
    await db.query(
      `UPDATE enquiries SET stage = 'inContact', owner_id = (SELECT id FROM staff WHERE email = $2) WHERE reference = $1`,
      [references.layla, ADMIN],
    );
    await db.query(
      `INSERT INTO inbox_events (reference, at, by_name, type, stage, note) VALUES
         ($1, '2026-11-01T06:15:00Z', 'The admin', 'note', NULL, 'Called back, the family prefers evenings'),
         ($1, '2026-11-01T06:16:00Z', 'The admin', 'stage', 'inContact', NULL),
         ($1, '2026-11-02T07:00:00Z', 'The admissions', 'note', NULL, '=cmd|'' /C calc''!A0')`,
      [references.layla],
    );

    admin = new StaffClient(url);
    expect((await admin.signIn(ADMIN, PASSWORD)).status).toBe(200);
  });

  const download = (client: StaffClient, query: string) =>
    client.request('GET', `${API_PATHS.enquiriesExport}?${query}`);
  const lastExport = async () => {
    const [entry] = await test.database.db.query<{ staff_email: string; address: string; detail: unknown }>(
      `SELECT staff_email, address, detail FROM audit_events WHERE action = 'enquiries-exported' ORDER BY id DESC LIMIT 1`,
    );
    return entry && { ...entry, detail: typeof entry.detail === 'string' ? JSON.parse(entry.detail) : entry.detail };
  };

  it('sends the range’s enquiries and messages in English, contact details but no free text, and records it', async () => {
    const answer = await download(admin, `${OCTOBER}&language=en`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="sakina-enquiries-2026-10-01-to-2026-10-31.csv"',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.clone().text();
    for (const words of ['Line one', 'بالعربية', 'Called back', 'calc', 'SUM', 'families visit'])
      expect(text).not.toContain(words);

    const [header, ...rows] = await readCsvDownload(answer);
    expect(header).toEqual([
      'Reference',
      'Received (UAE time)',
      'Received (UTC, ISO 8601)',
      'Type',
      'Stage',
      'Reason for closing',
      'Owner',
      'Programme',
      'Country',
      'Language',
      'For',
      'Sender’s relationship to the person',
      'How they heard of us',
      'Contact by',
      'Best time',
      'First response (UAE time)',
      'Answered within the target',
      'Name',
      'Phone',
      'Email',
    ]);
    // Oldest first; the spam, and the items a second either side of the range, are not in it.
    expect(rows.map((row) => row[0])).toEqual([references.formula, references.contact, references.layla]);
    const [formula, contact, layla] = rows;
    expect(layla).toEqual([
      references.layla,
      '2026-10-31 23:30',
      '2026-10-31T19:30:00.000Z',
      'Admissions enquiry',
      'In contact',
      '',
      'The admin',
      'Addiction Rehab',
      'United Arab Emirates',
      'English',
      'Someone they care for',
      'Parent',
      'A doctor',
      'WhatsApp',
      'Evening',
      '2026-11-01 00:00',
      'Yes',
      'Haddad, Layla "Lulu"',
      "'+971501234567",
      'layla@example.com',
    ]);
    expect(formula).toEqual([
      references.formula,
      '2026-10-01 00:00',
      '2026-09-30T20:00:00.000Z',
      'Admissions enquiry',
      'New',
      '',
      '',
      'Eating Disorders',
      'Saudi Arabia',
      'Arabic',
      'Themselves',
      '',
      '',
      'Phone call',
      'Any time',
      '',
      'Not answered yet',
      `'=HYPERLINK("http://evil.example","x")`,
      "'+966551234567",
      'layla@example.com',
    ]);
    expect(contact?.slice(3, 5)).toEqual(['Contact message', 'New']);
    expect(contact?.slice(13, 20)).toEqual([
      'Email',
      '',
      '2026-10-15 16:00',
      'No',
      'Omar Said',
      '',
      'omar@example.com',
    ]);

    expect(await lastExport()).toEqual({
      staff_email: ADMIN,
      address: '127.0.0.1',
      detail: { from: '2026-10-01', to: '2026-10-31', rows: 3, freeText: false },
    });
  });

  it('adds what the family wrote and the team’s notes only when free text is ticked, in Arabic when asked', async () => {
    const answer = await download(admin, `${OCTOBER}&freeText=true&language=ar`);
    expect(answer.status).toBe(200);
    const [header, ...rows] = await readCsvDownload(answer);
    expect(header?.slice(0, 5)).toEqual([
      'الرقم المرجعي',
      'تاريخ الاستلام (توقيت الإمارات)',
      'تاريخ الاستلام (التوقيت العالمي UTC بصيغة ISO 8601)',
      'النوع',
      'المرحلة',
    ]);
    expect(header?.slice(-3)).toEqual(['الموضوع', 'الرسالة', 'ملاحظات الفريق']);
    const [formula, contact, layla] = rows;
    expect(layla?.slice(3, 5)).toEqual(['استفسار عن القبول', 'قيد التواصل']);
    expect(layla?.slice(7, 10)).toEqual(['علاج الإدمان والتعافي', 'الإمارات العربية المتحدة', 'الإنجليزية']);
    expect(layla?.slice(-3)).toEqual([
      '',
      LAYLA_MESSAGE,
      "2026-11-01 10:15 — The admin: Called back, the family prefers evenings\n2026-11-02 11:00 — The admissions: =cmd|' /C calc'!A0",
    ]);
    expect(formula?.slice(8, 10)).toEqual(['المملكة العربية السعودية', 'العربية']);
    expect(formula?.slice(-3)).toEqual(['', 'رسالة بالعربية، فيها فاصلة', '']);
    expect(contact?.[3]).toBe('رسالة من «تواصل معنا»');
    expect(contact?.slice(-3)).toEqual(["'+SUM(1,2)", 'When can families visit?', '']);

    expect((await lastExport())?.detail).toEqual({ from: '2026-10-01', to: '2026-10-31', rows: 3, freeText: true });
  });

  it('records an export that found nothing, with its row count of 0', async () => {
    const answer = await download(admin, 'from=2025-01-01&to=2025-01-31&freeText=false');
    const rows = await readCsvDownload(answer);
    expect(rows).toHaveLength(1);
    expect((await lastExport())?.detail).toEqual({ from: '2025-01-01', to: '2025-01-31', rows: 0, freeText: false });
  });

  it('sends no file when the audit entry cannot be written', async () => {
    const { db } = test.database;
    const before = await lastExport();
    await db.exec(`
      CREATE FUNCTION refuse_export_entries() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = 'enquiries-exported' THEN RAISE EXCEPTION 'the audit trail refuses the entry'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_export_entries BEFORE INSERT ON audit_events
        FOR EACH ROW EXECUTE FUNCTION refuse_export_entries();`);
    try {
      const answer = await download(admin, `${OCTOBER}&freeText=true`);
      expect(answer.status).toBe(500);
      expect(answer.headers.get('content-disposition')).toBeNull();
      const body = await answer.text();
      expect(body).not.toContain(references.layla);
      expect(body).not.toContain('Haddad');
    } finally {
      await db.exec('DROP TRIGGER refuse_export_entries ON audit_events; DROP FUNCTION refuse_export_entries();');
    }
    expect(await lastExport()).toEqual(before);
  });

  it('answers 403 to the admissions and manager roles and 401 signed out, recording nothing', async () => {
    const before = await lastExport();
    for (const role of ['admissions', 'manager']) {
      const client = new StaffClient(test.server.url);
      expect((await client.signIn(`${role}@example.com`, PASSWORD)).status).toBe(200);
      const answer = await download(client, `${OCTOBER}&freeText=true`);
      expect(answer.status).toBe(403);
      expect(await answer.text()).not.toContain('Haddad');
    }
    expect((await download(new StaffClient(test.server.url), OCTOBER)).status).toBe(401);
    expect(await lastExport()).toEqual(before);
  });

  it('answers 400, never 500, to a range or option it cannot read', async () => {
    const bad = [
      '',
      'from=2026-10-01',
      'to=2026-10-31',
      'from=2026-10-31&to=2026-10-01',
      'from=2024-01-01&to=2026-01-31',
      'from=2026-02-29&to=2026-03-31',
      'from=01/10/2026&to=2026-10-31',
      `${OCTOBER}&freeText=yes`,
      `${OCTOBER}&freeText=`,
      `${OCTOBER}&language=fr`,
    ];
    for (const query of bad) {
      const answer = await download(admin, query);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(await answer.json()).toMatchObject({ error: 'invalid_query' });
    }
  });
});
