import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { fixtureSite } from './support/fixture-site';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';
const UNSET = 'unset@example.com';
const CHOSEN = 'chosen@example.com';

describe(`the login page's language for an account that never chose one (${databaseKind} database)`, () => {
  let database: TestDatabase;
  let server: TestServer;
  const client = () => new StaffClient(server.url);
  const languageOf = async (email: string) =>
    (await database.db.query<{ language: string | null }>('SELECT language FROM staff WHERE email = $1', [email]))[0]
      ?.language;
  const passwordStep = (email: string, language: string) =>
    client().request('POST', '/api/login', { email, password: PASSWORD, language });

  beforeAll(async () => {
    database = await createTestDatabase();
    // As `npm run staff -- add` without --language, and with it.
    await addStaff(database.db, { email: UNSET, name: 'Mariam', role: 'admissions', password: PASSWORD });
    await addStaff(database.db, {
      email: CHOSEN,
      name: 'Nadia',
      role: 'admissions',
      password: PASSWORD,
      language: 'en',
    });
    server = await startTestServer(database.db, fixtureSite(), {
      loginLimits: { perAccount: 1000, perAddress: 1000, windowSeconds: 600 },
    });
    // Enrolled (from the enrolment link), by a client that sends no language.
    for (const email of [UNSET, CHOSEN]) expect((await client().signIn(email, PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('keeps the Arabic login page’s language for the account, which then opens the staff area in Arabic', async () => {
    expect(await languageOf(UNSET)).toBeNull();
    expect((await passwordStep(UNSET, 'ar')).status).toBe(200);
    expect(await languageOf(UNSET)).toBe('ar');
    const session = await client().signIn(UNSET, PASSWORD);
    expect(((await session.json()) as { user: { language: string } }).user.language).toBe('ar');
    // Chosen once: a later sign-in from the English page changes nothing.
    expect((await passwordStep(UNSET, 'en')).status).toBe(200);
    expect(await languageOf(UNSET)).toBe('ar');
  });

  it('leaves a chosen language as it is, and stores nothing for a wrong password', async () => {
    expect((await passwordStep(CHOSEN, 'ar')).status).toBe(200);
    expect(await languageOf(CHOSEN)).toBe('en');
    await database.db.query('UPDATE staff SET language = NULL WHERE email = $1', [CHOSEN]);
    const wrong = await client().request('POST', '/api/login', {
      email: CHOSEN,
      password: 'wrong password!',
      language: 'ar',
    });
    expect(wrong.status).toBe(401);
    expect(await languageOf(CHOSEN)).toBeNull();
  });

  it('refuses a language it does not know', async () => {
    expect((await passwordStep(UNSET, 'fr')).status).toBe(400);
  });
});
