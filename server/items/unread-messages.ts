import type { Database } from '../db/database';

/**
 * The items whose family wrote since the team last read their messages (`staff_read_at`, set when
 * a staff member opens them). Read from the family's messages alone (index
 * inbox_events_family_messages), so the cost follows the messages, not the size of the inbox.
 */
export async function unreadReferences(db: Database): Promise<string[]> {
  const rows = await db.query<{ reference: string }>(
    `SELECT DISTINCT e.reference FROM inbox_events e
     JOIN (SELECT reference, staff_read_at FROM enquiries
           UNION ALL SELECT reference, staff_read_at FROM contact_messages) item ON item.reference = e.reference
     WHERE e.type = 'message' AND e.message_from = 'family' AND (item.staff_read_at IS NULL OR e.at > item.staff_read_at)`,
  );
  return rows.map((row) => row.reference);
}
