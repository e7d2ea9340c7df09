import { MAX_FAMILY_PASSKEYS, PASSKEY_CHALLENGE_MINUTES, type FamilyPasskey } from '#contracts/passkeys';
import { actorParams, auditStep } from '../audit/audit-log';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { INBOX_UNION } from '../items/inbox-rows';
import { FAMILY } from '../withdrawal/withdrawal-store';

interface PasskeyRow {
  id: string | number;
  created_at: Date | string;
  last_used_at: Date | string | null;
  synced: boolean;
}

const SUMMARY = 'id, created_at, last_used_at, synced';

/** A stored jsonb list of transports, read as untrusted. */
const transportsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : [];

const summaryOf = (row: PasskeyRow): FamilyPasskey => ({
  id: String(row.id),
  addedAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  synced: row.synced,
});

/**
 * Keeps a passkey request's challenge PASSKEY_CHALLENGE_MINUTES: for adding a passkey to
 * `reference`, or for logging in (null). Expired ones are cleared as it goes.
 */
export async function keepChallenge(db: Database, challenge: string, reference: string | null) {
  await db.query(
    `WITH expired AS (DELETE FROM passkey_challenges WHERE expires_at <= now())
     INSERT INTO passkey_challenges (challenge, reference, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [challenge, reference, PASSKEY_CHALLENGE_MINUTES],
  );
}

/** Uses a challenge: true once, while it lasts, for the request it was made for. */
export async function takeChallenge(db: Database, challenge: string, reference: string | null): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM passkey_challenges
     WHERE challenge = $1 AND expires_at > now() AND reference IS NOT DISTINCT FROM $2 RETURNING 1`,
    [challenge, reference],
  );
  return rows.length > 0;
}

/** The enquiry's passkeys, newest first. */
export async function familyPasskeys(db: Database, reference: string): Promise<FamilyPasskey[]> {
  const rows = await db.query<PasskeyRow>(
    `SELECT ${SUMMARY} FROM family_passkeys WHERE reference = $1 ORDER BY created_at DESC, id DESC`,
    [reference],
  );
  return rows.map(summaryOf);
}

/** The credential ids the device should not make again for this enquiry. */
export async function passkeyCredentialIds(
  db: Database,
  reference: string,
): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.query<{ credential_id: string; transports: unknown }>(
    'SELECT credential_id, transports FROM family_passkeys WHERE reference = $1',
    [reference],
  );
  return rows.map((row) => ({
    id: row.credential_id,
    transports: transportsOf(row.transports),
  }));
}

export interface NewPasskey {
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  synced: boolean;
}

/**
 * Keeps a verified passkey for `reference` and writes 'family-passkey-added' in the same statement;
 * null when the enquiry keeps MAX_FAMILY_PASSKEYS already or the credential is known.
 */
export async function addPasskey(db: Database, reference: string, key: NewPasskey): Promise<FamilyPasskey | null> {
  const [row] = await db.query<PasskeyRow & { reference: string }>(
    ...named(
      `WITH added AS (
         INSERT INTO family_passkeys (credential_id, reference, public_key, counter, transports, synced)
         SELECT :credentialId, :reference, :publicKey, :counter, :transports::jsonb, :synced
         WHERE (SELECT count(*) FROM family_passkeys WHERE reference = :reference) < :max
         ON CONFLICT (credential_id) DO NOTHING
         RETURNING ${SUMMARY}, reference
       ), ${auditStep('audited', 'family-passkey-added', 'added', { about: 'reference' })}
       SELECT ${SUMMARY} FROM added`,
      {
        ...key,
        transports: JSON.stringify(key.transports),
        reference,
        max: MAX_FAMILY_PASSKEYS,
        ...actorParams(FAMILY),
      },
    ),
  );
  return row ? summaryOf(row) : null;
}

/** Removes one of the enquiry's passkeys, with 'family-passkey-removed' in the trail; false when it has none of that id. */
export async function removePasskey(db: Database, reference: string, id: string): Promise<boolean> {
  const rows = await db.query(
    ...named(
      `WITH removed AS (
         DELETE FROM family_passkeys WHERE id = :id::bigint AND reference = :reference RETURNING reference
       ), ${auditStep('audited', 'family-passkey-removed', 'removed', { about: 'reference' })}
       SELECT reference FROM removed`,
      { id, reference, ...actorParams(FAMILY) },
    ),
  );
  return rows.length > 0;
}

export interface StoredPasskey {
  id: string;
  reference: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** The passkey of this credential id whose enquiry is still held, or null. */
export async function storedPasskey(db: Database, credentialId: string): Promise<StoredPasskey | null> {
  const [row] = await db.query<{
    id: string | number;
    reference: string;
    public_key: string;
    counter: string | number;
    transports: unknown;
  }>(
    `SELECT pk.id, pk.reference, pk.public_key, pk.counter, pk.transports FROM family_passkeys pk
     WHERE pk.credential_id = $1 AND EXISTS (SELECT 1 FROM ${INBOX_UNION} WHERE inbox.reference = pk.reference)`,
    [credentialId],
  );
  if (!row) return null;
  return {
    id: String(row.id),
    reference: row.reference,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: transportsOf(row.transports),
  };
}

/**
 * Notes a log-in with the passkey: its signature counter moves on, and only forward (a parallel
 * log-in with the same counter loses), and when it was last used. False: another came first.
 */
export async function passkeyUsed(db: Database, id: string, counter: number, previous: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE family_passkeys SET counter = $2, last_used_at = now()
     WHERE id = $1::bigint AND (counter = $3 OR $2::bigint = 0) RETURNING 1`,
    [id, counter, previous],
  );
  return rows.length > 0;
}
