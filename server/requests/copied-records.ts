import type { CopiedRecords } from '#contracts/family-copy';
import { readBooking } from '../bookings/bookings-store';
import type { Database } from '../db/database';
import { familyPasskeys } from '../family/passkey-store';
import { readCopiedMessages } from '../items/copied-messages';

/** What the family's copy holds beside their answer: the messages both ways, their passkeys, the call booked ahead. */
export async function readCopiedRecords(db: Database, reference: string): Promise<CopiedRecords> {
  const messages = await readCopiedMessages(db, reference);
  const passkeys = await familyPasskeys(db, reference);
  return {
    messages,
    passkeys: passkeys.map(({ addedAt, lastUsedAt, synced }) => ({ addedAt, lastUsedAt, synced })),
    booking: await readBooking(db, reference),
  };
}
