import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import type { FamilySessionAnswer } from '#contracts/family';
import type { FamilyPasskey } from '#contracts/passkeys';
import type { StoredAnswer } from '#contracts/withdrawal';
import type { FastifyRequest } from 'fastify';
import { RETENTION_MONTHS } from '#contracts/retention';
import { passkeySite } from '../family/passkey-routes';
import { sweepExpired } from '../retention/retention';
import { StaffClient } from '../harness/staff-client';
import { enquiry, post } from './support/payloads';
import { SoftPasskey } from './support/soft-passkey';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `10.33.${Math.floor(lastAddress / 256)}.${lastAddress % 256}`;
};

const onePath = (id: string) => API_PATHS.familyPasskey.replace(':id', id);

describe(`a family's passkeys (${databaseKind} database)`, () => {
  const test = useTestServer({ trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } });
  const browser = () => new StaffClient(test.server.url, { 'X-Forwarded-For': newAddress() });

  /** A new enquiry, and its family signed in with the reference and code. */
  async function signedIn() {
    const response = await post(`${test.server.url}${API_PATHS.enquiries}`, test.server.url, enquiry(), {
      'X-Forwarded-For': newAddress(),
    });
    expect(response.status).toBe(201);
    const sent = (await response.json()) as StoredAnswer;
    const client = browser();
    const login = await client.request('POST', API_PATHS.familyLogin, {
      reference: sent.reference,
      code: sent.withdrawalCode,
    });
    expect(login.status).toBe(200);
    return { sent, client };
  }

  const optionsOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { options: { challenge: string; user?: { name: string } } }).options;
  };

  /** Asks for a new passkey's options, and answers them with `key`. */
  async function add(client: StaffClient, key: SoftPasskey, origin?: string) {
    const options = await optionsOf(await client.request('POST', API_PATHS.familyPasskeyOptions));
    return client.request('POST', API_PATHS.familyPasskeys, { passkey: key.create(options, origin) });
  }

  /** A log-in with `key` from a browser with no session: the response and that browser. */
  async function logIn(key: SoftPasskey, client = browser()) {
    const options = await optionsOf(await client.request('POST', API_PATHS.familyPasskeyLoginOptions));
    const response = await client.request('POST', API_PATHS.familyPasskeyLogin, { passkey: key.get(options) });
    return { response, client };
  }

  const rows = (reference: string) =>
    test.database.db.query('SELECT 1 FROM family_passkeys WHERE reference = $1', [reference]);

  it('adds a passkey in the family’s session, then logs in with it alone, into that enquiry', async () => {
    const { sent, client } = await signedIn();
    const options = await optionsOf(await client.request('POST', API_PATHS.familyPasskeyOptions));
    // The device lists it under the reference: nothing else of the family's.
    expect(options.user?.name).toBe(sent.reference);
    const key = new SoftPasskey(test.server.url);
    const added = await client.request('POST', API_PATHS.familyPasskeys, { passkey: key.create(options) });
    expect(added.status).toBe(201);
    const { passkey } = (await added.json()) as { passkey: FamilyPasskey };
    expect(passkey).toMatchObject({ lastUsedAt: null, synced: false });

    key.counter = 1;
    const { response, client: later } = await logIn(key);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(((await response.json()) as FamilySessionAnswer).family.reference).toBe(sent.reference);
    expect((await later.request('GET', API_PATHS.familySession)).status).toBe(200);

    const listed = await later.request('GET', API_PATHS.familyPasskeys);
    const { passkeys } = (await listed.json()) as { passkeys: FamilyPasskey[] };
    expect(passkeys).toHaveLength(1);
    expect(passkeys[0]?.id).toBe(passkey.id);
    expect(passkeys[0]?.lastUsedAt).not.toBeNull();

    const audit = await test.database.db.query<{ action: string; address: string }>(
      `SELECT action, address FROM audit_events
       WHERE action IN ('family-passkey-added', 'family-signed-in', 'family-viewed-passkeys') AND reference = $1
       ORDER BY id`,
      [sent.reference],
    );
    expect(audit).toEqual([
      { action: 'family-signed-in', address: 'family' },
      { action: 'family-passkey-added', address: 'family' },
      { action: 'family-signed-in', address: 'family' },
      { action: 'family-viewed-passkeys', address: 'family' },
    ]);
  });

  it('is in the family’s copy of its data: when it was added and last used, never the key', async () => {
    const { sent, client } = await signedIn();
    const key = new SoftPasskey(test.server.url);
    expect((await add(client, key)).status).toBe(201);
    const asked = await client.request('POST', API_PATHS.familyRequest, {
      reference: sent.reference,
      code: sent.withdrawalCode,
      kind: 'copy',
    });
    expect(asked.status).toBe(201);
    const { copy } = (await asked.json()) as { copy: { text: string; data: { passkeys: object[] } } };
    expect(copy.data.passkeys).toEqual([{ addedAt: expect.any(String), lastUsedAt: null, synced: false }]);
    const [added] = copy.data.passkeys as FamilyPasskey[];
    expect(copy.text).toContain(
      `Passkeys you added, by the time added (UTC)\n${added?.addedAt}: last used: not used yet`,
    );
    expect(copy.text).toContain(`${added?.addedAt}: \u2068آخر استخدام: لم يُستخدم بعد\u2069`);
    expect(copy.text).not.toContain(key.id);
    expect(JSON.stringify(copy.data)).not.toContain(key.id);
  });

  it('refuses a passkey made without the device checking it is the family, for another page, or twice', async () => {
    const { sent, client } = await signedIn();
    const unverified = new SoftPasskey(test.server.url);
    unverified.verified = false;
    const refused = await add(client, unverified);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'passkey_refused' });
    expect((await add(client, new SoftPasskey(test.server.url), 'https://elsewhere.example')).status).toBe(400);

    // One options' challenge answers once.
    const options = await optionsOf(await client.request('POST', API_PATHS.familyPasskeyOptions));
    const key = new SoftPasskey(test.server.url);
    expect((await client.request('POST', API_PATHS.familyPasskeys, { passkey: key.create(options) })).status).toBe(201);
    const again = new SoftPasskey(test.server.url);
    expect((await client.request('POST', API_PATHS.familyPasskeys, { passkey: again.create(options) })).status).toBe(
      400,
    );
    expect(await rows(sent.reference)).toHaveLength(1);
  });

  it('binds the challenge to the enquiry that asked for it', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const options = await optionsOf(await first.client.request('POST', API_PATHS.familyPasskeyOptions));
    const key = new SoftPasskey(test.server.url);
    const crossed = await second.client.request('POST', API_PATHS.familyPasskeys, { passkey: key.create(options) });
    expect(crossed.status).toBe(400);
    expect(await rows(second.sent.reference)).toHaveLength(0);
  });

  it('answers one 401 for an unknown passkey, a replayed answer, a wrong signature and an unverified user', async () => {
    const { client } = await signedIn();
    const key = new SoftPasskey(test.server.url);
    expect((await add(client, key)).status).toBe(201);

    expect((await logIn(new SoftPasskey(test.server.url))).response.status).toBe(401);

    const visitor = browser();
    const options = await optionsOf(await visitor.request('POST', API_PATHS.familyPasskeyLoginOptions));
    const answer = key.get(options);
    expect((await visitor.request('POST', API_PATHS.familyPasskeyLogin, { passkey: answer })).status).toBe(200);
    const replayed = await browser().request('POST', API_PATHS.familyPasskeyLogin, { passkey: answer });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ error: 'invalid_credentials' });

    // Another key answering in this passkey's name.
    const impostor = new SoftPasskey(test.server.url);
    Object.assign(impostor, { credentialId: key.credentialId });
    expect((await logIn(impostor)).response.status).toBe(401);

    key.verified = false;
    expect((await logIn(key)).response.status).toBe(401);
  });

  it('removes a passkey only from its own enquiry, and a removed or withdrawn one opens nothing', async () => {
    const { sent, client } = await signedIn();
    const key = new SoftPasskey(test.server.url);
    const { passkey } = (await (await add(client, key)).json()) as { passkey: FamilyPasskey };
    const other = await signedIn();
    expect((await other.client.request('DELETE', onePath(passkey.id))).status).toBe(404);
    expect((await logIn(key)).response.status).toBe(200);
    expect((await client.request('DELETE', onePath(passkey.id))).status).toBe(204);
    expect((await logIn(key)).response.status).toBe(401);

    const kept = new SoftPasskey(test.server.url);
    expect((await add(client, kept)).status).toBe(201);
    const withdrawn = await browser().request('POST', API_PATHS.withdrawalConfirm, {
      reference: sent.reference,
      code: sent.withdrawalCode,
    });
    expect(withdrawn.status).toBe(204);
    expect(await rows(sent.reference)).toHaveLength(0);
    expect((await logIn(kept)).response.status).toBe(401);
  });

  it('goes with its enquiry when the retention period is over', async () => {
    const { sent, client } = await signedIn();
    const key = new SoftPasskey(test.server.url);
    expect((await add(client, key)).status).toBe(201);
    await test.database.db.query(
      `UPDATE enquiries SET created_at = now() - make_interval(months => $2::int) WHERE reference = $1`,
      [sent.reference, RETENTION_MONTHS + 1],
    );
    await sweepExpired(test.database.db);
    expect(await rows(sent.reference)).toHaveLength(0);
    expect((await logIn(key)).response.status).toBe(401);
  });

  it('is offered to the family only: a visitor without a session cannot add one', async () => {
    const visitor = browser();
    expect((await visitor.request('POST', API_PATHS.familyPasskeyOptions)).status).toBe(401);
    expect((await visitor.request('GET', API_PATHS.familyPasskeys)).status).toBe(401);
  });
});

describe('where passkeys may be made and used', () => {
  const config = {
    production: true,
    publicUrl: 'https://sakinawellness.com',
    familyLinkUrl: 'https://quiet-mail.example',
  };
  const request = (origin?: string) => ({ headers: origin === undefined ? {} : { origin } }) as FastifyRequest;

  it('in production, only at the site’s address or the neutral one', () => {
    expect(passkeySite(config, request('https://sakinawellness.com'))).toEqual({
      origin: 'https://sakinawellness.com',
      rpID: 'sakinawellness.com',
    });
    expect(passkeySite(config, request('https://quiet-mail.example'))?.rpID).toBe('quiet-mail.example');
    expect(passkeySite(config, request('https://evil.example'))).toBeNull();
    expect(passkeySite(config, request())).toBeNull();
    expect(passkeySite(config, request('https://sakinawellness.com/path'))).toBeNull();
  });

  it('on a developer’s machine, at the page’s own address', () => {
    expect(passkeySite({ ...config, production: false }, request('http://localhost:5173'))?.rpID).toBe('localhost');
    expect(passkeySite({ ...config, production: false }, request('not an origin'))).toBeNull();
  });
});
