import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

export interface LoginLimits {
  /** Failed sign-ins one account may have per window; then 429 until the window ends. */
  perAccount: number;
  /** Failed sign-ins one address may have per window, whatever the accounts. */
  perAddress: number;
  windowSeconds: number;
}

const keys = (email: string, ip: string) => ({
  account: createHash('sha256').update(`login-account\n${email}`).digest('base64url'),
  address: createHash('sha256').update(`login-address\n${ip}`).digest('base64url'),
});

/** When sign-in is blocked for this account or address: the time it opens again, or null. */
export async function loginBlockedUntil(
  db: Database,
  email: string,
  ip: string,
  limits: LoginLimits,
): Promise<Date | null> {
  const { account, address } = keys(email, ip);
  const rows = await db.query<{ reset_at: Date | string }>(
    `SELECT window_start + make_interval(secs => $3::int) AS reset_at FROM login_failures
     WHERE window_start > now() - make_interval(secs => $3::int)
       AND ((key = $1 AND count >= $4) OR (key = $2 AND count >= $5))`,
    [account, address, limits.windowSeconds, limits.perAccount, limits.perAddress],
  );
  if (rows.length === 0) return null;
  return new Date(Math.max(...rows.map((row) => new Date(row.reset_at).getTime())));
}

/** Counts a failed sign-in against the account and the address (one statement). */
export async function countLoginFailure(db: Database, email: string, ip: string, limits: LoginLimits) {
  const { account, address } = keys(email, ip);
  await db.query(
    `INSERT INTO login_failures AS f (key, window_start, count) VALUES ($1, now(), 1), ($2, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN f.window_start <= now() - make_interval(secs => $3::int) THEN 1 ELSE f.count + 1 END,
       window_start = CASE WHEN f.window_start <= now() - make_interval(secs => $3::int) THEN now() ELSE f.window_start END`,
    [account, address, limits.windowSeconds],
  );
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export const clearAccountFailures = (db: Database, email: string) =>
  db.query('DELETE FROM login_failures WHERE key = $1', [keys(email, '').account]);

export const forgetEndedLoginWindows = (db: Database, windowSeconds: number) =>
  db.query('DELETE FROM login_failures WHERE window_start <= now() - make_interval(secs => $1::int)', [windowSeconds]);
