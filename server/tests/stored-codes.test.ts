import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxList } from '#contracts/inbox';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { fixtureSite } from './support/fixture-site';
import { enquiry, post, uaePhone } from './support/payloads';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';

// A row written by another version of the server, or edited by hand, is a stored value like any other:
// the list still answers, and the item still shows.
describe(`codes this version does not know, as stored (${databaseKind} database)`, () => {
  let database: TestDatabase;
  let server: TestServer;
  let staff: StaffClient;
  let reference: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await addStaff(database.db, { email: 'alice@example.com', name: 'Alice', role: 'admissions', password: PASSWORD });
    server = await startTestServer(database.db, fixtureSite());
    const sent = await post(`${server.url}/api/enquiries`, server.url, enquiry({ phone: uaePhone('501234567') }));
    expect(sent.status).toBe(201);
    reference = ((await sent.json()) as { reference: string }).reference;
    staff = new StaffClient(server.url);
    expect((await staff.signIn('alice@example.com', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('lists an item whose stage, close reason and language it does not know, as new, open and English', async () => {
    await database.db.query(
      "UPDATE enquiries SET stage = 'somewhere', close_reason = 'elsewhere', language = 'fr' WHERE reference = $1",
      [reference],
    );
    const response = await staff.get('/api/inbox');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as InboxList;
    expect(items.find((item) => item.reference === reference)).toMatchObject({
      stage: 'new',
      closeReason: null,
      language: 'en',
    });
  });

  it('ends the session of an account whose role it does not know (401, never 500)', async () => {
    await database.db.query("UPDATE staff SET role = 'owner' WHERE email = 'alice@example.com'");
    const response = await staff.get('/api/session');
    expect(response.status).toBe(401);
  });
});
