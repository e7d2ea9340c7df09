import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import { CENTRE_NAME } from '#contracts/centre-name';
import type { FamilySessionAnswer } from '#contracts/family';
import { FAMILY_LINK_FRAGMENT } from '#contracts/family-link';
import type { StoredAnswer } from '#contracts/withdrawal';
import type { ServerConfig } from '../config/config';
import { StaffClient } from '../harness/staff-client';
import { bodyOf, useFamilyMail } from './support/fake-smtp';
import { discretion, enquiry, post } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

/** Every day, every hour: the family's window is open whenever the test runs. */
const ALWAYS = { safeDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], safeFrom: 0, safeTo: 24 };

let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `10.12.${Math.floor(lastAddress / 256)}.${lastAddress % 256}`;
};

describe(`a family's sign-in link for a lost code (${databaseKind} database)`, () => {
  const sending: Partial<ServerConfig> = { trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } };
  const { mailTo } = useFamilyMail(sending);
  const test = useTestServer(sending);

  /** A new enquiry sent with `overrides`: its reference and code. */
  async function sent(overrides: Record<string, unknown>) {
    const response = await post(`${test.server.url}${API_PATHS.enquiries}`, test.server.url, enquiry(overrides), {
      'X-Forwarded-For': newAddress(),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as StoredAnswer;
  }

  const visitor = () => new StaffClient(test.server.url, { 'X-Forwarded-For': newAddress() });
  const askLink = (reference: string, client = visitor()) =>
    client.request('POST', API_PATHS.familyLink, { reference });
  /** The token of the link in a mail. */
  const tokenIn = (raw: string) =>
    new RegExp(`#${FAMILY_LINK_FRAGMENT}([A-Za-z0-9_-]{43})`).exec(bodyOf(raw))?.[1] ?? null;

  it('emails a discreet family a link that names nothing and opens their enquiry once', async () => {
    const { reference } = await sent({
      contactMethod: 'email',
      email: 'quiet@example.com',
      language: 'ar',
      discretion: discretion({ ...ALWAYS, nameCentre: false }),
    });
    const asked = await askLink(reference.toLowerCase());
    expect(asked.status).toBe(204);
    const [mail] = mailTo('quiet@example.com');
    expect(mail).toBeDefined();
    for (const name of [CENTRE_NAME.en, CENTRE_NAME.ar, 'Sakina', 'sakinawellness'])
      expect(bodyOf(mail ?? '')).not.toContain(name);
    expect(mail).toMatch(/^From: notices@quiet-mail\.example$/im);
    expect(bodyOf(mail ?? '')).toContain('هذا هو الرابط الذي طلبتموه لفتح صفحتكم. يعمل مرة واحدة خلال ٣٠ دقيقة:');
    const token = tokenIn(mail ?? '');
    expect(token).not.toBeNull();

    const family = visitor();
    const signedIn = await family.request('POST', API_PATHS.familyLinkLogin, { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(((await signedIn.json()) as FamilySessionAnswer).family).toMatchObject({ reference, role: 'family' });
    expect((await family.get(API_PATHS.familySession)).status).toBe(200);
    // Once only.
    expect((await visitor().request('POST', API_PATHS.familyLinkLogin, { token })).status).toBe(401);

    const trail = await test.database.db.query<{ action: string; address: string }>(
      `SELECT action, address FROM audit_events WHERE reference = $1 AND action LIKE 'family-%' ORDER BY id`,
      [reference],
    );
    expect(trail.slice(0, 2)).toEqual([
      { action: 'family-link-sent', address: 'family' },
      { action: 'family-signed-in', address: 'family' },
    ]);
  });

  it('names the centre only for a family who allowed it', async () => {
    const { reference } = await sent({
      contactMethod: 'email',
      email: 'named@example.com',
      discretion: discretion({ ...ALWAYS, nameCentre: true }),
    });
    expect((await askLink(reference)).status).toBe(204);
    const [mail] = mailTo('named@example.com');
    expect(bodyOf(mail ?? '')).toContain(CENTRE_NAME.en);
    expect(mail).toMatch(/^From: Sakina Wellness <team@sakinawellness\.example>$/im);
  });

  it('answers the same and sends nothing for another channel, hours not allowed, or an unknown reference', async () => {
    const today = new Date().toLocaleDateString('en-US', { weekday: 'short', timeZone: 'Asia/Riyadh' }).toLowerCase();
    const otherDay = ALWAYS.safeDays.find((day) => day !== today.slice(0, 3));
    const byPhone = await sent({
      contactMethod: 'phone',
      email: 'phone-only@example.com',
      discretion: discretion(ALWAYS),
    });
    const notNow = await sent({
      contactMethod: 'email',
      email: 'not-now@example.com',
      discretion: discretion({ ...ALWAYS, safeDays: [otherDay] }),
    });
    for (const reference of [byPhone.reference, notNow.reference, 'SW-ZZZZ9']) {
      const answer = await askLink(reference);
      expect(answer.status).toBe(204);
      expect(await answer.text()).toBe('');
    }
    // The route answers after any mail has gone: none did.
    expect(mailTo('phone-only@example.com')).toEqual([]);
    expect(mailTo('not-now@example.com')).toEqual([]);
  });

  it('refuses an expired link, and a link whose enquiry was withdrawn is gone with it', async () => {
    const email = { contactMethod: 'email', discretion: discretion(ALWAYS) };
    const late = await sent({ ...email, email: 'late@example.com' });
    expect((await askLink(late.reference)).status).toBe(204);
    const token = tokenIn(mailTo('late@example.com')[0] ?? '');
    const { db } = test.database;
    await db.query(`UPDATE family_sign_in_links SET expires_at = now() - interval '1 second' WHERE reference = $1`, [
      late.reference,
    ]);
    expect((await visitor().request('POST', API_PATHS.familyLinkLogin, { token })).status).toBe(401);

    const withdrawn = await sent({ ...email, email: 'withdrawn@example.com' });
    expect((await askLink(withdrawn.reference)).status).toBe(204);
    const confirm = await visitor().request('POST', API_PATHS.withdrawalConfirm, {
      reference: withdrawn.reference,
      code: withdrawn.withdrawalCode,
    });
    expect(confirm.status).toBe(204);
    const left = await db.query('SELECT 1 FROM family_sign_in_links WHERE reference = $1', [withdrawn.reference]);
    expect(left).toEqual([]);
  });

  it('limits asking per reference from an address, as a sign-in, and refuses what is not a reference or a token', async () => {
    const { reference } = await sent({
      contactMethod: 'email',
      email: 'many@example.com',
      discretion: discretion(ALWAYS),
    });
    const stranger = visitor();
    const answers: number[] = [];
    for (let ask = 0; ask < 6; ask += 1) answers.push((await askLink(reference, stranger)).status);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429]);
    // The family, from its own address, still can.
    expect((await askLink(reference)).status).toBe(204);
    expect((await visitor().request('POST', API_PATHS.familyLink, { reference: 'not one' })).status).toBe(400);
    expect((await visitor().request('POST', API_PATHS.familyLinkLogin, { token: 'short' })).status).toBe(400);
  });
});
