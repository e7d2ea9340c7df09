import { copiedSelfCheckOf, type CopiedMessage, type CopiedRecords } from '#contracts/family-copy';
import type { MessageSender } from '#contracts/messages';
import { readBooking } from '../bookings/bookings-store';
import { consentOf } from '../consent/consent-store';
import type { Database } from '../db/database';
import { familyPasskeys } from '../family/passkey-store';
import { iso, type Time } from '../items/inbox-rows';
import { readSentAnswers } from '../items/sent-self-check';

/** The messages of `reference` both ways, oldest first: never a staff member's name, nothing marked read. */
async function readCopiedMessages(db: Database, reference: string): Promise<CopiedMessage[]> {
  const rows = await db.query<{ at: Time; note: string; message_from: MessageSender }>(
    `SELECT at, note, message_from FROM inbox_events
     WHERE reference = $1 AND type = 'message' AND note IS NOT NULL AND message_from IN ('family', 'staff') ORDER BY at, id`,
    [reference],
  );
  return rows.map((row) => ({ from: row.message_from, at: iso(row.at), text: row.note }));
}

/**
 * What the family's copy holds beside their answer: the messages both ways, their passkeys, the call
 * booked ahead, the consent given with the form and the self-check sent with it.
 */
export async function readCopiedRecords(db: Database, reference: string): Promise<CopiedRecords> {
  const messages = await readCopiedMessages(db, reference);
  const passkeys = await familyPasskeys(db, reference);
  return {
    messages,
    passkeys: passkeys.map(({ addedAt, lastUsedAt, synced }) => ({ addedAt, lastUsedAt, synced })),
    booking: await readBooking(db, reference),
    consent: await consentOf(db, reference),
    selfCheck: copiedSelfCheckOf(await readSentAnswers(db, reference)),
  };
}
