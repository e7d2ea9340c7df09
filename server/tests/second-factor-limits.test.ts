import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStaff } from '../auth/staff';
import type { ServerConfig } from '../config/config';
import { currentStep, enrolmentLinkFor, StaffClient, totpCode } from '../harness/staff-client';
import { bodyOf, startFakeSmtp } from './support/fake-smtp';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';

/** A browser behind the trusted proxy, at `address`. */
const from = (url: string, address: string) => new StaffClient(url, { 'X-Forwarded-For': address });

/** An enrolment link, the password and enrolment from loopback: answers the secret and the recovery codes. */
async function enrol(url: string, email: string) {
  const staff = new StaffClient(url);
  const token = await enrolmentLinkFor(url, email);
  await staff.request('POST', '/api/login/enrolment-link/accept', { token, password: PASSWORD });
  const { secret } = (await (await staff.request('POST', '/api/login/enrol')).json()) as { secret: string };
  const confirmed = await staff.request('POST', '/api/login/enrol/confirm', { code: totpCode(secret) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes };
}

describe(`second factor: wrong codes are capped per account, from any address (${databaseKind} database)`, () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  // The review's set-up: behind a proxy on this machine, each /64 its own sign-in limits.
  const settings: Partial<ServerConfig> = { trustProxy: '127.0.0.1' };
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    settings.smtp = { url: smtp.url, from: 'team@example.com', to: 'admissions@example.com' };
  });
  afterAll(() => smtp.close());
  const test = useTestServer(settings, async (db) => {
    await addStaff(db, { email: 'hala@example.com', name: 'Hala', role: 'admissions', password: PASSWORD });
    await addStaff(db, { email: 'ada@example.com', name: 'Ada', role: 'admin', password: PASSWORD });
    await addStaff(db, { email: 'old@example.com', name: 'Old', role: 'admin', password: PASSWORD });
    await db.query(`UPDATE staff SET language = 'ar' WHERE email = 'hala@example.com'`);
    await db.query(`UPDATE staff SET disabled = true WHERE email = 'old@example.com'`);
  });

  it('answers at most 10 of 40 wrong codes from 40 /64s with 401, the rest 429, and tells the owner and the admins', async () => {
    const { secret, recoveryCodes } = await enrol(test.server.url, 'hala@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const staff = from(test.server.url, `2001:db8:${(index + 1).toString(16)}::7`);
        expect(await (await staff.login('hala@example.com', PASSWORD)).json()).toEqual({ next: 'code' });
        return (await staff.code('000000')).status;
      }),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(30);

    // Until the window ends, no code opens the account: the app's, or a recovery code.
    const owner = from(test.server.url, '198.51.100.20');
    expect(await (await owner.login('hala@example.com', PASSWORD)).json()).toEqual({ next: 'code' });
    expect((await owner.code(totpCode(secret, currentStep() + 1))).status).toBe(429);
    expect((await owner.code(recoveryCodes[0] ?? '')).status).toBe(429);

    const locked = await test.database.db.query<{ staff_email: string; account: string; detail: unknown }>(
      `SELECT staff_email, account, detail FROM audit_events WHERE action = 'second-factor-locked'`,
    );
    expect(locked).toEqual([
      { staff_email: 'hala@example.com', account: 'hala@example.com', detail: { wrongCodes: 10, minutes: 15 } },
    ]);

    // The owner, in her language, and the enabled admin; not the disabled one.
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 30_000 });
    const to = (email: string) => smtp.messages.find((raw) => raw.match(/^To: (.*)$/im)?.[1] === email) ?? '';
    const owners = bodyOf(to('hala@example.com'));
    expect(owners).toContain('رموز تحقق غير صحيحة');
    expect(owners).toContain('hala@example.com');
    const admins = bodyOf(to('ada@example.com'));
    expect(admins).toContain('Hala (hala@example.com)');
    expect(admins).toContain('10 wrong verification codes');
    // Nothing of the guesses: no code, no address.
    for (const raw of smtp.messages) {
      expect(bodyOf(raw)).not.toMatch(/000000|2001:db8|198\.51/);
    }
  });

  it('ends a sign-in after 3 wrong codes: the right code no longer completes it, a new password step does', async () => {
    await addStaff(test.database.db, {
      email: 'omar@example.com',
      name: 'Omar',
      role: 'admissions',
      password: PASSWORD,
    });
    const { secret } = await enrol(test.server.url, 'omar@example.com');
    const staff = from(test.server.url, '203.0.113.5');
    await staff.login('omar@example.com', PASSWORD);
    const pending = staff.pending;
    const answers = [];
    for (const code of ['111111', '222222', '333333']) {
      const answer = await staff.code(code);
      answers.push([answer.status, ((await answer.json()) as { error: string }).error]);
    }
    expect(answers).toEqual([
      [401, 'invalid_code'],
      [401, 'invalid_code'],
      [401, 'sign_in_expired'],
    ]);
    expect(staff.pending).toBeNull();
    staff.pending = pending;
    const late = await staff.code(totpCode(secret, currentStep() + 1));
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ error: 'sign_in_expired' });

    const again = from(test.server.url, '203.0.113.6');
    expect(await (await again.login('omar@example.com', PASSWORD)).json()).toEqual({ next: 'code' });
    expect((await again.code(totpCode(secret, currentStep() + 1))).status).toBe(200);
  });
});
