import { DEMO_FAMILY_REFERENCE } from '#contracts/demo';
import { PASSKEY_ENDPOINTS } from '#contracts/endpoints/passkeys';
import { ERROR_CODES } from '#contracts/errors';
import { failure, mockEndpoints, notFound } from '../route';
import { startMockFamilySession } from '../session';
import { mockState } from '../state';
import { mockFamily } from './family';

/** The demo family's (SW-DEM00) passkey, as if made on a device: a log-in naming its id opens the family's page. */
export const MOCK_PASSKEY_ID = 'bW9jay1kZW1vLXBhc3NrZXk';

const held = mockState(() => ({
  keys: [
    {
      id: '1',
      reference: DEMO_FAMILY_REFERENCE,
      credentialId: MOCK_PASSKEY_ID,
      addedAt: new Date(Date.now() - 86_400_000 * 3).toISOString(),
      lastUsedAt: null as string | null,
      synced: true,
    },
  ],
  added: 1,
}));
/** The passkeys of `reference` for the family's copy: when added and last used, never the key. */
export const copiedPasskeys = (reference: string) =>
  held.keys
    .filter((key) => key.reference === reference)
    .map(({ addedAt, lastUsedAt, synced }) => ({ addedAt, lastUsedAt, synced }));
const challenge = () => crypto.randomUUID().replace(/-/g, '');
const rp = (request: Request) => ({ name: new URL(request.url).hostname, id: new URL(request.url).hostname });

/**
 * Passkeys kept in memory: the browser's own device makes them, and the mock, which cannot check a
 * signature, takes any well-formed answer. A passkey made here opens its family's page until reload.
 */
export const passkeyHandlers = mockEndpoints(PASSKEY_ENDPOINTS, {
  list: ({ family }) => ({ passkeys: held.keys.filter((key) => key.reference === family) }),
  addOptions: ({ family, request }) => ({
    options: {
      challenge: challenge(),
      rp: rp(request),
      user: { id: challenge(), name: family, displayName: family },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
      authenticatorSelection: { residentKey: 'required' as const, userVerification: 'required' as const },
    },
  }),
  add: ({ family, body }) => {
    held.added += 1;
    const key = { id: String(held.added), addedAt: new Date().toISOString(), lastUsedAt: null, synced: false };
    held.keys.push({ ...key, reference: family, credentialId: body.passkey.id });
    return { passkey: key };
  },
  remove: ({ family, params }) => {
    const at = held.keys.findIndex((key) => key.reference === family && key.id === params.id);
    if (at < 0) return notFound();
    held.keys.splice(at, 1);
    return null;
  },
  loginOptions: ({ request }) => ({
    options: { challenge: challenge(), rpId: rp(request).id, userVerification: 'required' as const },
  }),
  login: ({ body }) => {
    const key = held.keys.find((one) => one.credentialId === body.passkey.id);
    const family = key ? mockFamily(key.reference) : null;
    if (!key || !family) return failure(401, ERROR_CODES.invalidCredentials);
    key.lastUsedAt = new Date().toISOString();
    startMockFamilySession(key.reference);
    return { family };
  },
});
