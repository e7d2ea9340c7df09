import type { InboxArrivals } from '#contracts/inbox';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { TABLES } from '../items/inbox-rows';

type Time = Date | string;

/**
 * How many items (spam set aside) arrived after `since`, and when the newest did: each side read by
 * its own created_at index, so ten open inboxes asking every few seconds cost a few index probes.
 * `latest` goes out in milliseconds, PostgreSQL keeps microseconds: "after" is from the next millisecond.
 */
export async function countArrivals(db: Database, since: string | null): Promise<InboxArrivals> {
  const tables = Object.values(TABLES);
  const [row] = await db.query<{ count: number | string; latest: Time | null }>(
    ...named(
      `SELECT (${tables
        .map(
          (table) =>
            `(SELECT count(*) FROM ${table} WHERE created_at >= :since::timestamptz + interval '1 millisecond' AND stage <> 'spam')`,
        )
        .join(' + ')})::int AS count,
         GREATEST(${tables
           .map((table) => `(SELECT max(created_at) FROM ${table} WHERE stage <> 'spam')`)
           .join(', ')}) AS latest`,
      { since: since ?? 'infinity' },
    ),
  );
  const latest = row?.latest ?? null;
  return { count: Number(row?.count ?? 0), latest: latest === null ? null : new Date(latest).toISOString() };
}
