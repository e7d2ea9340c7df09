import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSecondFactorPath, API_PATHS } from '#contracts/api-paths';
import type { EnrolmentLinkIssued } from '#contracts/enrolment-link';
import { ENROL_PATH } from '#contracts/routes';
import { runStaffCommand } from '../admin/commands';
import { addStaff, disableStaff } from '../auth/staff';
import type { ServerConfig } from '../config/config';
import type { Database } from '../db/database';
import { StaffClient } from '../harness/staff-client';
import { bodyOf, startFakeSmtp } from './support/fake-smtp';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a long enough password';
const SITE = 'https://staff.example.com';
const sending: Partial<ServerConfig> = { loginLimits: { perAccount: 1000, perAddress: 1000, windowSeconds: 600 } };

/** The token of a link as the command line prints it, or as the accounts page answers it. */
const tokenIn = (text: string) => new RegExp(`${ENROL_PATH}#([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';

/** The audit entries of `action` about `account`: who, from where, and why. */
const auditOf = (db: Database, action: string, account: string) =>
  db.query<{ staff_email: string | null; address: string; detail: unknown }>(
    'SELECT staff_email, address, detail FROM audit_events WHERE action = $1 AND account = $2 ORDER BY id',
    [action, account],
  );

describe(`enrolment links: the password alone no longer enrols (${databaseKind} database)`, () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    sending.smtp = { url: smtp.url, from: 'team@example.com', to: 'admissions@example.com' };
  });
  afterAll(() => smtp.close());
  const test = useTestServer(sending, (db) =>
    Promise.all(
      ['ada', 'lost', 'huda', 'self'].map((name) =>
        addStaff(db, {
          email: `${name}@example.com`,
          name,
          role: name === 'ada' ? 'admin' : 'admissions',
          password: PASSWORD,
        }),
      ),
    ),
  );
  const url = () => test.server.url;
  const db = () => test.database.db;
  const signedIn = async (email: string) => {
    const client = new StaffClient(url());
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return client;
  };

  it('refuses a password sign-in after `staff reset-2fa` (the review’s steps), and enrolls nothing', async () => {
    await signedIn('lost@example.com');
    const output = await runStaffCommand(db(), { command: 'reset-2fa', email: 'lost@example.com', site: SITE });
    expect(output).toContain(`${SITE}${ENROL_PATH}#`);

    const stranger = new StaffClient(url());
    const login = await stranger.login('lost@example.com', PASSWORD);
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ error: 'enrolment_link_required' });
    expect(stranger.pending).toBeNull();
    expect(stranger.cookie).toBeNull();
    expect((await stranger.request('POST', API_PATHS.enrol)).status).toBe(401);
    expect((await auditOf(db(), 'enrolment-link-refused', 'lost@example.com')).at(-1)).toEqual({
      staff_email: 'lost@example.com',
      address: '127.0.0.1',
      detail: { reason: 'no-link' },
    });
  });

  it('enrols with the link and the password, once: the link alone, a wrong password or a second use are refused', async () => {
    const output = await runStaffCommand(db(), { command: 'reset-2fa', email: 'lost@example.com', site: SITE });
    const token = tokenIn(output);
    const owner = new StaffClient(url());
    const read = await owner.request('POST', API_PATHS.enrolmentLink, { token });
    expect(await read.json()).toEqual({ name: 'lost', email: 'lost@example.com', language: 'en' });

    const wrong = await owner.request('POST', API_PATHS.enrolmentLinkAccept, { token, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(owner.pending).toBeNull();
    expect((await owner.request('POST', API_PATHS.enrol)).status).toBe(401);

    const enrolled = await owner.enrolWithLink(token, 'lost@example.com', PASSWORD);
    expect(enrolled.status).toBe(200);
    expect(((await enrolled.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await owner.get(API_PATHS.session)).status).toBe(200);

    const again = new StaffClient(url());
    const reused = await again.request('POST', API_PATHS.enrolmentLinkAccept, { token, password: PASSWORD });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ error: 'enrolment_link_invalid' });
    expect((await again.request('POST', API_PATHS.enrolmentLink, { token })).status).toBe(404);
    expect(again.pending).toBeNull();

    // Two uses: the sign-in that enrolled it before the reset, and this one.
    expect((await auditOf(db(), 'enrolment-link-used', 'lost@example.com')).at(-1)).toEqual({
      staff_email: 'lost@example.com',
      address: '127.0.0.1',
      detail: null,
    });
    const refusals = await auditOf(db(), 'enrolment-link-refused', 'lost@example.com');
    expect(refusals.at(-1)).toEqual({
      staff_email: 'lost@example.com',
      address: '127.0.0.1',
      detail: { reason: 'wrong-password' },
    });
    const [unknown] = await db().query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_events
       WHERE action = 'enrolment-link-refused' AND account IS NULL AND detail->>'reason' = 'invalid-link'`,
    );
    expect(unknown?.count).toBe(2);
  });

  it('mails the owner a link when an admin resets the factor; a newer link replaces it, and disabling ends it', async () => {
    const ada = await signedIn('ada@example.com');
    await signedIn('huda@example.com');
    const idOf = async (email: string) =>
      (await db().query<{ id: string }>('SELECT id::text AS id FROM staff WHERE email = $1', [email]))[0]?.id ?? '';
    const reset = async () => {
      const answer = await ada.request('DELETE', accountSecondFactorPath(await idOf('huda@example.com')));
      expect(answer.status).toBe(200);
      return (await answer.json()) as EnrolmentLinkIssued;
    };
    const first = await reset();
    expect(first.emailed).toBe(true);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    const mail = smtp.messages.at(-1) ?? '';
    expect(mail).toMatch(/^To: huda@example\.com$/im);
    expect(bodyOf(mail)).toContain(first.link);
    expect(await auditOf(db(), 'enrolment-link-issued', 'huda@example.com')).toContainEqual({
      staff_email: 'ada@example.com',
      address: '127.0.0.1',
      detail: null,
    });

    const second = await reset();
    const visitor = new StaffClient(url());
    expect((await visitor.request('POST', API_PATHS.enrolmentLink, { token: tokenIn(first.link) })).status).toBe(404);
    expect((await visitor.request('POST', API_PATHS.enrolmentLink, { token: tokenIn(second.link) })).status).toBe(200);

    await disableStaff(db(), 'huda@example.com');
    await ada.patch(`/api/accounts/${await idOf('huda@example.com')}`, { disabled: false });
    const afterDisable = await visitor.request('POST', API_PATHS.enrolmentLinkAccept, {
      token: tokenIn(second.link),
      password: PASSWORD,
    });
    expect(afterDisable.status).toBe(404);
    expect((await visitor.login('huda@example.com', PASSWORD)).status).toBe(403);
  });

  it('gives a new account from `staff add` a link before its first sign-in', async () => {
    const output = await runStaffCommand(db(), {
      command: 'add',
      email: 'New@Example.com',
      role: 'manager',
      name: 'New',
      password: PASSWORD,
      site: SITE,
    });
    expect(output).toMatch(/^Added new@example\.com \(manager\)\.\n.*72 hours:\nhttps:\/\/staff\.example\.com\/enrol#/);
    const member = new StaffClient(url());
    expect((await member.login('new@example.com', PASSWORD)).status).toBe(403);
    expect((await member.enrolWithLink(tokenIn(output), 'new@example.com', PASSWORD)).status).toBe(200);
  });

  it('answers one’s own reset with the link for the new phone', async () => {
    const self = await signedIn('self@example.com');
    const reset = await self.request('POST', API_PATHS.profileSecondFactor, { currentPassword: PASSWORD });
    expect(reset.status).toBe(200);
    const { link, emailed } = (await reset.json()) as EnrolmentLinkIssued;
    expect(emailed).toBe(false);
    expect(link.startsWith(`${url()}${ENROL_PATH}#`)).toBe(true);
    const phone = new StaffClient(url());
    expect((await phone.login('self@example.com', PASSWORD)).status).toBe(403);
    expect((await phone.enrolWithLink(tokenIn(link), 'self@example.com', PASSWORD)).status).toBe(200);
  });
});
