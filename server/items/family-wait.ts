import type { Stage } from '#contracts/pipeline';
import { waitingForWindow } from '#contracts/rules/pipeline-rules';
import type { Database } from '../db/database';
import { familyWindowOf } from './contact-rules';
import { INBOX_UNION, OPEN_SQL } from './inbox-rows';

/**
 * The open items whose first response is past due but whose family's window is closed at `now`: they
 * wait for it, and are not late before it opens (overdueSql leaves them out). The window is the
 * TypeScript rule the list's chip reads (waitingForWindow), not a second copy in SQL: SQL finds the
 * few unanswered late items, and their windows are read here.
 */
export async function waitingReferences(db: Database, now: Date): Promise<string[]> {
  const rows = await db.query<Record<string, unknown> & { reference: string; stage: Stage }>(
    `SELECT * FROM ${INBOX_UNION}
     WHERE kind = 'enquiry' AND stage IN ${OPEN_SQL} AND first_response_at IS NULL AND respond_by < $1`,
    [now],
  );
  return rows
    .filter((row) => waitingForWindow({ stage: row.stage, firstResponseAt: null }, familyWindowOf(row), now))
    .map((row) => row.reference);
}
