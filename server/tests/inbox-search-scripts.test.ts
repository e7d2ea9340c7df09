import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxList } from '#contracts/inbox';
import { inboxQuerySchema } from '#contracts/inbox-schema';
import { listStatement } from '../inbox/inbox-store';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { fixtureSite } from './support/fixture-site';
import { enquiry, post, uaePhone } from './support/payloads';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';

/**
 * The inbox's search finds a family the way a colleague says or types it: a name in the other script,
 * a phone number in its local form or in Arabic-Indic digits, an email (staff-ux-review, issue 31).
 */
describe(`inbox search across scripts and digit sets (${databaseKind} database)`, () => {
  let database: TestDatabase;
  let server: TestServer;
  let staff: StaffClient;
  const sent: Record<string, string> = {};

  const send = async (body: unknown) => {
    const response = await post(`${server.url}/api/enquiries`, server.url, body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { reference: string }).reference;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await addStaff(database.db, { email: 'sara@example.com', name: 'Sara', role: 'admissions', password: PASSWORD });
    server = await startTestServer(database.db, fixtureSite(), { rateLimit: { max: 10_000, windowSeconds: 600 } });
    sent.khalid = await send(
      enquiry({ name: 'خالد العتيبي', phone: uaePhone('501234567'), email: 'K.Otaibi@Example.com', language: 'ar' }),
    );
    sent.fatima = await send(enquiry({ name: 'فاطمة الزهراء', phone: uaePhone('502223344'), email: 'f@example.com' }));
    sent.mohammed = await send(
      enquiry({ name: 'Mohammed Saleh', phone: uaePhone('503334455'), email: 'm@example.com' }),
    );
    sent.other = await send(enquiry({ name: 'Layla Haddad', phone: uaePhone('509998877'), email: 'l@example.com' }));
    staff = new StaffClient(server.url);
    expect((await staff.signIn('sara@example.com', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const found = async (q: string) => {
    const response = await staff.get(`/api/inbox?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as InboxList).items.map((item) => item.reference).sort();
  };

  it('finds a name typed in the other script', async () => {
    expect(await found('Khalid')).toEqual([sent.khalid]);
    expect(await found('khaled otaibi')).toEqual([sent.khalid]);
    expect(await found('Fatima')).toEqual([sent.fatima]);
    expect(await found('محمد')).toEqual([sent.mohammed]);
    expect(await found('خالد')).toEqual([sent.khalid]);
  });

  it('finds the number stored as +971501234567 from its local and international forms, in either digit set', async () => {
    for (const q of ['0501234567', '050 123 4567', '٠٥٠١٢٣٤٥٦٧', '۰۵۰۱۲۳۴۵۶۷', '+971 50 123 4567', '00971501234567'])
      expect(await found(q), q).toEqual([sent.khalid]);
  });

  it('finds the family’s email in any case', async () => {
    expect(await found('k.otaibi@example.com')).toEqual([sent.khalid]);
  });

  it('finds nothing for a name that is nobody’s', async () => {
    expect(await found('Hamad')).toEqual([]);
  });

  it('searches through its indexes on both tables, never by reading every item (migration 024)', async () => {
    // With scans of every row priced out, an expression that no longer matched its index would show as one;
    // so is the walk down migration 035's arrival-time index, which a common name takes on a large inbox.
    const plan = (q: string) =>
      database.db.withConnection(async (connection) => {
        await connection.exec('SET enable_seqscan = off; SET enable_indexscan = off; SET enable_indexonlyscan = off');
        try {
          const query = inboxQuerySchema.parse({ q });
          const statement = listStatement(query, { staffId: '0', now: new Date(), waiting: [], unread: [] });
          const rows = await connection.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement[0]}`, statement[1]);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        } finally {
          await connection.exec('RESET enable_seqscan; RESET enable_indexscan; RESET enable_indexonlyscan');
        }
      });
    const plans = { text: await plan('otaibi'), phone: await plan('٠٥٠١٢٣٤٥٦٧'), name: await plan('Khalid') };
    const read = (text: string) => [...text.matchAll(/Index Scan on (\w+)/g)].map((match) => match[1]);
    expect(read(plans.text)).toEqual(expect.arrayContaining(['enquiries_search', 'contact_messages_search']));
    expect(read(plans.phone)).toEqual(
      expect.arrayContaining(['enquiries_phone_search', 'contact_messages_phone_search']),
    );
    expect(read(plans.name)).toEqual(expect.arrayContaining(['enquiries_name_words', 'contact_messages_name_words']));
    for (const text of Object.values(plans)) expect(text).not.toMatch(/Seq Scan on (enquiries|contact_messages)\b/);
  });
});
