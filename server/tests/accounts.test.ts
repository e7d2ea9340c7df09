import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountAnswer, AccountsAnswer, InvitedAnswer, ProfileAnswer } from '#contracts/accounts';
import { accountPath, accountSecondFactorPath, API_PATHS, invitationPath } from '#contracts/api-paths';
import type { SessionAnswer } from '#contracts/auth';
import { paths } from '#contracts/routes';
import type { StaffRole } from '#contracts/roles';
import { changeAccountByAdmin } from '../accounts/accounts-store';
import { addStaff, disableStaff } from '../auth/staff';
import type { ServerConfig } from '../config/config';
import type { Database } from '../db/database';
import { bodyOf, startFakeSmtp } from './support/fake-smtp';
import { StaffClient } from '../harness/staff-client';
import { databaseKind, openTestDatabase, TEST_DATABASE_URL } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'another long password';
const NO_LIMITS = { loginLimits: { perAccount: 1000, perAddress: 1000, windowSeconds: 600 } };

const addAccounts = (db: Database, accounts: [email: string, role: StaffRole][]) =>
  Promise.all(
    accounts.map(([email, role]) =>
      addStaff(db, { email, name: email.split('@')[0] ?? email, role, password: PASSWORD }),
    ),
  );

/** A browser signed in as `email` (enrolling its second factor first when it has none). */
async function signedIn(url: string, email: string, password = PASSWORD) {
  const client = new StaffClient(url);
  const answer = await client.signIn(email, password);
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  return client;
}

async function invite(admin: StaffClient, body: { email: string; name: string; role: StaffRole; language: string }) {
  const response = await admin.request('POST', API_PATHS.accounts, body);
  expect(response.status).toBe(201);
  return (await response.json()) as InvitedAnswer;
}

const tokenOf = (link: string) => link.split('#')[1] ?? '';

/** Accepts an invitation in a new browser and enrols its second factor: answers the browser, signed in. */
async function join(url: string, link: string, email: string) {
  const client = new StaffClient(url);
  const accepted = await client.request('POST', API_PATHS.joinAccept, { token: tokenOf(link), password: PASSWORD });
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual({ next: 'enrol' });
  expect(client.cookie).toBeNull();
  const enrolled = await client.enrol(email);
  expect(enrolled.status).toBe(200);
  return { client, enrolled: (await enrolled.json()) as SessionAnswer & { recoveryCodes: string[] } };
}

/** The audit trail's entries of `action`, oldest first. */
const auditOf = (db: Database, action: string) =>
  db.query<{ staff_email: string | null; account: string | null; detail: unknown }>(
    'SELECT staff_email, account, detail FROM audit_events WHERE action = $1 ORDER BY id',
    [action],
  );

const accountsOf = async (admin: StaffClient) => {
  const response = await admin.get(API_PATHS.accounts);
  expect(response.status).toBe(200);
  return (await response.json()) as AccountsAnswer;
};
const idOf = async (admin: StaffClient, email: string) => {
  const account = (await accountsOf(admin)).accounts.find((one) => one.email === email);
  if (!account) throw new Error(`No account ${email}.`);
  return account.id;
};

