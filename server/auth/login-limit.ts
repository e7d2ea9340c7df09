import { createHash } from 'node:crypto';
import type { LoginLimits } from '../config/config';
import type { Database } from '../db/database';
import { limitedAddress } from '../http/client-address';

// Per account *and* address: a stranger's failures elsewhere never lock the owner out of her account.
const keys = (email: string, ip: string) => ({
  pair: createHash('sha256')
    .update(`login-account-address\n${email}\n${limitedAddress(ip)}`)
    .digest('base64url'),
  address: createHash('sha256')
    .update(`login-address\n${limitedAddress(ip)}`)
    .digest('base64url'),
});

// Per account from any address, for second-factor codes only: only a password holder sends one.
const codeKey = (staffId: string) =>
  createHash('sha256').update(`second-factor-account\n${staffId}`).digest('base64url');

/**
 * Counts one attempt under each key, in one statement, so parallel attempts cannot all slip under
 * a limit; a key's count starts again once its window has ended. Answers each key's count and end.
 * The rows are taken in key order, and every other write here takes one row a statement (or skips
 * locked ones), so two sign-ins can never lock each other's rows the other way round: PostgreSQL
 * found such a deadlock between four parallel sign-ins, which answered 500.
 */
async function countAttempts(db: Database, keys: string[], windowSeconds: number) {
  const rows = await db.query<{ key: string; count: number; reset_at: Date | string }>(
    `INSERT INTO login_failures AS f (key, window_start, count)
     SELECT key, now(), 1 FROM unnest($1::text[]) AS key ORDER BY key COLLATE "C"
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN f.window_start <= now() - make_interval(secs => $2::int) THEN 1 ELSE f.count + 1 END,
       window_start = CASE WHEN f.window_start <= now() - make_interval(secs => $2::int) THEN now() ELSE f.window_start END
     RETURNING key, count, window_start + make_interval(secs => $2::int) AS reset_at`,
    [keys, windowSeconds],
  );
  return rows.map((row) => ({ key: row.key, count: Number(row.count), resetAt: new Date(row.reset_at) }));
}

/** The latest end among the counts over their limit, or null when none is. */
function blockedUntil(counts: { key: string; count: number; resetAt: Date }[], limitOf: (key: string) => number) {
  const over = counts.filter((row) => row.count > limitOf(row.key));
  return over.length === 0 ? null : new Date(Math.max(...over.map((row) => row.resetAt.getTime())));
}

/**
 * Takes one sign-in attempt, counted before the password is checked and in one statement, so
 * parallel attempts cannot all slip under the limit. Answers null when it may go ahead, else when
 * sign-in opens again for this account from this address (or for this address).
 */
export async function takeLoginAttempt(
  db: Database,
  email: string,
  ip: string,
  limits: LoginLimits,
): Promise<Date | null> {
  const { pair, address } = keys(email, ip);
  const counts = await countAttempts(db, [pair, address], limits.windowSeconds);
  return blockedUntil(counts, (key) => (key === pair ? limits.perAccount : limits.perAddress));
}

/**
 * Takes one second-factor code attempt: the sign-in limits above, and the account's own cap on
 * codes from any address (`perAccount`), all in one statement. `capReached` is true for the one
 * attempt that first went over the account's cap in its window: the moment to tell people.
 */
export async function takeCodeAttempt(
  db: Database,
  account: { staffId: string; email: string },
  ip: string,
  limits: LoginLimits & { codesPerAccount: number },
): Promise<{ blockedUntil: Date | null; capReached: boolean }> {
  const { pair, address } = keys(account.email, ip);
  const codes = codeKey(account.staffId);
  const counts = await countAttempts(db, [pair, address, codes], limits.windowSeconds);
  const limitOf = (key: string) =>
    key === codes ? limits.codesPerAccount : key === pair ? limits.perAccount : limits.perAddress;
  return {
    blockedUntil: blockedUntil(counts, limitOf),
    capReached: counts.some((row) => row.key === codes && row.count === limits.codesPerAccount + 1),
  };
}

/** A right code: it is given back to the account's cap on codes (the wrong ones stay counted). */
export const forgiveCodeAttempt = (db: Database, staffId: string) =>
  db.query('UPDATE login_failures SET count = greatest(count - 1, 0) WHERE key = $1', [codeKey(staffId)]);

/**
 * A successful sign-in: the account's count from this address is cleared, and the address gets back
 * the attempts that succeeded (the password, and the second factor's code).
 */
export async function forgiveLoginAttempt(db: Database, email: string, ip: string, attempts = 1) {
  const { pair, address } = keys(email, ip);
  await forgive(db, pair, { key: address, by: attempts });
}

/**
 * Clears `cleared`'s count and gives `back.by` attempts back to `back.key`, one row a statement (see
 * `countAttempts`). Should the process stop between the two, the address keeps a count it need not:
 * a limit a little early, never a limit missed.
 */
async function forgive(db: Database, cleared: string, back: { key: string; by: number }) {
  await db.query('DELETE FROM login_failures WHERE key = $1', [cleared]);
  await db.query('UPDATE login_failures SET count = greatest(count - $2::int, 0) WHERE key = $1', [back.key, back.by]);
}

/** The sweep: rows a sign-in holds now are left for the next one (it never waits on a sign-in, see `countAttempts`). */
export const forgetEndedLoginWindows = (db: Database, windowSeconds: number) =>
  db.query(
    `DELETE FROM login_failures WHERE key IN (
       SELECT key FROM login_failures WHERE window_start <= now() - make_interval(secs => $1::int) FOR UPDATE SKIP LOCKED)`,
    [windowSeconds],
  );

// A family's sign-in, per reference *and* address, and per address: a stranger's wrong codes for a
// reference count only against the stranger's address, never the family's (the second review's L2).
const familyKeys = (reference: string, ip: string) => ({
  pair: createHash('sha256')
    .update(`family-reference-address\n${reference}\n${limitedAddress(ip)}`)
    .digest('base64url'),
  address: createHash('sha256')
    .update(`family-address\n${limitedAddress(ip)}`)
    .digest('base64url'),
});

/** Takes one family sign-in attempt, before the code is checked: as `takeLoginAttempt`, the reference for the account. */
export async function takeFamilySignInAttempt(
  db: Database,
  reference: string,
  ip: string,
  limits: LoginLimits,
): Promise<Date | null> {
  const { pair, address } = familyKeys(reference, ip);
  const counts = await countAttempts(db, [pair, address], limits.windowSeconds);
  return blockedUntil(counts, (key) => (key === pair ? limits.perAccount : limits.perAddress));
}

/** A family's right code: its reference's count from this address is cleared, and the address gets the attempt back. */
export async function forgiveFamilySignIn(db: Database, reference: string, ip: string) {
  const { pair, address } = familyKeys(reference, ip);
  await forgive(db, pair, { key: address, by: 1 });
}
