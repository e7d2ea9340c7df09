import type { SelfCheckAnswers } from '#contracts/screeners';
import { storedSelfCheckOf } from '#contracts/self-check-sent';
import type { Database } from '../db/database';

/** The self-check answers sent with enquiry `reference`, as stored; null when none, or unreadable. */
export async function readSentAnswers(db: Database, reference: string): Promise<SelfCheckAnswers | null> {
  const [row] = await db.query<{ self_check: unknown }>('SELECT self_check FROM enquiries WHERE reference = $1', [
    reference,
  ]);
  return storedSelfCheckOf(row?.self_check ?? null);
}
