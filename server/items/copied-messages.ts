import type { CopiedMessage } from '#contracts/family-copy';
import type { MessageSender } from '#contracts/messages';
import type { Database } from '../db/database';
import { iso, type Time } from './inbox-rows';

/** The messages of `reference` both ways, oldest first, for the family's copy of its data: nothing is marked read. */
export async function readCopiedMessages(db: Database, reference: string): Promise<CopiedMessage[]> {
  const rows = await db.query<{ at: Time; note: string; message_from: MessageSender }>(
    `SELECT at, note, message_from FROM inbox_events
     WHERE reference = $1 AND type = 'message' AND note IS NOT NULL AND message_from IN ('family', 'staff') ORDER BY at, id`,
    [reference],
  );
  return rows.map((row) => ({ from: row.message_from, at: iso(row.at), text: row.note }));
}
