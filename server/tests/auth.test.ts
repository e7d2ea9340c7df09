import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, disableStaff } from '../auth/staff';
import { fixtureSite } from './support/fixture-site';
import { StaffClient } from '../harness/staff-client';
import { createTestDatabase, databaseKind, type TestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';
const ALICE = 'alice@example.com';

describe(`sign-in and sessions (${databaseKind} database)`, () => {
  let database: TestDatabase;
  let server: TestServer;
  const client = () => new StaffClient(server.url);

  beforeAll(async () => {
    database = await createTestDatabase();
    await addStaff(database.db, { email: ALICE, name: 'Alice Admissions', role: 'admissions', password: PASSWORD });
    await addStaff(database.db, { email: 'admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD });
    await addStaff(database.db, { email: 'gone@example.com', name: 'Gone', role: 'admissions', password: PASSWORD });
    await disableStaff(database.db, 'gone@example.com');
    await addStaff(database.db, { email: 'manager@example.com', name: 'Mona', role: 'manager', password: PASSWORD });
    // A role this version does not know (a later version's, or one set by hand).
    await addStaff(database.db, { email: 'viewer@example.com', name: 'Vic', role: 'admissions', password: PASSWORD });
    await database.db.query(`UPDATE staff SET role = 'viewer' WHERE email = 'viewer@example.com'`);
    server = await startTestServer(database.db, fixtureSite(), {
      loginLimits: { perAccount: 1000, perAddress: 1000, windowSeconds: 600 },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('signs in: the profile in the body, the session only in an HttpOnly cookie', async () => {
    const staff = client();
    const response = await staff.signIn('  Alice@Example.com ', PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: Record<string, unknown> };
    expect(body).toEqual({
      user: { id: expect.any(String), name: 'Alice Admissions', email: ALICE, role: 'admissions', language: 'en' },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sakina_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(JSON.stringify(body)).not.toContain(staff.cookie?.split('=')[1]);
    const rows = await database.db.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(rows.map((row) => row.id_hash)).not.toContain(staff.cookie?.split('=')[1]);

    const session = await staff.get('/api/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual(body);
  });

  it('answers the same 401 for a wrong password, an unknown email and a disabled account', async () => {
    for (const [email, password] of [
      [ALICE, 'wrong password!'],
      ['nobody@example.com', PASSWORD],
      ['gone@example.com', PASSWORD],
    ] as const) {
      const staff = client();
      const response = await staff.login(email, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'invalid_credentials' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers 400 to a malformed sign-in', async () => {
    for (const body of [{}, { email: ALICE }, { email: 1, password: PASSWORD }, [ALICE, PASSWORD]]) {
      const response = await client().request('POST', '/api/login', body);
      expect(response.status).toBe(400);
    }
  });

  it('refuses forged, expired and revoked cookies with 401', async () => {
    const forged = client();
    forged.cookie = `sakina_session=${'A'.repeat(43)}`;
    expect((await forged.get('/api/session')).status).toBe(401);
    forged.cookie = 'sakina_session=not-even-the-right-shape';
    const answer = await forged.get('/ui/protected/nav');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: 'unauthorized' });

    const expired = client();
    await expired.signIn(ALICE, PASSWORD);
    expect((await expired.get('/api/session')).status).toBe(200);
    await database.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await expired.get('/api/session')).status).toBe(401);
    expect((await expired.get('/api/inbox')).status).toBe(401);

    const revoked = client();
    await revoked.signIn(ALICE, PASSWORD);
    const kept = revoked.cookie;
    const logout = await revoked.request('POST', '/api/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^sakina_session=; .*Max-Age=0/);
    revoked.cookie = kept;
    expect((await revoked.get('/api/session')).status).toBe(401);
  });

  it('logout ends every session of the account, and answers 204 without one', async () => {
    const phone = client();
    const desk = client();
    await phone.signIn(ALICE, PASSWORD);
    await desk.signIn(ALICE, PASSWORD);
    const other = client();
    await other.signIn('admin@example.com', PASSWORD);
    expect((await desk.request('POST', '/api/logout')).status).toBe(204);
    expect((await phone.get('/api/session')).status).toBe(401);
    expect((await other.get('/api/session')).status).toBe(200);
    expect((await client().request('POST', '/api/logout')).status).toBe(204);
  });

  it('disabling an account ends its sessions', async () => {
    await addStaff(database.db, {
      email: 'leaver@example.com',
      name: 'Leaver',
      role: 'admissions',
      password: PASSWORD,
    });
    const staff = client();
    expect((await staff.signIn('leaver@example.com', PASSWORD)).status).toBe(200);
    await disableStaff(database.db, 'leaver@example.com');
    expect((await staff.get('/api/session')).status).toBe(401);
    expect((await staff.login('leaver@example.com', PASSWORD)).status).toBe(401);
  });

  it('refuses sign-in, sign-out and inbox writes from another origin', async () => {
    const staff = client();
    await staff.signIn(ALICE, PASSWORD);
    const evil = { Origin: 'https://evil.example' };
    expect((await staff.login(ALICE, PASSWORD, evil)).status).toBe(403);
    expect((await staff.request('PATCH', '/api/inbox/SW-AAAAA', { version: 1, stage: 'inContact' }, evil)).status).toBe(
      403,
    );
    expect((await staff.request('POST', '/api/logout', undefined, evil)).status).toBe(403);
    expect((await staff.get('/api/session')).status).toBe(200);
  });

  it('answers the navigation for the role: the inbox for admissions and admin, not for others', async () => {
    for (const email of [ALICE, 'admin@example.com']) {
      const staff = client();
      await staff.signIn(email, PASSWORD);
      const response = await staff.get('/ui/protected/nav');
      expect(response.status).toBe(200);
      const nav = (await response.json()) as Record<string, { id: string; to?: string; action?: string }[]>;
      expect(Object.keys(nav).sort()).toEqual(['drawerMenu', 'navbarMenu', 'tabbar']);
      for (const list of [nav.navbarMenu, nav.drawerMenu, nav.tabbar])
        expect(list?.find((item) => item.id === 'inbox')).toMatchObject({ to: '/protected/inbox', icon: 'envelope' });
      // The top bar: work pages and one account menu (My Account, language, scheme, log out), nothing twice, no cart.
      const bar = (nav.navbarMenu as { to?: string; action?: string; submenu?: { to?: string; action?: string }[] }[])
        .flatMap((item) => [item.to ?? item.action, ...(item.submenu ?? []).map((entry) => entry.to ?? entry.action)])
        .filter(Boolean);
      expect(bar).toEqual(
        expect.arrayContaining([
          '/protected/inbox',
          '/protected/profile',
          'toggleLanguage',
          'toggleColorScheme',
          'logout',
        ]),
      );
      expect(new Set(bar).size).toBe(bar.length);
      expect(bar).not.toContain('/cart');
    }
    const manager = client();
    await manager.signIn('manager@example.com', PASSWORD);
    const nav = (await (await manager.get('/ui/protected/nav')).json()) as Record<string, { id: string }[]>;
    expect(nav.navbarMenu?.map((item) => item.id)).not.toContain('inbox');
    expect(nav.tabbar?.map((item) => item.id)).not.toContain('inbox');
    expect(nav.tabbar?.map((item) => item.id)).toContain('home');

    const list = await manager.get('/api/inbox');
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({ error: 'forbidden' });
    expect((await manager.get('/api/inbox/SW-AAAAA')).status).toBe(403);
    expect((await manager.patch('/api/inbox/SW-AAAAA', { version: 1, stage: 'inContact' })).status).toBe(403);
  });

  it('opens nothing to an account whose role this version does not know: its password is refused as a disabled one', async () => {
    const viewer = client();
    const refused = await viewer.signIn('viewer@example.com', PASSWORD);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'invalid_credentials' });
    for (const path of ['/ui/protected/nav', '/api/inbox', '/api/inbox/SW-AAAAA', '/api/session'])
      expect((await viewer.get(path)).status).toBe(401);
  });

  it('answers 401 on the navigation and the inbox without a session', async () => {
    for (const path of ['/ui/protected/nav', '/api/inbox', '/api/inbox/SW-AAAAA', '/api/session']) {
      const response = await client().get(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    }
    expect((await client().patch('/api/inbox/SW-AAAAA', { version: 1, stage: 'inContact' })).status).toBe(401);
  });

  it('marks the cookie Secure in production', async () => {
    const production = await startTestServer(database.db, fixtureSite(), { production: true });
    try {
      const response = await new StaffClient(production.url).signIn(ALICE, PASSWORD);
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toContain('Secure');
    } finally {
      await production.close();
    }
  });
});

describe(`sign-in slow-down (${databaseKind} database)`, () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    await addStaff(database.db, { email: ALICE, name: 'Alice', role: 'admissions', password: PASSWORD });
    server = await startTestServer(database.db, fixtureSite(), {
      trustProxy: true,
      loginLimits: { perAccount: 3, perAddress: 5, windowSeconds: 600 },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const from = (address: string) => new StaffClient(server.url, { 'X-Forwarded-For': address });

  it('blocks an account from an address after its failures, even with the right password, and not its owner elsewhere', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await from('198.51.100.1').login(ALICE, 'wrong password!')).status).toBe(401);
    const blocked = await from('198.51.100.1').login(ALICE, PASSWORD);
    expect(blocked.status).toBe(429);
    const body = (await blocked.json()) as { error: string; retryAt: string };
    expect(body.error).toBe('too_many_attempts');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(new Date(body.retryAt).getTime()).toBeGreaterThan(Date.now());
    // A stranger's failures cannot lock the owner out: from her own address she still signs in.
    expect((await from('198.51.100.9').signIn(ALICE, PASSWORD)).status).toBe(200);
    // Unknown accounts are slowed the same way: the answer never tells which exist.
    for (let attempt = 1; attempt <= 3; attempt += 1)
      await from('203.0.113.1').login('nobody@example.com', 'wrong password!');
    expect((await from('203.0.113.1').login('nobody@example.com', 'x')).status).toBe(429);
  });

  it('holds the limit under 40 parallel wrong passwords for one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => from('198.51.100.77').login('carol@example.com', 'wrong password!')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status !== 401)).toEqual(
      Array(statuses.filter((s) => s !== 401).length).fill(429),
    );
  });

  it('counts an IPv6 address by its /64', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await from(`2001:db8:7:7::${attempt}`).login(`v6-${attempt}@example.com`, 'wrong')).status).toBe(401);
    expect((await from('2001:db8:7:7:ffff::9').login('v6-other@example.com', 'wrong')).status).toBe(429);
    expect((await from('2001:db8:7:8::1').login('v6-other@example.com', 'wrong')).status).toBe(401);
  });

  it('blocks an address after its failures, whatever the accounts', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await from('192.0.2.50').login(`person${attempt}@example.com`, 'wrong')).status).toBe(401);
    expect((await from('192.0.2.50').login('someone-else@example.com', 'wrong')).status).toBe(429);
    expect((await from('192.0.2.51').login('someone-else@example.com', 'wrong')).status).toBe(401);
  });

  it('opens again when the window has passed', async () => {
    await database.db.query(`UPDATE login_failures SET window_start = now() - interval '601 seconds'`);
    expect((await from('198.51.100.10').signIn(ALICE, PASSWORD)).status).toBe(200);
  });
});
