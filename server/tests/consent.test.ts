import { describe, expect, it, beforeAll } from 'vitest';
import { API_PATHS, inboxItemPath } from '#contracts/api-paths';
import { CONSENT_OUTDATED, CONSENT_VERSION, CONSENT_WORDING, consentText } from '#contracts/consent';
import type { InboxItem } from '#contracts/inbox';
import { RETENTION_MONTHS } from '#contracts/retention';
import type { StoredAnswer } from '#contracts/withdrawal';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { sweepExpired } from '../retention/retention';
import { contactMessage, enquiry, post } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const ADMIN = { email: 'nadia@example.com', password: 'a consent test password', name: 'Nadia Admin' };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** An earlier wording, as a server that served it before this build recorded it. */
const EARLIER = { version: '0abc1234', en: 'I agree to be contacted.', ar: 'أوافق على التواصل معي.' };

interface ConsentRow {
  reference: string;
  form: string;
  version: string;
  language: string;
  given_by: string;
  given_at: Date | string;
  withdrawn_at: Date | string | null;
  erased_at: Date | string | null;
}

describe(`the consent each form was sent with (${databaseKind} database)`, () => {
  const test = useTestServer({ rateLimit: { max: 10_000, windowSeconds: 600 } }, (db) =>
    addStaff(db, { ...ADMIN, role: 'admin' }),
  );
  let staff: StaffClient;
  beforeAll(async () => {
    staff = new StaffClient(test.server.url);
    expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  const send = (path: string, body: unknown) => post(`${test.server.url}${path}`, test.server.url, body);
  async function submit(form: 'enquiry' | 'contact', body: Record<string, unknown> = {}): Promise<StoredAnswer> {
    const response =
      form === 'enquiry'
        ? await send(API_PATHS.enquiries, enquiry(body))
        : await send(API_PATHS.contact, contactMessage(body));
    expect(response.status).toBe(201);
    return (await response.json()) as StoredAnswer;
  }
  const consentRow = async (reference: string) =>
    (await test.database.db.query<ConsentRow>('SELECT * FROM consents WHERE reference = $1', [reference]))[0];
  /** The record as text, to look for what it must not hold. */
  const recordText = async (reference: string) =>
    JSON.stringify(
      await test.database.db.query('SELECT to_jsonb(c) FROM consents c WHERE reference = $1', [reference]),
    );

  it('records the version, the language shown, the form, when and who, with the wording of both languages', async () => {
    const before = Date.now();
    const { reference } = await submit('enquiry', { relationship: 'parent', language: 'ar' });
    const { reference: message } = await submit('contact');
    expect(await consentRow(reference)).toMatchObject({
      form: 'enquiry',
      version: CONSENT_VERSION,
      language: 'ar',
      given_by: 'parent',
      withdrawn_at: null,
      erased_at: null,
    });
    const givenAt = new Date((await consentRow(reference))?.given_at ?? 0).getTime();
    expect(givenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(givenAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await consentRow(message)).toMatchObject({ form: 'contact', language: 'en', given_by: 'self' });
    expect(await submit('enquiry', { forWhom: 'self' }).then(({ reference: own }) => consentRow(own))).toMatchObject({
      given_by: 'self',
    });

    const texts = await test.database.db.query('SELECT version, en, ar FROM consent_texts');
    expect(texts).toEqual([
      {
        version: CONSENT_VERSION,
        en: consentText(CONSENT_WORDING, 'en'),
        ar: consentText(CONSENT_WORDING, 'ar'),
      },
    ]);
  });

  it('shows staff the version, language, date and sender, and the sentence accepted', async () => {
    const { reference } = await submit('enquiry', { relationship: 'spouse', language: 'ar' });
    const { item } = (await (await staff.get(inboxItemPath(reference))).json()) as { item: InboxItem };
    expect(item.consent).toEqual({
      version: CONSENT_VERSION,
      language: 'ar',
      givenAt: expect.stringMatching(ISO),
      form: 'enquiry',
      by: 'spouse',
      text: consentText(CONSENT_WORDING, 'ar'),
    });
  });

  it('takes a wording it recorded before (a page opened before an update), and shows its text', async () => {
    await test.database.db.query('INSERT INTO consent_texts (version, en, ar) VALUES ($1, $2, $3)', [
      EARLIER.version,
      EARLIER.en,
      EARLIER.ar,
    ]);
    const { reference } = await submit('contact', { consentVersion: EARLIER.version });
    const { item } = (await (await staff.get(inboxItemPath(reference))).json()) as { item: InboxItem };
    expect(item.consent).toMatchObject({ version: EARLIER.version, language: 'en', by: 'self', text: EARLIER.en });
  });

  it('refuses a version it never recorded on the consent field, and stores nothing', async () => {
    const count = async () =>
      (
        await test.database.db.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM enquiries) + (SELECT count(*) FROM consents) AS n',
        )
      )[0]?.n;
    const before = await count();
    const response = await send(API_PATHS.enquiries, enquiry({ consentVersion: 'ffffffff' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_fields', fields: CONSENT_OUTDATED });
    const missing = await send(API_PATHS.contact, { ...contactMessage(), consentVersion: undefined });
    expect(missing.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('marks a withdrawal on the record, which keeps no word of the family', async () => {
    const { reference, withdrawalCode } = await submit('enquiry', {
      name: 'Samira Khoury',
      relationship: 'sibling',
      message: 'My sister needs a place.',
    });
    const before = Date.now();
    expect((await send(API_PATHS.withdrawalConfirm, { reference, code: withdrawalCode })).status).toBe(204);
    const row = await consentRow(reference);
    expect(row).toMatchObject({ version: CONSENT_VERSION, form: 'enquiry', given_by: 'sibling', erased_at: null });
    expect(new Date(row?.withdrawn_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    for (const word of ['Samira', 'Khoury', 'sister', '501234567', 'layla@example.com'])
      expect(await recordText(reference)).not.toContain(word);
  });

  it('marks the retention sweep’s erasure on the record, without personal data, and forgets it with the trail', async () => {
    const { reference } = await submit('contact', { name: 'Omar Said', email: 'omar.said@example.com' });
    await test.database.db.query(
      `UPDATE contact_messages SET created_at = now() - make_interval(months => $1::int, days => 1) WHERE reference = $2`,
      [RETENTION_MONTHS, reference],
    );
    await sweepExpired(test.database.db);
    expect(await test.database.db.query('SELECT 1 FROM contact_messages WHERE reference = $1', [reference])).toEqual(
      [],
    );
    const row = await consentRow(reference);
    expect(row).toMatchObject({ version: CONSENT_VERSION, form: 'contact', given_by: 'self', withdrawn_at: null });
    expect(row?.erased_at).not.toBeNull();
    for (const word of ['Omar', 'Said', 'omar.said@example.com', 'Visiting hours'])
      expect(await recordText(reference)).not.toContain(word);

    // As long as the audit trail keeps the entries of its time, and no longer.
    await sweepExpired(test.database.db, { auditMonths: 72 });
    expect(await consentRow(reference)).toBeDefined();
    await test.database.db.query("UPDATE consents SET erased_at = now() - interval '73 months' WHERE reference = $1", [
      reference,
    ]);
    await sweepExpired(test.database.db, { auditMonths: 72 });
    expect(await consentRow(reference)).toBeUndefined();
  });
});