describe(`accounts: invitations and the admins' changes (${databaseKind} database)`, () => {
  const test = useTestServer(NO_LIMITS, (db) =>
    addAccounts(db, [
      ['ada@example.com', 'admin'],
      ['nour@example.com', 'admissions'],
      ['mona@example.com', 'manager'],
      ['sami@example.com', 'admissions'],
      ['reem@example.com', 'admissions'],
    ]),
  );
  const url = () => test.server.url;
  const db = () => test.database.db;

  it('invites, and the invitee joins with a password and a second factor and is signed in with the role', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const before = Date.now();
    const invited = await invite(admin, {
      email: ' Layla@Example.com ',
      name: 'Layla Haddad',
      role: 'manager',
      language: 'ar',
    });
    expect(invited.emailed).toBe(false);
    expect(invited.invitation).toMatchObject({
      id: expect.any(String),
      name: 'Layla Haddad',
      email: 'layla@example.com',
      role: 'manager',
      language: 'ar',
    });
    const hours = (Date.parse(invited.invitation.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    expect(invited.link).toMatch(new RegExp(`^${url()}/join#[A-Za-z0-9_-]{43}$`));
    // Only the token's hash is kept.
    const stored = await db().query<{ token_hash: string }>('SELECT token_hash FROM invitations');
    expect(stored.map((row) => row.token_hash)).not.toContain(tokenOf(invited.link));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(invited.link));

    const listed = await accountsOf(admin);
    expect(listed.invitations).toEqual([invited.invitation]);
    expect(listed.accounts.map((account) => account.email)).not.toContain('layla@example.com');

    // The invitation page greets the invitee; no sign-in needed.
    const visitor = new StaffClient(url());
    const read = await visitor.request('POST', API_PATHS.join, { token: tokenOf(invited.link) });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({ name: 'Layla Haddad', email: 'layla@example.com', language: 'ar' });

    const { client, enrolled } = await join(url(), invited.link, 'layla@example.com');
    expect(enrolled.user).toEqual({
      id: expect.any(String),
      name: 'Layla Haddad',
      email: 'layla@example.com',
      role: 'manager',
      language: 'ar',
    });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    const session = await client.get(API_PATHS.session);
    expect(session.status).toBe(200);
    expect(((await session.json()) as SessionAnswer).user.role).toBe('manager');
    // A manager reads reports, not the inbox nor the accounts.
    expect((await client.get(API_PATHS.inbox)).status).toBe(403);
    expect((await client.get(API_PATHS.accounts)).status).toBe(403);
    const navigation = JSON.stringify(await (await client.get(API_PATHS.navigation)).json());
    expect(navigation).toContain(paths.reports);
    expect(navigation).not.toContain(paths.accounts);
    expect(navigation).not.toContain(paths.inbox);

    const after = await accountsOf(admin);
    expect(after.invitations).toEqual([]);
    expect(after.accounts.find((account) => account.email === 'layla@example.com')).toEqual({
      id: enrolled.user.id,
      name: 'Layla Haddad',
      email: 'layla@example.com',
      role: 'manager',
      language: 'ar',
      secondFactor: true,
      lastSignInAt: expect.any(String),
      disabled: false,
    });
    const lastSignIn = after.accounts.find((account) => account.email === 'layla@example.com')?.lastSignInAt ?? '';
    expect(Math.abs(Date.parse(lastSignIn) - Date.now())).toBeLessThan(60_000);

    expect(await auditOf(db(), 'account-invited')).toContainEqual({
      staff_email: 'ada@example.com',
      account: 'layla@example.com',
      detail: { role: 'manager', language: 'ar' },
    });
    expect(await auditOf(db(), 'invitation-accepted')).toContainEqual({
      staff_email: 'layla@example.com',
      account: 'layla@example.com',
      detail: { role: 'manager' },
    });
    const enrolments = await auditOf(db(), 'second-factor-enrolled');
    expect(enrolments.map((entry) => entry.staff_email)).toContain('layla@example.com');
  });

  it('refuses an invitation for an email that has an account or an open invitation (409)', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const exists = await admin.request('POST', API_PATHS.accounts, {
      email: 'NOUR@example.com',
      name: 'Nour again',
      role: 'admin',
      language: 'en',
    });
    expect(exists.status).toBe(409);
    expect(await exists.json()).toMatchObject({ error: 'account_exists' });
    await invite(admin, { email: 'twice@example.com', name: 'Twice', role: 'admissions', language: 'en' });
    const again = await admin.request('POST', API_PATHS.accounts, {
      email: 'twice@example.com',
      name: 'Twice',
      role: 'admin',
      language: 'en',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'account_exists' });
  });

  it('answers an expired invitation as invalid, like an unknown one, and no longer lists it', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const invited = await invite(admin, {
      email: 'late@example.com',
      name: 'Late',
      role: 'admissions',
      language: 'en',
    });
    await db().query(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      invited.invitation.id,
    ]);
    const visitor = new StaffClient(url());
    for (const token of [tokenOf(invited.link), 'A'.repeat(43)]) {
      const read = await visitor.request('POST', API_PATHS.join, { token });
      expect(read.status).toBe(404);
      expect(await read.json()).toMatchObject({ error: 'invitation_invalid' });
      const accepted = await visitor.request('POST', API_PATHS.joinAccept, { token, password: PASSWORD });
      expect(accepted.status).toBe(404);
      expect(await accepted.json()).toMatchObject({ error: 'invitation_invalid' });
    }
    expect(visitor.pending).toBeNull();
    expect((await accountsOf(admin)).invitations.map((one) => one.email)).not.toContain('late@example.com');
    expect(await db().query(`SELECT 1 FROM staff WHERE email = 'late@example.com'`)).toEqual([]);
    // An expired invitation is no longer open: the same email may be invited again.
    await invite(admin, { email: 'late@example.com', name: 'Late', role: 'admissions', language: 'en' });
  });

  it('uses an invitation once: a second accept, and one of two parallel accepts, are refused', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const first = await invite(admin, { email: 'once@example.com', name: 'Once', role: 'admissions', language: 'en' });
    await join(url(), first.link, 'once@example.com');
    const again = await new StaffClient(url()).request('POST', API_PATHS.joinAccept, {
      token: tokenOf(first.link),
      password: NEW_PASSWORD,
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: 'invitation_invalid' });
    expect((await new StaffClient(url()).request('POST', API_PATHS.join, { token: tokenOf(first.link) })).status).toBe(
      404,
    );

    const raced = await invite(admin, { email: 'race@example.com', name: 'Race', role: 'admin', language: 'en' });
    const answers = await Promise.all(
      [PASSWORD, NEW_PASSWORD].map((password) =>
        new StaffClient(url()).request('POST', API_PATHS.joinAccept, { token: tokenOf(raced.link), password }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await db().query(`SELECT 1 FROM staff WHERE email = 'race@example.com'`)).toHaveLength(1);
    expect(
      (await auditOf(db(), 'invitation-accepted')).filter((entry) => entry.account === 'race@example.com'),
    ).toHaveLength(1);
  });

  it('answers 409 when the email got an account between the invitation and its acceptance', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const invited = await invite(admin, { email: 'both@example.com', name: 'Both', role: 'admin', language: 'en' });
    await addStaff(db(), { email: 'both@example.com', name: 'Both', role: 'admissions', password: PASSWORD });
    const accepted = await new StaffClient(url()).request('POST', API_PATHS.joinAccept, {
      token: tokenOf(invited.link),
      password: NEW_PASSWORD,
    });
    expect(accepted.status).toBe(409);
    expect(await accepted.json()).toMatchObject({ error: 'account_exists' });
    // Nothing of the attempt stays: the invitation is still open, the account is as it was.
    const [row] = await db().query<{ role: string }>(`SELECT role FROM staff WHERE email = 'both@example.com'`);
    expect(row?.role).toBe('admissions');
    expect((await accountsOf(admin)).invitations.map((one) => one.email)).toContain('both@example.com');
  });

  it('withdraws an open invitation: its link stops working, and a second withdrawal is 404', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const invited = await invite(admin, { email: 'gone@example.com', name: 'Gone', role: 'manager', language: 'en' });
    const withdrawn = await admin.request('DELETE', invitationPath(invited.invitation.id));
    expect(withdrawn.status).toBe(204);
    expect((await admin.request('DELETE', invitationPath(invited.invitation.id))).status).toBe(404);
    expect((await admin.request('DELETE', invitationPath('999999'))).status).toBe(404);
    expect((await accountsOf(admin)).invitations.map((one) => one.email)).not.toContain('gone@example.com');
    const accepted = await new StaffClient(url()).request('POST', API_PATHS.joinAccept, {
      token: tokenOf(invited.link),
      password: PASSWORD,
    });
    expect(accepted.status).toBe(404);
    expect(await auditOf(db(), 'invitation-withdrawn')).toEqual([
      { staff_email: 'ada@example.com', account: 'gone@example.com', detail: { role: 'manager' } },
    ]);
  });

  it('disabling ends the account’s open session at once; enabling lets it sign in again', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const member = await signedIn(url(), 'sami@example.com');
    expect((await member.get(API_PATHS.session)).status).toBe(200);
    const id = await idOf(admin, 'sami@example.com');

    const disabled = await admin.patch(accountPath(id), { disabled: true });
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as AccountAnswer).account).toMatchObject({
      id,
      email: 'sami@example.com',
      disabled: true,
    });
    expect((await member.get(API_PATHS.session)).status).toBe(401);
    expect((await member.get(API_PATHS.inbox)).status).toBe(401);
    expect(await db().query(`SELECT 1 FROM sessions WHERE staff_id = $1`, [id])).toEqual([]);
    expect((await new StaffClient(url()).login('sami@example.com', PASSWORD)).status).toBe(401);
    expect((await accountsOf(admin)).accounts.find((one) => one.id === id)?.disabled).toBe(true);

    expect((await admin.patch(accountPath(id), { disabled: false })).status).toBe(200);
    await signedIn(url(), 'sami@example.com');
    const entries = [...(await auditOf(db(), 'account-disabled')), ...(await auditOf(db(), 'account-enabled'))];
    expect(entries.filter((entry) => entry.account === 'sami@example.com')).toEqual([
      { staff_email: 'ada@example.com', account: 'sami@example.com', detail: null },
      { staff_email: 'ada@example.com', account: 'sami@example.com', detail: null },
    ]);
  });

  it('a role change changes what the routes and the navigation allow, at once', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const member = await signedIn(url(), 'reem@example.com');
    const id = await idOf(admin, 'reem@example.com');
    expect((await member.get(API_PATHS.accounts)).status).toBe(403);

    const promoted = await admin.patch(accountPath(id), { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(((await promoted.json()) as AccountAnswer).account.role).toBe('admin');
    // The same session, no new sign-in: the server reads the role on every request.
    expect((await member.get(API_PATHS.accounts)).status).toBe(200);
    expect(JSON.stringify(await (await member.get(API_PATHS.navigation)).json())).toContain(paths.accounts);

    expect((await member.patch(accountPath(id), { role: 'admissions' })).status).toBe(200);
    expect((await member.get(API_PATHS.accounts)).status).toBe(403);
    expect((await member.get(API_PATHS.inbox)).status).toBe(200);
    expect(JSON.stringify(await (await member.get(API_PATHS.navigation)).json())).not.toContain(paths.accounts);

    const changes = (await auditOf(db(), 'role-changed')).filter((entry) => entry.account === 'reem@example.com');
    expect(changes).toEqual([
      { staff_email: 'ada@example.com', account: 'reem@example.com', detail: { from: 'admissions', to: 'admin' } },
      { staff_email: 'reem@example.com', account: 'reem@example.com', detail: { from: 'admin', to: 'admissions' } },
    ]);
    // The same role again changes nothing and records nothing.
    expect((await admin.patch(accountPath(id), { role: 'admissions' })).status).toBe(200);
    expect((await auditOf(db(), 'role-changed')).filter((entry) => entry.account === 'reem@example.com')).toHaveLength(
      2,
    );
  });

  it('resets another account’s second factor: its sessions end and it enrols again from a link; one’s own is not reset here', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const member = await signedIn(url(), 'nour@example.com');
    const id = await idOf(admin, 'nour@example.com');
    const reset = await admin.request('DELETE', accountSecondFactorPath(id));
    expect(reset.status).toBe(200);
    const { link } = (await reset.json()) as { link: string };
    expect((await member.get(API_PATHS.session)).status).toBe(401);
    const [row] = await db().query<{ totp_secret: string | null; codes: number }>(
      'SELECT totp_secret, (SELECT count(*)::int FROM recovery_codes WHERE staff_id = staff.id) AS codes FROM staff WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ totp_secret: null, codes: 0 });
    expect((await accountsOf(admin)).accounts.find((one) => one.id === id)?.secondFactor).toBe(false);
    const phone = new StaffClient(url());
    expect((await phone.login('nour@example.com', PASSWORD)).status).toBe(403);
    expect((await phone.enrolWithLink(tokenOf(link), 'nour@example.com', PASSWORD)).status).toBe(200);
    expect(
      (await auditOf(db(), 'second-factor-reset')).filter((entry) => entry.account === 'nour@example.com'),
    ).toEqual([{ staff_email: 'ada@example.com', account: 'nour@example.com', detail: null }]);

    expect((await admin.request('DELETE', accountSecondFactorPath('999999'))).status).toBe(404);
    const own = await admin.request('DELETE', accountSecondFactorPath(await idOf(admin, 'ada@example.com')));
    expect(own.status).toBe(403);
    expect((await admin.get(API_PATHS.session)).status).toBe(200);
  });

  it('answers 401 to no session and 403 to roles without accounts on every accounts route', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const id = await idOf(admin, 'mona@example.com');
    const routes: [string, string, unknown][] = [
      ['GET', API_PATHS.accounts, undefined],
      ['POST', API_PATHS.accounts, { email: 'x@example.com', name: 'X', role: 'admin', language: 'en' }],
      ['PATCH', accountPath(id), { role: 'admin' }],
      ['DELETE', accountSecondFactorPath(id), undefined],
      ['DELETE', invitationPath('1'), undefined],
    ];
    const others = [await signedIn(url(), 'mona@example.com'), await signedIn(url(), 'nour@example.com')];
    for (const [method, path, body] of routes) {
      expect((await new StaffClient(url()).request(method, path, body)).status, `${method} ${path}`).toBe(401);
      for (const other of others)
        expect((await other.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await accountsOf(admin)).accounts.find((one) => one.id === id)?.role).toBe('manager');
    expect((await accountsOf(admin)).invitations.map((one) => one.email)).not.toContain('x@example.com');
  });

  it('answers bad bodies and addresses with 400, never 500', async () => {
    const admin = await signedIn(url(), 'ada@example.com');
    const id = await idOf(admin, 'mona@example.com');
    const good = { email: 'new@example.com', name: 'New', role: 'admissions', language: 'en' };
    const bad: [string, string, unknown][] = [
      ['POST', API_PATHS.accounts, { ...good, email: 'not an email' }],
      ['POST', API_PATHS.accounts, { ...good, role: 'owner' }],
      ['POST', API_PATHS.accounts, { ...good, language: 'fr' }],
      ['POST', API_PATHS.accounts, { ...good, name: 'Two\nlines' }],
      ['POST', API_PATHS.accounts, { ...good, name: '   ' }],
      ['POST', API_PATHS.accounts, { email: 'new@example.com' }],
      ['POST', API_PATHS.accounts, []],
      ['PATCH', accountPath(id), {}],
      ['PATCH', accountPath(id), { role: 'owner' }],
      ['PATCH', accountPath(id), { disabled: 'yes' }],
      ['PATCH', accountPath('abc'), { role: 'admin' }],
      ['PATCH', accountPath('0'), { role: 'admin' }],
      ['PATCH', accountPath('99999999999999999999'), { role: 'admin' }],
      ['DELETE', accountSecondFactorPath('-1'), undefined],
      ['DELETE', invitationPath('1.5'), undefined],
      ['POST', API_PATHS.join, { token: 'short' }],
      ['POST', API_PATHS.join, {}],
      ['POST', API_PATHS.joinAccept, { token: 'A'.repeat(43), password: 'short' }],
      ['POST', API_PATHS.joinAccept, { token: 'A'.repeat(43) }],
      ['PATCH', API_PATHS.profile, {}],
      ['PATCH', API_PATHS.profile, { language: 'de' }],
      ['PATCH', API_PATHS.profile, { name: '' }],
      ['POST', API_PATHS.profilePassword, { currentPassword: PASSWORD, newPassword: 'short' }],
      ['POST', API_PATHS.profilePassword, { newPassword: NEW_PASSWORD }],
      ['POST', API_PATHS.profileSecondFactor, {}],
    ];
    for (const [method, path, body] of bad) {
      const response = await admin.request(method, path, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await accountsOf(admin)).accounts.find((one) => one.id === id)?.role).toBe('manager');
  });
});

