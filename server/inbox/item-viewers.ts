import { VIEWER_GONE_SECONDS } from '#contracts/endpoints/inbox';
import type { StaffRef } from '#contracts/inbox';
import { referenceKind } from '#contracts/reference';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { TABLES } from '../items/inbox-rows';

/**
 * `staffId` has the item open at `now`: noted (rows long past are cleared on the way), and the
 * colleagues who have it open too are answered, by name. Null when there is no such item. In the
 * database, not in memory, so several servers behind a load balancer see one another's readers.
 */
export async function noteViewer(
  db: Database,
  reference: string,
  staffId: string,
  now: Date,
): Promise<StaffRef[] | null> {
  const kind = referenceKind(reference);
  if (!kind) return null;
  const [noted] = await db.query<{ reference: string }>(
    ...named(
      `WITH cleared AS (DELETE FROM item_viewers WHERE seen_at < :now::timestamptz - interval '10 minutes')
       INSERT INTO item_viewers (reference, staff_id, seen_at)
       SELECT reference, :staffId::bigint, :now FROM ${TABLES[kind]} WHERE reference = :reference
       ON CONFLICT (reference, staff_id) DO UPDATE SET seen_at = excluded.seen_at
       RETURNING reference`,
      { reference, staffId, now },
    ),
  );
  if (!noted) return null;
  return db.query<StaffRef>(
    ...named(
      `SELECT staff.id::text AS id, staff.name FROM item_viewers viewer JOIN staff ON staff.id = viewer.staff_id
       WHERE viewer.reference = :reference AND viewer.staff_id <> :staffId::bigint AND NOT staff.disabled
         AND viewer.seen_at > :now::timestamptz - make_interval(secs => :goneAfter)
       ORDER BY staff.name`,
      { reference, staffId, now, goneAfter: VIEWER_GONE_SECONDS },
    ),
  );
}
