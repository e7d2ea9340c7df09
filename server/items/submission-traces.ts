import type { Database } from '../db/database';
import { eraseDeletedTraces } from '../db/erase-traces';

/** The two tables that hold what families send. */
export const SUBMISSIONS = ['enquiries', 'contact_messages'] as const;
/** Where a deleted enquiry or message leaves its words, its keys or its reference. */
// reports.items holds no name or words, but it is derived from the items: its old row versions go too.
// data_requests: the notes its trigger cleared when the item went (013-requests.sql).
const TRACED_TABLES = [
  ...SUBMISSIONS,
  'inbox_events',
  'inbox_links',
  'reports.items',
  'data_requests',
  'bookings',
] as const;

/**
 * Takes the bytes of deleted enquiries and messages off the disk (erase-traces.ts): when `deleted`
 * (the sweep deleted some), or when families withdrew items since the last erase. Those
 * withdrawals, read before it starts, are then marked erased; one that commits meanwhile stays
 * marked for the next erase. Answers whether it erased.
 */
export async function eraseSubmissionTraces(db: Database, { deleted = false } = {}) {
  const withdrawn = await db.query<{ reference: string }>(
    'SELECT reference FROM withdrawn_items WHERE erased_at IS NULL',
  );
  if (!deleted && withdrawn.length === 0) return false;
  await eraseDeletedTraces(db, TRACED_TABLES);
  if (withdrawn.length > 0)
    await db.query('UPDATE withdrawn_items SET erased_at = now() WHERE reference = ANY($1::text[])', [
      withdrawn.map((row) => row.reference),
    ]);
  return true;
}
