import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { limitedAddress } from './client-address';

export interface RateLimitVerdict {
  allowed: boolean;
  /** When the current window ends: the time to try again once refused. */
  resetAt: Date;
}

/**
 * Counts one request by `ip` (an IPv6 address by its /64) for `bucket` in a fixed window, in the database so that
 * every instance shares the count. The key is a hash: no address is stored.
 */
export async function countRequest(
  db: Database,
  bucket: string,
  ip: string,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): Promise<RateLimitVerdict> {
  const key = createHash('sha256')
    .update(`${bucket}\n${limitedAddress(ip)}`)
    .digest('base64url');
  const [row] = await db.query<{ count: number; reset_at: Date | string }>(
    `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN 1 ELSE r.count + 1 END,
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN now() ELSE r.window_start END
     RETURNING count, window_start + make_interval(secs => $2::int) AS reset_at`,
    [key, windowSeconds],
  );
  if (!row) throw new Error('The rate-limit counter returned no row.');
  return { allowed: row.count <= max, resetAt: new Date(row.reset_at) };
}

/** Forgets windows that have ended (the retention sweep calls it). */
export const forgetEndedWindows = (db: Database, windowSeconds: number) =>
  db.query(`DELETE FROM rate_limits WHERE window_start <= now() - make_interval(secs => $1::int)`, [windowSeconds]);
