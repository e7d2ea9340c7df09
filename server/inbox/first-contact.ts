import { auditStep } from '../audit/audit-log';
import type { HistoryRow } from '../items/history-rows';

/** An item that had no owner, acted on by a member of staff: it becomes theirs. */
const TAKEN = '(SELECT owner_id FROM before) IS NULL AND :actorId::bigint IS NOT NULL';

/**
 * The history entries a logged call and a reply to the family share: a new item moved to "in
 * contact", an unowned one taken by the actor. They read the statement's `before` (the row as it was).
 */
export const FIRST_CONTACT_ROWS: HistoryRow[] = [
  { type: 'stage', values: { stage: `'inContact'` }, when: `(SELECT stage FROM before) = 'new'` },
  { type: 'owner', values: { owner_name: ':byName' }, when: TAKEN },
];

/** The trail's line for the taking, read from `updated` (the reference, once written). */
export const FIRST_CONTACT_AUDIT = auditStep('owner_audit', 'owner-changed', 'updated', {
  about: 'reference',
  when: TAKEN,
});
