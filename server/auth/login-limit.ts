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
  const rows = await db.query<{ key: string; count: number; reset_at: Date | string }>(
    `INSERT INTO login_failures AS f (key, window_start, count) VALUES ($1, now(), 1), ($2, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN f.window_start <= now() - make_interval(secs => $3::int) THEN 1 ELSE f.count + 1 END,
       window_start = CASE WHEN f.window_start <= now() - make_interval(secs => $3::int) THEN now() ELSE f.window_start END
     RETURNING key, count, window_start + make_interval(secs => $3::int) AS reset_at`,
    [pair, address, limits.windowSeconds],
  );
  const over = rows.filter((row) => row.count > (row.key === pair ? limits.perAccount : limits.perAddress));
  if (over.length === 0) return null;
  return new Date(Math.max(...over.map((row) => new Date(row.reset_at).getTime())));
}

/**
 * A successful sign-in: the account's count from this address is cleared, and the address gets back
 * the attempts that succeeded (the password, and the second factor's code).
 */
export async function forgiveLoginAttempt(db: Database, email: string, ip: string, attempts = 1) {
  const { pair, address } = keys(email, ip);
  await db.query(
    `WITH cleared AS (DELETE FROM login_failures WHERE key = $1)
     UPDATE login_failures SET count = greatest(count - $3::int, 0) WHERE key = $2`,
    [pair, address, attempts],
  );
}

export const forgetEndedLoginWindows = (db: Database, windowSeconds: number) =>
  db.query('DELETE FROM login_failures WHERE window_start <= now() - make_interval(secs => $1::int)', [windowSeconds]);
