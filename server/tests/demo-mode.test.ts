import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { addStaff } from '../auth/staff';
import { readConfig } from '../config/config';
import { seedDemo } from '../demo/demo';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const OUTSIDE = { 'X-Forwarded-For': '203.0.113.7' };

describe('demo mode: off unless asked for', () => {
  it('is on only with DEMO=true, never in production, and on loopback only', () => {
    expect(readConfig({})).toMatchObject({ demo: false, demoOffForHost: false, host: '0.0.0.0' });
    expect(readConfig({ DEMO: 'true' })).toMatchObject({ demo: true, host: '127.0.0.1' });
    expect(readConfig({ DEMO: 'true', HOST: '0.0.0.0' })).toMatchObject({ demo: false, demoOffForHost: true });
    expect(() => readConfig({ DEMO: 'true', NODE_ENV: 'production' })).toThrow(/never on in production/);
  });
});

describe(`demo mode behind a proxy on this machine (${databaseKind} database)`, () => {
  // The review's server B: a demo start with TRUST_PROXY, nginx passing on a visitor from the internet.
  const test = useTestServer({ demo: true, production: false, trustProxy: '127.0.0.1' }, seedDemo);

  it('refuses the demo account to a forwarded outside address, at its password and with its session', async () => {
    const outside = new StaffClient(test.server.url, OUTSIDE);
    const refused = await outside.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'invalid_credentials' });
    expect(outside.cookie).toBeNull();

    // On this machine it signs in; its session carried outside opens nothing.
    const here = new StaffClient(test.server.url);
    expect((await here.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).status).toBe(200);
    expect((await here.get(API_PATHS.session)).status).toBe(200);
    for (const path of [API_PATHS.session, API_PATHS.inbox])
      expect((await here.request('GET', path, undefined, OUTSIDE)).status).toBe(401);
  });

  it('lets the demo account try the inbox, and not export, invite or read the trail', async () => {
    const here = new StaffClient(test.server.url);
    const login = await here.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admissions');
    expect((await here.get(API_PATHS.inbox)).status).toBe(200);
    expect((await here.get(`${API_PATHS.enquiriesExport}?from=2026-01-01&to=2026-01-31`)).status).toBe(403);
    expect((await here.get(API_PATHS.audit)).status).toBe(403);
    expect((await here.get(API_PATHS.accounts)).status).toBe(403);
    const invite = { email: 'x@example.com', name: 'X', role: 'admin', language: 'en' };
    expect((await here.request('POST', API_PATHS.accounts, invite)).status).toBe(403);
  });
});

describe(`demo mode: a demo account left as admin by an earlier version (${databaseKind} database)`, () => {
  const test = useTestServer({ demo: true, production: false }, async (db) => {
    await addStaff(db, { ...DEMO_ACCOUNT, role: 'admin' });
    await seedDemo(db);
  });

  it('is the inbox role again once demo mode starts', async () => {
    const here = new StaffClient(test.server.url);
    const login = await here.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admissions');
    expect((await here.get(API_PATHS.audit)).status).toBe(403);
  });
});
