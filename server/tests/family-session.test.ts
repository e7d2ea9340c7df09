import { describe, expect, it } from 'vitest';
import { API_PATHS, inboxItemPath } from '#contracts/api-paths';
import { ENDPOINTS } from '#contracts/endpoints/index';
import { familyNavigation } from '#contracts/family-navigation';
import type { FamilySessionAnswer } from '#contracts/family';
import type { StoredAnswer } from '#contracts/withdrawal';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { contactMessage, enquiry, post } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const ADMIN = { email: 'nour@example.com', password: 'a family session test password', name: 'Nour Admin' };

/** Each client sends from its own address (behind TRUST_PROXY), so only the tested limits are met. */
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `10.7.${Math.floor(lastAddress / 256)}.${lastAddress % 256}`;
};

/** Every route that is not the family's own (the staff's), with a concrete address. */
const STAFF_ROUTES = ENDPOINTS.filter((one) => !['public', 'family', 'signed-in'].includes(one.access)).map(
  ({ method, path }) => [method, path] as const,
);

/** A code of the right shape that is not the item's. */
const otherCode = (code: string) => code.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));

describe(`a family's session on its own enquiry (${databaseKind} database)`, () => {
  const test = useTestServer({ trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } }, (db) =>
    addStaff(db, { ...ADMIN, role: 'admin' }),
  );
  const family = () => new StaffClient(test.server.url, { 'X-Forwarded-For': newAddress() });

  async function submit(form: 'enquiry' | 'contact' = 'enquiry'): Promise<StoredAnswer> {
    const body = form === 'enquiry' ? enquiry() : contactMessage();
    const path = form === 'enquiry' ? API_PATHS.enquiries : API_PATHS.contact;
    const response = await post(`${test.server.url}${path}`, test.server.url, body, {
      'X-Forwarded-For': newAddress(),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as StoredAnswer;
  }

  async function signedIn() {
    const sent = await submit();
    const client = family();
    const response = await client.request('POST', API_PATHS.familyLogin, {
      reference: sent.reference,
      code: sent.withdrawalCode,
    });
    expect(response.status).toBe(200);
    return { sent, client, answer: (await response.json()) as FamilySessionAnswer };
  }

  it('opens with the reference and code, in an HttpOnly cookie, and says where things stand', async () => {
    const sent = await submit();
    const client = family();
    const response = await client.request('POST', API_PATHS.familyLogin, {
      reference: sent.reference.toLowerCase(),
      code: sent.withdrawalCode.replace(/-/g, ''),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { family: signed } = (await response.json()) as FamilySessionAnswer;
    expect(signed).toMatchObject({ role: 'family', reference: sent.reference, kind: 'enquiry', standing: 'received' });
    const session = await client.request('GET', API_PATHS.familySession);
    expect(session.status).toBe(200);
    expect(((await session.json()) as FamilySessionAnswer).family.reference).toBe(sent.reference);
    const audit = await test.database.db.query<{ action: string; address: string }>(
      `SELECT action, address FROM audit_events WHERE action LIKE 'family-%' AND reference = $1 ORDER BY id`,
      [sent.reference],
    );
    // The sign-in, then the reading of where the enquiry stands: both the family's.
    expect(audit).toEqual([
      { action: 'family-signed-in', address: 'family' },
      { action: 'family-viewed-standing', address: 'family' },
    ]);
  });

  it('answers an unknown reference and a wrong code alike, and opens no session', async () => {
    const sent = await submit();
    const client = family();
    const wrong = await client.request('POST', API_PATHS.familyLogin, {
      reference: sent.reference,
      code: otherCode(sent.withdrawalCode),
    });
    const unknown = await client.request('POST', API_PATHS.familyLogin, {
      reference: 'SW-00000',
      code: sent.withdrawalCode,
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(client.cookie).toBeNull();
    expect((await client.request('GET', API_PATHS.familySession)).status).toBe(401);
  });

  it('reaches no staff route and no other enquiry (403, never 200)', async () => {
    const other = await submit();
    const { sent, client } = await signedIn();
    for (const [method, path] of STAFF_ROUTES) {
      const address = path.replace(':reference', sent.reference).replace(':id', '1');
      const response = await client.request(method, address, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await client.request('GET', inboxItemPath(other.reference))).status).toBe(403);
    expect((await client.request('GET', inboxItemPath(sent.reference))).status).toBe(403);
  });

  it('gets its own navigation, and a staff session cannot act as the family', async () => {
    const { client } = await signedIn();
    const navigation = await client.request('GET', API_PATHS.navigation);
    expect(navigation.status).toBe(200);
    expect(await navigation.json()).toEqual(familyNavigation());

    const staff = new StaffClient(test.server.url, { 'X-Forwarded-For': newAddress() });
    expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
    expect((await staff.request('GET', API_PATHS.familySession)).status).toBe(403);
    expect((await new StaffClient(test.server.url).request('GET', API_PATHS.familySession)).status).toBe(401);
  });

  it('tells the family when its assessment is, only while one is booked', async () => {
    const { sent, client } = await signedIn();
    const staff = new StaffClient(test.server.url, { 'X-Forwarded-For': newAddress() });
    expect((await staff.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
    const path = `${API_PATHS.inbox}/${sent.reference}`;
    const change = async (body: object) => {
      const { item } = (await (await staff.get(path)).json()) as { item: { version: number } };
      expect((await staff.patch(path, { version: item.version, ...body })).status).toBe(200);
    };
    const standing = async () =>
      ((await (await client.request('GET', API_PATHS.familySession)).json()) as FamilySessionAnswer).family;
    await change({ stage: 'assessmentBooked', assessmentAt: '2026-12-14T16:30:00+03:00' });
    expect(await standing()).toMatchObject({ standing: 'assessment', assessmentAt: '2026-12-14T13:30:00.000Z' });
    await change({ stage: 'admitted' });
    expect(await standing()).toMatchObject({ standing: 'decision', assessmentAt: null });
  });

  it('"Log out everywhere" ends every session of the family, on every device', async () => {
    const { sent, client: phone } = await signedIn();
    const laptop = family();
    const login = { reference: sent.reference, code: sent.withdrawalCode };
    expect((await laptop.request('POST', API_PATHS.familyLogin, login)).status).toBe(200);
    expect((await phone.request('POST', API_PATHS.logout)).status).toBe(204);
    expect((await phone.request('GET', API_PATHS.familySession)).status).toBe(401);
    expect((await laptop.request('GET', API_PATHS.familySession)).status).toBe(401);
    const audit = await test.database.db.query(
      `SELECT 1 FROM audit_events WHERE action = 'family-signed-out' AND reference = $1 AND address = 'family'`,
      [sent.reference],
    );
    expect(audit).toHaveLength(1);
  });

  it('ends after its idle time, and when the family withdraws the enquiry', async () => {
    const { sent, client } = await signedIn();
    await test.database.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE family_reference = $1`,
      [sent.reference],
    );
    expect((await client.request('GET', API_PATHS.familySession)).status).toBe(401);

    const again = await signedIn();
    const withdrawn = await again.client.request('POST', API_PATHS.withdrawalConfirm, {
      reference: again.sent.reference,
      code: again.sent.withdrawalCode,
    });
    expect(withdrawn.status).toBe(204);
    expect((await again.client.request('GET', API_PATHS.familySession)).status).toBe(401);
  });

  it('moves the idle end on with each use, never past the fixed lifetime', async () => {
    const { sent, client } = await signedIn();
    await test.database.db.query(
      `UPDATE sessions SET expires_at = now() + interval '1 minute' WHERE family_reference = $1`,
      [sent.reference],
    );
    expect((await client.request('GET', API_PATHS.familySession)).status).toBe(200);
    const [moved] = await test.database.db.query<{ minutes: number }>(
      `SELECT extract(epoch FROM expires_at - now()) / 60 AS minutes FROM sessions WHERE family_reference = $1`,
      [sent.reference],
    );
    expect(Number(moved?.minutes)).toBeGreaterThan(15);
    await test.database.db.query(
      `UPDATE sessions SET created_at = now() - interval '12 hours' WHERE family_reference = $1`,
      [sent.reference],
    );
    expect((await client.request('GET', API_PATHS.familySession)).status).toBe(401);
  });

  it('limits guessing per reference from an address, and a stranger’s guesses never lock the family out', async () => {
    const sent = await submit('contact');
    const stranger = family();
    const wrong = { reference: sent.reference, code: otherCode(sent.withdrawalCode) };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push((await stranger.request('POST', API_PATHS.familyLogin, wrong)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const right = { reference: sent.reference, code: sent.withdrawalCode };
    // The stranger's own right guess waits too; the family, elsewhere, is let in.
    expect((await stranger.request('POST', API_PATHS.familyLogin, right)).status).toBe(429);
    expect((await family().request('POST', API_PATHS.familyLogin, right)).status).toBe(200);
  });
});
