import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { COMMAND_LINE } from '../audit/audit-log';
import { issueEnrolmentLink, newLinkToken } from '../auth/enrolment-links';
import { addStaff, disableStaff, setPassword } from '../auth/staff';
import type { Database } from '../db/database';
import { listenAdminSocket } from '../admin/admin-socket';
import { runScript } from '../harness/server-process';
import { currentStep, StaffClient, totpCode } from '../harness/staff-client';
import { databaseKind, TEST_DATABASE_URL } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';
const toArabicIndic = (digits: string) => digits.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);

/** A one-time enrolment link for `email`, as `staff reset-2fa` issues one: its token. */
async function linkFor(db: Database, email: string) {
  const token = newLinkToken();
  expect(await issueEnrolmentLink(db, email, token, COMMAND_LINE)).not.toBeNull();
  return token;
}

/** An enrolment link and the password, then enrolment with a first code: answers the client (signed in), the secret and the recovery codes. */
async function enrol(test: { server: { url: string }; database: { db: Database } }, email: string) {
  const staff = new StaffClient(test.server.url);
  const token = await linkFor(test.database.db, email);
  await staff.request('POST', '/api/login/enrolment-link/accept', { token, password: PASSWORD });
  const { secret } = (await (await staff.request('POST', '/api/login/enrol')).json()) as { secret: string };
  const step = currentStep();
  const confirmed = await staff.request('POST', '/api/login/enrol/confirm', { code: totpCode(secret, step) });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { staff, secret, step, recoveryCodes };
}