describe(`accounts: the last enabled admin stays (${databaseKind} database)`, () => {
  const test = useTestServer(NO_LIMITS, (db) =>
    addAccounts(db, [
      ['hala@example.com', 'admin'],
      ['idris@example.com', 'admin'],
      ['jana@example.com', 'admissions'],
    ]),
  );
  const url = () => test.server.url;
  const enabledAdmins = async () =>
    (
      await test.database.db.query<{ email: string }>(
        `SELECT email FROM staff WHERE role = 'admin' AND NOT disabled ORDER BY email`,
      )
    ).map((row) => row.email);

  it('refuses to demote or disable the last enabled admin, oneself included (409), and records nothing', async () => {
    const hala = await signedIn(url(), 'hala@example.com');
    const idris = await signedIn(url(), 'idris@example.com');
    const halaId = await idOf(hala, 'hala@example.com');
    const idrisId = await idOf(hala, 'idris@example.com');

    // Two admins: one may go, by another's hand or her own.
    expect((await hala.patch(accountPath(idrisId), { disabled: true })).status).toBe(200);
    expect(await enabledAdmins()).toEqual(['hala@example.com']);
    for (const change of [{ role: 'manager' }, { disabled: true }, { role: 'admissions', disabled: true }]) {
      const refused = await hala.patch(accountPath(halaId), change);
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'last_admin' });
    }
    expect((await hala.get(API_PATHS.accounts)).status).toBe(200);
    // A disabled admin is no admin to keep: enabling her makes two again, and then one may step down.
    expect((await hala.patch(accountPath(idrisId), { disabled: false })).status).toBe(200);
    expect((await hala.patch(accountPath(halaId), { role: 'admissions' })).status).toBe(200);
    expect((await hala.get(API_PATHS.accounts)).status).toBe(403);
    expect(await enabledAdmins()).toEqual(['idris@example.com']);
    // Disabling ended his session: he signs in again.
    expect((await idris.get(API_PATHS.session)).status).toBe(401);
    const again = await signedIn(url(), 'idris@example.com');
    expect((await again.patch(accountPath(idrisId), { role: 'manager' })).status).toBe(409);
    expect((await again.patch(accountPath(halaId), { role: 'admin' })).status).toBe(200);

    const roleChanges = await auditOf(test.database.db, 'role-changed');
    expect(roleChanges).toEqual([
      { staff_email: 'hala@example.com', account: 'hala@example.com', detail: { from: 'admin', to: 'admissions' } },
      { staff_email: 'idris@example.com', account: 'hala@example.com', detail: { from: 'admissions', to: 'admin' } },
    ]);
  });

  it('of two admins demoting or disabling each other (or themselves) at once, exactly one succeeds', async () => {
    const hala = await signedIn(url(), 'hala@example.com');
    const idris = await signedIn(url(), 'idris@example.com');
    const halaId = await idOf(hala, 'hala@example.com');
    const idrisId = await idOf(hala, 'idris@example.com');
    const rounds: [StaffClient, string, object][][] = [
      [
        [hala, idrisId, { role: 'manager' }],
        [idris, halaId, { role: 'manager' }],
      ],
      [
        [hala, halaId, { role: 'admissions' }],
        [idris, idrisId, { role: 'admissions' }],
      ],
      [
        [hala, idrisId, { disabled: true }],
        [idris, halaId, { disabled: true }],
      ],
      [
        [hala, halaId, { disabled: true }],
        [idris, idrisId, { role: 'manager' }],
      ],
    ];
    for (const round of rounds) {
      expect(await enabledAdmins()).toEqual(['hala@example.com', 'idris@example.com']);
      const answers = await Promise.all(round.map(([client, id, change]) => client.patch(accountPath(id), change)));
      // The other is refused: 409 when both passed the sign-in and role check first; else 403 when
      // the winner's change had already taken the loser's admin role, 401 when it had disabled her.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0], JSON.stringify(round.map(([, , change]) => change))).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      expect(await enabledAdmins()).toHaveLength(1);
      // Put both back for the next round, straight in the database (the sessions may have ended).
      await test.database.db.query(
        `UPDATE staff SET role = 'admin', disabled = false WHERE email IN ('hala@example.com', 'idris@example.com')`,
      );
      for (const client of [hala, idris]) {
        if ((await client.get(API_PATHS.session)).status !== 200) {
          const email = client === hala ? 'hala@example.com' : 'idris@example.com';
          const fresh = await signedIn(url(), email);
          client.cookie = fresh.cookie;
        }
      }
    }
  });

  // Over HTTP the two requests rarely meet inside the database; here they are made to. On
  // PostgreSQL a third connection holds both admins' rows until both changes wait for them, then
  // lets go: without the admins' lock each change would still see the other admin and both pass.
  it(`of two changes that meet inside the database, one keeps the last admin (${
    TEST_DATABASE_URL ? 'both held at a row lock, then let go together' : 'one connection, one statement at a time'
  })`, async () => {
    const { db, env } = test.database;
    await db.query(
      `UPDATE staff SET role = 'admin', disabled = false WHERE email IN ('hala@example.com', 'idris@example.com')`,
    );
    const ids = await db.query<{ id: string; email: string }>(
      `SELECT id::text AS id, email FROM staff WHERE email IN ('hala@example.com', 'idris@example.com') ORDER BY email`,
    );
    const [hala, idris] = ids.map((row) => ({
      ...row,
      actor: { staffId: row.id, email: row.email, address: '127.0.0.1' },
    }));
    if (!hala || !idris) throw new Error('No admins.');
    const changeBoth = () =>
      Promise.all([
        changeAccountByAdmin(db, idris.id, { role: 'manager' }, hala.actor),
        changeAccountByAdmin(db, hala.id, { disabled: true }, idris.actor),
      ]);

    let results: string[];
    if (TEST_DATABASE_URL) {
      const blocker = await openTestDatabase(env);
      try {
        results = await blocker.withConnection(async (connection) => {
          await connection.query('BEGIN');
          await connection.query(`SELECT id FROM staff WHERE role = 'admin' FOR UPDATE`);
          const changes = changeBoth();
          await vi.waitFor(
            async () => {
              // From another connection: inside a transaction the activity view stays as first read.
              const [waiting] = await blocker.query<{ count: number }>(
                `SELECT count(*)::int AS count FROM pg_stat_activity
                 WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
              );
              expect(waiting?.count).toBe(2);
            },
            // A ceiling for a hung run, not a budget: a loaded machine only makes the wait longer.
            { timeout: 5 * 60_000, interval: 20 },
          );
          await connection.query('COMMIT');
          return changes;
        });
      } finally {
        await blocker.close();
      }
    } else results = await changeBoth();
    expect(results.sort()).toEqual(['changed', 'last-admin']);
    expect(await enabledAdmins()).toHaveLength(1);
  });
});

describe(`accounts: one's own account (${databaseKind} database)`, () => {
  const test = useTestServer(NO_LIMITS, (db) =>
    addAccounts(db, [
      ['kamal@example.com', 'admissions'],
      ['lina@example.com', 'manager'],
      ['maha@example.com', 'admin'],
    ]),
  );
  const url = () => test.server.url;
  const db = () => test.database.db;

  it('shows one’s account and saves name and language, which the session then answers', async () => {
    const member = await signedIn(url(), 'kamal@example.com');
    const profile = await member.get(API_PATHS.profile);
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const body = (await profile.json()) as ProfileAnswer;
    expect(body).toEqual({
      user: { id: expect.any(String), name: 'kamal', email: 'kamal@example.com', role: 'admissions', language: 'en' },
      secondFactor: true,
      lastSignInAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(body.lastSignInAt ?? '') - Date.now())).toBeLessThan(60_000);

    const changed = await member.patch(API_PATHS.profile, { name: '  Kamal Aziz ', language: 'ar' });
    expect(changed.status).toBe(200);
    const expected = {
      id: body.user.id,
      name: 'Kamal Aziz',
      email: 'kamal@example.com',
      role: 'admissions',
      language: 'ar',
    };
    expect(await changed.json()).toEqual({ user: expected });
    expect(await (await member.get(API_PATHS.session)).json()).toEqual({ user: expected });
    expect(((await (await member.get(API_PATHS.profile)).json()) as ProfileAnswer).user).toEqual(expected);
    // Only the language: the name stays.
    expect(await (await member.patch(API_PATHS.profile, { language: 'en' })).json()).toEqual({
      user: { ...expected, language: 'en' },
    });
    // On any device: a new sign-in answers the saved language.
    await member.patch(API_PATHS.profile, { language: 'ar' });
    const elsewhere = new StaffClient(url());
    const answer = await elsewhere.signIn('kamal@example.com', PASSWORD);
    expect(((await answer.json()) as SessionAnswer).user.language).toBe('ar');

    expect(await auditOf(db(), 'profile-changed')).toEqual([
      {
        staff_email: 'kamal@example.com',
        account: 'kamal@example.com',
        detail: { name: 'Kamal Aziz', language: 'ar' },
      },
      { staff_email: 'kamal@example.com', account: 'kamal@example.com', detail: { language: 'en' } },
      { staff_email: 'kamal@example.com', account: 'kamal@example.com', detail: { language: 'ar' } },
    ]);
  });

  it('changes the password with the right current one, ending every other session but this one', async () => {
    const here = await signedIn(url(), 'lina@example.com');
    const elsewhere = await signedIn(url(), 'lina@example.com');
    const wrong = await here.request('POST', API_PATHS.profilePassword, {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'invalid_credentials' });
    expect((await elsewhere.get(API_PATHS.session)).status).toBe(200);
    expect((await here.get(API_PATHS.session)).status).toBe(200);

    const changed = await here.request('POST', API_PATHS.profilePassword, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    expect((await here.get(API_PATHS.session)).status).toBe(200);
    expect((await elsewhere.get(API_PATHS.session)).status).toBe(401);
    expect((await new StaffClient(url()).login('lina@example.com', PASSWORD)).status).toBe(401);
    await signedIn(url(), 'lina@example.com', NEW_PASSWORD);
    expect(await auditOf(db(), 'password-changed')).toEqual([
      { staff_email: 'lina@example.com', account: 'lina@example.com', detail: null },
    ]);
  });

  it('resets one’s own second factor with the current password: every session ends, and its link enrols the new phone', async () => {
    const here = await signedIn(url(), 'maha@example.com');
    const elsewhere = await signedIn(url(), 'maha@example.com');
    const wrong = await here.request('POST', API_PATHS.profileSecondFactor, { currentPassword: 'not the password' });
    expect(wrong.status).toBe(403);
    expect((await here.get(API_PATHS.session)).status).toBe(200);

    const reset = await here.request('POST', API_PATHS.profileSecondFactor, { currentPassword: PASSWORD });
    expect(reset.status).toBe(200);
    const { link } = (await reset.json()) as { link: string };
    expect(reset.headers.getSetCookie()).toEqual([expect.stringMatching(/^sakina_session=; Path=\/; .*Max-Age=0/)]);
    expect(here.cookie).toBeNull();
    expect((await elsewhere.get(API_PATHS.session)).status).toBe(401);
    const [row] = await db().query<{ totp_secret: string | null; codes: number }>(
      `SELECT totp_secret, (SELECT count(*)::int FROM recovery_codes WHERE staff_id = staff.id) AS codes
       FROM staff WHERE email = 'maha@example.com'`,
    );
    expect(row).toEqual({ totp_secret: null, codes: 0 });
    const phone = new StaffClient(url());
    expect((await phone.login('maha@example.com', PASSWORD)).status).toBe(403);
    expect((await phone.enrolWithLink(tokenOf(link), 'maha@example.com', PASSWORD)).status).toBe(200);
    expect(await auditOf(db(), 'second-factor-reset')).toEqual([
      { staff_email: 'maha@example.com', account: 'maha@example.com', detail: null },
    ]);
  });
});

describe(`accounts: guessing is limited (${databaseKind} database)`, () => {
  const test = useTestServer({ loginLimits: { perAccount: 3, perAddress: 100, windowSeconds: 600 } }, (db) =>
    addAccounts(db, [['omar@example.com', 'admin']]),
  );

  it('counts wrong invitation tokens and wrong current passwords like wrong sign-ins (429)', async () => {
    const visitor = new StaffClient(test.server.url);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await visitor.request('POST', API_PATHS.join, { token: 'B'.repeat(43) })).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const accepted = await visitor.request('POST', API_PATHS.joinAccept, { token: 'B'.repeat(43), password: PASSWORD });
    expect(accepted.status).toBe(429);
    expect(accepted.headers.get('retry-after')).toMatch(/^\d+$/);

    const member = await signedIn(test.server.url, 'omar@example.com');
    const guesses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      guesses.push(
        (
          await member.request('POST', API_PATHS.profilePassword, {
            currentPassword: `guess number ${attempt}`,
            newPassword: NEW_PASSWORD,
          })
        ).status,
      );
    expect(guesses).toEqual([403, 403, 403, 429]);
    // Even the right password waits now, and the session is still there.
    const right = await member.request('POST', API_PATHS.profileSecondFactor, { currentPassword: PASSWORD });
    expect(right.status).toBe(429);
    expect((await member.get(API_PATHS.session)).status).toBe(200);
  });
});

describe(`accounts: invitations by email (${databaseKind} database)`, () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  const sending: Partial<ServerConfig> = { ...NO_LIMITS };
  const failingToSend: Partial<ServerConfig> = { ...NO_LIMITS };
  // Before the servers start (hooks run in the order they were added): one SMTP server that takes
  // messages, and the address of one that has closed.
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    const closed = await startFakeSmtp();
    await closed.close();
    sending.smtp = { url: smtp.url, from: 'team@example.com', to: 'admissions@example.com' };
    failingToSend.smtp = { url: closed.url, from: 'team@example.com', to: 'admissions@example.com' };
  });
  afterAll(() => smtp.close());
  const test = useTestServer(sending, (db) => addAccounts(db, [['pia@example.com', 'admin']]));
  const failing = useTestServer(failingToSend, (db) => addAccounts(db, [['pia@example.com', 'admin']]));

  it('emails the link to the invitee in the invitation’s language', async () => {
    const admin = await signedIn(test.server.url, 'pia@example.com');
    const invited = await invite(admin, {
      email: 'rami@example.com',
      name: 'Rami',
      role: 'admissions',
      language: 'ar',
    });
    expect(invited.emailed).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    const raw = smtp.messages[0] ?? '';
    expect(raw).toMatch(/^To: rami@example\.com$/im);
    expect(raw).toMatch(/^From: team@example\.com$/im);
    const text = bodyOf(raw);
    expect(text).toContain(invited.link);
    expect(text).toContain('مرحبًا Rami');
    expect(text).toContain('٢٤ ساعة');

    const english = await invite(admin, { email: 'sara@example.com', name: 'Sara', role: 'manager', language: 'en' });
    expect(english.emailed).toBe(true);
    const second = bodyOf(smtp.messages[1] ?? '');
    expect(second).toContain(english.link);
    expect(second).toContain('within 24 hours');
  });

  it('keeps the invitation when the email cannot be sent, and answers emailed: false', async () => {
    const admin = await signedIn(failing.server.url, 'pia@example.com');
    const invited = await invite(admin, { email: 'tala@example.com', name: 'Tala', role: 'admin', language: 'en' });
    expect(invited.emailed).toBe(false);
    expect((await accountsOf(admin)).invitations).toEqual([invited.invitation]);
    await join(failing.server.url, invited.link, 'tala@example.com');
  });
});

describe(`accounts: invitations end with their inviter's rights (${databaseKind} database)`, () => {
  const test = useTestServer(NO_LIMITS, (db) =>
    addAccounts(db, [
      ['eve@example.com', 'admin'],
      ['ida@example.com', 'admin'],
      ['ola@example.com', 'admin'],
      ['uma@example.com', 'admin'],
    ]),
  );
  const url = () => test.server.url;
  /** Whether the invitation's link still opens it. */
  const opens = async (link: string) =>
    (await new StaffClient(url()).request('POST', API_PATHS.join, { token: tokenOf(link) })).status === 200;
  const invitee = (email: string, role: StaffRole) => ({ email, name: email, role, language: 'en' });

  it('withdraws an admin’s open invitations, in the trail, when the admin is disabled or demoted, from the page or the command', async () => {
    const [eve, ida, ola, uma] = await Promise.all(
      ['eve', 'ida', 'ola', 'uma'].map((name) => signedIn(url(), `${name}@example.com`)),
    );
    const idas = [
      await invite(ida!, invitee('new.admin@example.com', 'admin')),
      await invite(ida!, invitee('new.member@example.com', 'admissions')),
    ];
    const olas = await invite(ola!, invitee('ola.invitee@example.com', 'admin'));
    const umas = await invite(uma!, invitee('uma.invitee@example.com', 'manager'));
    const eves = await invite(eve!, invitee('eve.invitee@example.com', 'admissions'));

    expect((await eve!.patch(accountPath(await idOf(eve!, 'ida@example.com')), { disabled: true })).status).toBe(200);
    expect((await eve!.patch(accountPath(await idOf(eve!, 'ola@example.com')), { role: 'manager' })).status).toBe(200);
    await disableStaff(test.database.db, 'uma@example.com');

    for (const { link } of [...idas, olas, umas]) expect(await opens(link)).toBe(false);
    // The one who changed the others keeps hers.
    expect(await opens(eves.link)).toBe(true);
    expect((await accountsOf(eve!)).invitations.map((one) => one.email)).toEqual(['eve.invitee@example.com']);
    const withdrawn = await auditOf(test.database.db, 'invitation-withdrawn');
    expect(withdrawn).toEqual(
      expect.arrayContaining([
        { staff_email: 'eve@example.com', account: 'new.admin@example.com', detail: { role: 'admin' } },
        { staff_email: 'eve@example.com', account: 'new.member@example.com', detail: { role: 'admissions' } },
        { staff_email: 'eve@example.com', account: 'ola.invitee@example.com', detail: { role: 'admin' } },
        { staff_email: null, account: 'uma.invitee@example.com', detail: { role: 'manager' } },
      ]),
    );
    expect(withdrawn).toHaveLength(4);
  });
});
