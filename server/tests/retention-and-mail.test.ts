import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_MONTHS } from '#contracts/retention';
import { discreetSmtp } from '../accounts/invitation-mail';
import { readConfig } from '../config/config';
import { enquiryNotifier } from '../forms/notify';
import { sweepExpired } from '../retention/retention';
import { startFakeSmtp } from './support/fake-smtp';
import { fixtureSite } from './support/fixture-site';
import { contactMessage, enquiry, post } from './support/payloads';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/test-database';
import { startTestServer } from './support/test-server';

describe(`retention (${databaseKind} database)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it(`deletes enquiries and messages older than ${RETENTION_MONTHS} months, and keeps the rest`, async () => {
    const server = await startTestServer(database.db, fixtureSite());
    const references: string[] = [];
    for (const [path, body] of [
      ['/api/enquiries', enquiry()],
      ['/api/enquiries', enquiry()],
      ['/api/contact', contactMessage()],
      ['/api/contact', contactMessage()],
    ] as const) {
      const response = await post(`${server.url}${path}`, server.url, body);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    await server.close();
    const [oldEnquiry, newEnquiry, oldMessage, newMessage] = references;
    // One day past the period, and one day short of it.
    for (const [table, old, fresh] of [
      ['enquiries', oldEnquiry, newEnquiry],
      ['contact_messages', oldMessage, newMessage],
    ]) {
      await database.db.query(
        `UPDATE ${table} SET created_at = now() - make_interval(months => $1::int, days => 1) WHERE reference = $2`,
        [RETENTION_MONTHS, old],
      );
      await database.db.query(
        `UPDATE ${table} SET created_at = now() - make_interval(months => $1::int) + interval '1 day' WHERE reference = $2`,
        [RETENTION_MONTHS, fresh],
      );
    }
    expect(await sweepExpired(database.db)).toBe(2);
    const left = await database.db.query<{ reference: string }>(
      'SELECT reference FROM enquiries UNION ALL SELECT reference FROM contact_messages ORDER BY reference',
    );
    expect(left.map((row) => row.reference)).toEqual([newEnquiry, newMessage].sort());
  });

  it('deletes the invitations that can no longer be used, with the names and emails they hold', async () => {
    const states = {
      open: `expires_at = now() + interval '1 hour'`,
      expired: `expires_at = now() - interval '1 minute'`,
      withdrawn: `expires_at = now() + interval '1 hour', withdrawn_at = now()`,
      accepted: `expires_at = now() + interval '1 hour', accepted_at = now()`,
    };
    for (const [state, set] of Object.entries(states)) {
      await database.db.query(
        `INSERT INTO invitations (token_hash, email, name, role, language, expires_at)
         VALUES ($1, $2, 'Invitee', 'admissions', 'en', now())`,
        [`hash-${state}`, `${state}@example.com`],
      );
      await database.db.query(`UPDATE invitations SET ${set} WHERE email = $1`, [`${state}@example.com`]);
    }
    await sweepExpired(database.db);
    const left = await database.db.query<{ email: string }>('SELECT email FROM invitations');
    expect(left).toEqual([{ email: 'open@example.com' }]);
  });
});

describe('notification email', () => {
  it('is required to have an address to go to when SMTP is set', () => {
    expect(() => readConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/ADMISSIONS_EMAIL/);
    expect(readConfig({}).smtp).toBeNull();
  });

  it('sends families who asked for discretion mail from FAMILY_MAIL_FROM, else from MAIL_FROM without its name', () => {
    const base = { SMTP_URL: 'smtp://mail.example', ADMISSIONS_EMAIL: 'admissions@example.com' };
    const named = { ...base, MAIL_FROM: 'Sakina Wellness <team@sakina.example>' };
    expect(discreetSmtp(readConfig(named).smtp!).from).toBe('team@sakina.example');
    expect(discreetSmtp(readConfig({ ...named, FAMILY_MAIL_FROM: 'notices@quiet.example' }).smtp!).from).toBe(
      'notices@quiet.example',
    );
    expect(discreetSmtp(readConfig(base).smtp!).from).toBe('admissions@example.com');
  });

  it('tells the admissions team the reference and where to read it, and nothing the family wrote', async () => {
    const smtp = await startFakeSmtp();
    const database = await createTestDatabase();
    const config = readConfig({
      SMTP_URL: smtp.url,
      ADMISSIONS_EMAIL: 'admissions@example.com',
      PUBLIC_URL: 'https://centre.example',
    });
    const server = await startTestServer(
      database.db,
      fixtureSite(),
      {},
      enquiryNotifier(config.smtp!, config.publicUrl),
    );
    try {
      const response = await post(
        `${server.url}/api/enquiries`,
        server.url,
        enquiry({ message: 'Private health details' }),
      );
      const { reference } = (await response.json()) as { reference: string };
      await smtp.nextMessage();
      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0] ?? '';
      expect(mail).toContain('To: admissions@example.com');
      expect(mail).toContain(reference);
      expect(mail).toContain('https://centre.example/login');
      for (const secret of ['Layla', 'Private health', 'layla@example.com', '501234567'])
        expect(mail).not.toContain(secret);
    } finally {
      await server.close();
      await database.drop();
      await smtp.close();
    }
  });
});