describe(`second factor: enrolment and the code step (${databaseKind} database)`, () => {
  const test = useTestServer({ loginLimits: { perAccount: 1000, perAddress: 1000, windowSeconds: 600 } }, (db) =>
    Promise.all(
      ['nadia', 'omar', 'rana', 'sami', 'tariq'].map((name) =>
        addStaff(db, { email: `${name}@example.com`, name, role: 'admissions', password: PASSWORD }),
      ),
    ),
  );
  const client = () => new StaffClient(test.server.url);
  const db = () => test.database.db;

  it('enrols from an enrolment link and the password, with no session before the second factor', async () => {
    const staff = client();
    const token = await linkFor(db(), 'nadia@example.com');
    const login = await staff.request('POST', '/api/login/enrolment-link/accept', { token, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ next: 'enrol' });
    const cookies = login.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      /^sakina_pending=[A-Za-z0-9_-]{43}; Path=\/api\/login; HttpOnly; SameSite=Lax; Max-Age=300$/,
    );
    expect(staff.cookie).toBeNull();
    // The pending sign-in opens nothing private, and the database keeps only its hash.
    for (const path of ['/api/session', '/ui/protected/nav', '/api/inbox'])
      expect((await staff.request('GET', path, undefined, { Cookie: staff.pending ?? '' })).status).toBe(401);
    const pending = await db().query<{ id_hash: string }>('SELECT id_hash FROM pending_sign_ins');
    expect(pending.map((row) => row.id_hash)).not.toContain(staff.pending?.split('=')[1]);

    const offered = await staff.request('POST', '/api/login/enrol');
    expect(offered.status).toBe(200);
    const enrolment = (await offered.json()) as { secret: string; uri: string; qr: string[] };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Sakina%20Wellness:nadia%40example\.com\?/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr.length).toBeGreaterThanOrEqual(21);
    for (const row of enrolment.qr) expect(row).toMatch(new RegExp(`^[01]{${enrolment.qr.length}}$`));
    // Asking again shows the same secret: the one a phone may have scanned already.
    expect(((await (await staff.request('POST', '/api/login/enrol')).json()) as { secret: string }).secret).toBe(
      enrolment.secret,
    );

    const wrong = await staff.request('POST', '/api/login/enrol/confirm', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'invalid_code' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(staff.cookie).toBeNull();

    const pendingCookie = staff.pending;
    const confirmed = await staff.request('POST', '/api/login/enrol/confirm', {
      code: toArabicIndic(totpCode(enrolment.secret).replace(/(...)/, '$1 ')),
    });
    expect(confirmed.status).toBe(200);
    const body = (await confirmed.json()) as { user: { email: string }; recoveryCodes: string[] };
    expect(body.user).toMatchObject({ email: 'nadia@example.com', role: 'admissions' });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes)
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(staff.cookie).toMatch(/^sakina_session=/);
    expect(staff.pending).toBeNull();
    expect((await staff.get('/api/session')).status).toBe(200);
    // Recovery codes are stored hashed only.
    const stored = await db().query<{ code_hash: string }>(
      `SELECT code_hash FROM recovery_codes r JOIN staff s ON s.id = r.staff_id WHERE s.email = 'nadia@example.com'`,
    );
    expect(stored).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    // The enrolment ended its pending sign-in: enrolling again is refused.
    staff.pending = pendingCookie;
    expect((await staff.request('POST', '/api/login/enrol')).status).toBe(401);
  });

  it('signs in with the password and then a code (Arabic-Indic digits and spaces accepted)', async () => {
    const { secret } = await enrol(test, 'omar@example.com');
    const staff = client();
    const login = await staff.login('omar@example.com', PASSWORD);
    expect(await login.json()).toEqual({ next: 'code' });
    expect(staff.cookie).toBeNull();
    const answer = await staff.code(
      ` ${toArabicIndic(totpCode(secret, currentStep() + 1).replace(/(\d{3})/, '$1 '))} `,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      user: { id: expect.any(String), name: 'omar', email: 'omar@example.com', role: 'admissions', language: 'en' },
    });
    const set = answer.headers.getSetCookie();
    expect(set[0]).toMatch(/^sakina_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; /);
    expect(set[1]).toMatch(/^sakina_pending=; Path=\/api\/login; .*Max-Age=0/);
    expect((await staff.get('/api/session')).status).toBe(200);
  });

  it('ends a sign-in waiting for its code when the password changes or the account is disabled', async () => {
    const { secret } = await enrol(test, 'tariq@example.com');
    const waiting = client();
    expect(await (await waiting.login('tariq@example.com', PASSWORD)).json()).toEqual({ next: 'code' });
    await setPassword(db(), 'tariq@example.com', 'a new long password');
    expect((await waiting.code(totpCode(secret, currentStep() + 1))).status).toBe(401);
    expect(waiting.cookie).toBeNull();

    const another = client();
    expect(await (await another.login('tariq@example.com', 'a new long password')).json()).toEqual({ next: 'code' });
    await disableStaff(db(), 'tariq@example.com');
    expect((await another.code(totpCode(secret, currentStep() + 1))).status).toBe(401);
    expect(another.cookie).toBeNull();
  });

  it('refuses a code used already, even by two requests at once', async () => {
    const { secret, step } = await enrol(test, 'rana@example.com');
    // The enrolment's own code (of its step, even if the clock has moved on since) cannot sign in again.
    const again = client();
    await again.login('rana@example.com', PASSWORD);
    const replayed = await again.code(totpCode(secret, step));
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ error: 'invalid_code' });

    const [first, second] = [client(), client()];
    await first.login('rana@example.com', PASSWORD);
    await second.login('rana@example.com', PASSWORD);
    const code = totpCode(secret, currentStep() + 1);
    const answers = await Promise.all([first.code(code), second.code(code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    // A later sign-in cannot reuse it either.
    const third = client();
    await third.login('rana@example.com', PASSWORD);
    expect((await third.code(code)).status).toBe(401);
  });

  it('accepts each recovery code once, typed in any case and spacing', async () => {
    const { recoveryCodes } = await enrol(test, 'sami@example.com');
    const recovery = recoveryCodes[3] ?? '';
    const staff = client();
    await staff.login('sami@example.com', PASSWORD);
    const used = await staff.code(` ${recovery.toLowerCase().replaceAll('-', ' ')} `);
    expect(used.status).toBe(200);
    expect((await staff.get('/api/session')).status).toBe(200);

    const again = client();
    await again.login('sami@example.com', PASSWORD);
    const refused = await again.code(recovery);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'invalid_code' });
    expect((await again.code(recoveryCodes[4] ?? '')).status).toBe(200);
  });

  it('answers sign_in_expired without a pending sign-in, or once its 5 minutes are over', async () => {
    const none = await client().code('123456');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: 'sign_in_expired' });
    expect((await client().request('POST', '/api/login/enrol')).status).toBe(401);

    const staff = client();
    await staff.login('tariq@example.com', PASSWORD);
    await db().query(`UPDATE pending_sign_ins SET expires_at = now() - interval '1 second'`);
    const late = await staff.request('POST', '/api/login/enrol');
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ error: 'sign_in_expired' });
    expect(staff.pending).toBeNull();
  });

  it('answers 400 to a code of the wrong shape', async () => {
    for (const body of [{}, { code: 123456 }, { code: '1'.repeat(41) }, { code: ' - ' }])
      expect((await client().request('POST', '/api/login/code', body)).status).toBe(400);
  });
});

