import type { Stage } from '#contracts/pipeline';
import { waitingForWindow } from '#contracts/rules/pipeline-rules';
import type { Database } from '../db/database';
import { familyWindowOf } from './contact-rules';
import { OPEN_SQL } from './inbox-rows';

/**
 * The open items whose first response is past due but whose family's window is closed at `now`: they
 * wait for it, and are not late before it opens (overdueSql leaves them out). The window is the
 * TypeScript rule the list's chip reads (waitingForWindow), not a second copy in SQL: SQL finds the
 * unanswered late enquiries whose family set hours at all (index enquiries_unanswered), and their
 * windows are read here.
 */
export async function waitingReferences(db: Database, now: Date): Promise<string[]> {
  const rows = await db.query<Record<string, unknown> & { reference: string; stage: Stage }>(
    `SELECT reference, stage, leave_message, name_centre, safe_days, safe_from, safe_to, time_zone, phone_country
     FROM enquiries WHERE stage IN ${OPEN_SQL} AND first_response_at IS NULL AND respond_by < $1
       AND safe_days IS NOT NULL AND safe_from IS NOT NULL AND safe_to IS NOT NULL`,
    [now],
  );
  return rows
    .filter((row) => waitingForWindow({ stage: row.stage, firstResponseAt: null }, familyWindowOf(row), now))
    .map((row) => row.reference);
}
