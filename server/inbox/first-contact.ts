import { auditStep } from '../audit/audit-log';

/** An item that had no owner, acted on by a member of staff: it becomes theirs. */
const TAKEN = '(SELECT owner_id FROM before) IS NULL AND :actorId::bigint IS NOT NULL';

/**
 * The history and trail steps a logged call and a reply to the family share: a new item moved to
 * "in contact", an unowned one taken by the actor. They read the statement's `before` (the row as it
 * was) and `updated` (the reference, once written), and its :byName, :now and actor parameters.
 */
export const FIRST_CONTACT_STEPS = `stage_event AS (
         INSERT INTO inbox_events (reference, by_name, at, type, stage)
         SELECT reference, :byName, :now, 'stage', 'inContact' FROM updated WHERE (SELECT stage FROM before) = 'new'
       ),
       owner_event AS (
         INSERT INTO inbox_events (reference, by_name, at, type, owner_name)
         SELECT reference, :byName, :now, 'owner', :byName FROM updated WHERE ${TAKEN}
       ),
       ${auditStep('owner_audit', 'owner-changed', 'updated', { about: 'reference', when: TAKEN })}`;