describe(`second factor: wrong codes count toward the sign-in limits (${databaseKind} database)`, () => {
  const test = useTestServer({ loginLimits: { perAccount: 3, perAddress: 100, windowSeconds: 600 } }, (db) =>
    addStaff(db, { email: 'wafa@example.com', name: 'Wafa', role: 'admissions', password: PASSWORD }),
  );

  it('answers 401 to a wrong code, then 429 with Retry-After, even to the right code', async () => {
    const { secret } = await enrol(test, 'wafa@example.com');
    const staff = new StaffClient(test.server.url);
    expect(await (await staff.login('wafa@example.com', PASSWORD)).json()).toEqual({ next: 'code' });
    // The password took one attempt; two wrong codes take the other two.
    for (const code of ['000000', '999999']) {
      const wrong = await staff.code(code);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: 'invalid_code' });
    }
    const blocked = await staff.code(totpCode(secret, currentStep() + 1));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: string }).error).toBe('too_many_attempts');
    expect(staff.cookie).toBeNull();
    expect((await new StaffClient(test.server.url).login('wafa@example.com', PASSWORD)).status).toBe(429);
  });
});

describe(`second factor: npm run staff -- reset-2fa (${databaseKind} database)`, () => {
  const test = useTestServer({}, (db) =>
    addStaff(db, { email: 'lost@example.com', name: 'Lost Phone', role: 'admin', password: PASSWORD }),
  );

  it('clears the factor and its recovery codes, ends the sessions, and prints an enrolment link for the new one', async () => {
    const { staff, recoveryCodes } = await enrol(test, 'lost@example.com');
    expect((await staff.get('/api/session')).status).toBe(200);
    let token = '';
    const { env, db } = test.database;
    // As on a real machine: with the embedded database held by the server, through its admin socket.
    const close = TEST_DATABASE_URL ? async () => undefined : await listenAdminSocket(env.DATA_DIR ?? '', db);
    try {
      const cli = (args: string[]) =>
        runScript(['server/cli/staff-cli.ts', ...args], { DATA_DIR: undefined, DATABASE_URL: undefined, ...env });
      expect((await cli(['list'])).output).toMatch(/^lost@example\.com\tadmin\tactive\t2fa\tLost Phone$/m);
      const reset = await cli(['reset-2fa', 'Lost@Example.com']);
      expect(reset.code).toBe(0);
      expect(reset.output).toMatch(
        /^Second factor and recovery codes cleared for lost@example\.com; its sessions have ended\.\n.*within 72 hours:\nhttps?:\/\/[^\s]+\/enrol#[A-Za-z0-9_-]{43}\n$/,
      );
      token = reset.output.trim().split('#')[1] ?? '';
      expect((await cli(['list'])).output).toMatch(/^lost@example\.com\tadmin\tactive\tno 2fa\tLost Phone$/m);
      expect((await cli(['reset-2fa', 'nobody@example.com'])).code).toBe(1);
    } finally {
      await close();
    }
    expect((await staff.get('/api/session')).status).toBe(401);
    expect(await db.query('SELECT 1 FROM recovery_codes')).toEqual([]);
    const again = new StaffClient(test.server.url);
    expect((await again.login('lost@example.com', PASSWORD)).status).toBe(403);
    // The old recovery codes are gone with it.
    expect((await again.request('POST', '/api/login/code', { code: recoveryCodes[0] })).status).toBe(401);
    expect((await again.enrolWithLink(token, 'lost@example.com', PASSWORD)).status).toBe(200);
  });
});

describe(`second factor: only a demo may skip it, never production (${databaseKind} database)`, () => {
  const demo = useTestServer({ demo: true, production: false }, (db) =>
    addStaff(db, { ...DEMO_ACCOUNT, password: DEMO_ACCOUNT.password }),
  );
  // Inconsistent on purpose (readConfig never makes it): production wins over demo.
  const production = useTestServer({ demo: true, production: true }, (db) =>
    addStaff(db, { ...DEMO_ACCOUNT, password: DEMO_ACCOUNT.password }),
  );

  it('signs the demo account in at its password in demo mode', async () => {
    const staff = new StaffClient(demo.server.url);
    const login = await staff.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(((await login.json()) as { user: { email: string } }).user.email).toBe(DEMO_ACCOUNT.email);
    expect((await staff.get('/api/session')).status).toBe(200);
  });

  it('refuses even the demo account its password alone in production (an enrolment link is needed), and issues no cookie', async () => {
    const staff = new StaffClient(production.server.url);
    const login = await staff.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ error: 'enrolment_link_required' });
    expect(login.headers.getSetCookie()).toEqual([]);
    expect(staff.cookie).toBeNull();
    // Its link opens enrolment over HTTPS only.
    const token = await linkFor(production.database.db, DEMO_ACCOUNT.email);
    const accepted = await staff.request('POST', '/api/login/enrolment-link/accept', {
      token,
      password: DEMO_ACCOUNT.password,
    });
    expect(accepted.headers.getSetCookie()).toEqual([expect.stringMatching(/^sakina_pending=.*; Secure$/)]);
  });
});
