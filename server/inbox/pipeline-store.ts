import type { InboxAttemptBody, InboxChange } from '#contracts/inbox-schema';
import { FAILED_OUTCOMES, type Stage } from '#contracts/pipeline';
import { referenceKind } from '#contracts/reference';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import { FIRST_CONTACT_STEPS } from './first-contact';
import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { named, sqlList } from '../db/sql';
import { can } from '#contracts/roles';
import { TABLES } from '../items/inbox-rows';

/** The staff member making a change, as the history names them. */
export interface Changer {
  name: string;
  actor: Actor;
}

type Answer = 'applied' | 'conflict' | 'unknownOwner' | 'unknownLink' | 'notFound';

const FAILED = sqlList(FAILED_OUTCOMES);
/** Stages a move into which is no response to the family: the first move elsewhere is the first response. */
const NO_RESPONSE = sqlList(['new', 'spam'] satisfies Stage[]);

/** Whether `id` is an active staff member who may handle the inbox. */
async function isPossibleOwner(db: Database, id: string) {
  const [staff] = await db.query<{ role: string }>('SELECT role FROM staff WHERE id = $1 AND NOT disabled', [id]);
  return staff !== undefined && can(staff.role, 'inbox');
}

async function hasLink(db: Database, reference: string, other: string) {
  const rows = await db.query(
    `SELECT 1 FROM inbox_links WHERE (reference = $1 AND other_reference = $2) OR (reference = $2 AND other_reference = $1)`,
    [reference, other],
  );
  return rows.length > 0;
}

/**
 * Applies `change` when `version` is still the item's version, in one statement: the item, one
 * history entry per part and their audit entries commit together or not at all. The first move out
 * of "new" is the first response; a follow-up set on an item waiting for a decision is the decision
 * to go on, so its failed tries count from zero again.
 */
export async function updateInboxItem(
  db: Database,
  reference: string,
  change: InboxChange,
  by: Changer,
  { now, settings }: { now: Date; settings: PipelineSettings },
): Promise<Answer> {
  const kind = referenceKind(reference);
  if (!kind) return 'notFound';
  if (typeof change.ownerId === 'string' && !(await isPossibleOwner(db, change.ownerId))) return 'unknownOwner';
  if (change.link && !(await hasLink(db, reference, change.link.reference))) return 'unknownLink';
  const ownerSet = change.ownerId !== undefined;
  const followUpSet = change.followUpAt !== undefined;
  const params = {
    reference,
    version: change.version,
    stage: change.stage ?? null,
    closeReason: change.closeReason ?? null,
    assessmentAt: change.assessmentAt ?? null,
    ownerSet,
    ownerId: change.ownerId ?? null,
    followUpSet,
    followUpAt: change.followUpAt ?? null,
    note: change.note ?? null,
    linkReference: change.link?.reference ?? null,
    linkDecision: change.link?.decision ?? null,
    now,
    maxFailedAttempts: settings.maxFailedAttempts,
    byName: by.name,
    ...actorParams(by.actor),
  };
  const event = (type: string, columns: string, values: string, when: string) =>
    `INSERT INTO inbox_events (reference, by_name, at, type${columns})
     SELECT reference, :byName, :now, '${type}'${values} FROM updated WHERE ${when}`;
  const stageSet = ':stage::text IS NOT NULL';
  const noteSet = ':note::text IS NOT NULL';
  const linkSet = ':linkReference::text IS NOT NULL';
  const rows = await db.query<{ reference: string }>(
    ...named(
      `WITH updated AS (
         UPDATE ${TABLES[kind]} SET
           stage = coalesce(:stage, stage),
           close_reason = CASE WHEN :stage::text IS NULL THEN close_reason ELSE :closeReason END,
           assessment_at = CASE WHEN :stage::text IS NULL THEN assessment_at ELSE :assessmentAt::timestamptz END,
           owner_id = CASE WHEN :ownerSet THEN :ownerId::bigint ELSE owner_id END,
           follow_up_at = CASE WHEN :followUpSet THEN :followUpAt::timestamptz ELSE follow_up_at END,
           first_response_at = CASE WHEN first_response_at IS NULL AND ${stageSet} AND :stage NOT IN ${NO_RESPONSE}
             THEN :now::timestamptz ELSE first_response_at END,
           failed_attempts = CASE WHEN :followUpSet AND :followUpAt::timestamptz IS NOT NULL
             AND failed_attempts >= :maxFailedAttempts THEN 0 ELSE failed_attempts END,
           version = version + 1
         WHERE reference = :reference AND version = :version RETURNING reference
       ),
       stage_event AS (${event('stage', ', stage, close_reason, assessment_at', ', :stage, :closeReason, :assessmentAt::timestamptz', stageSet)}),
       owner_event AS (${event('owner', ', owner_name', ', (SELECT name FROM staff WHERE id = :ownerId::bigint)', ':ownerSet')}),
       follow_up_event AS (${event('followUp', ', follow_up_at', ', :followUpAt::timestamptz', ':followUpSet')}),
       note_event AS (${event('note', ', note', ', :note', noteSet)}),
       link_event AS (${event('link', ', other_reference, link_state', ', :linkReference, :linkDecision', linkSet)}),
       link_update AS (
         UPDATE inbox_links SET state = :linkDecision WHERE ${linkSet} AND EXISTS (SELECT 1 FROM updated)
           AND ((reference = :reference AND other_reference = :linkReference)
             OR (reference = :linkReference AND other_reference = :reference))
       ),
       ${auditStep('stage_audit', 'status-changed', 'updated', { about: 'reference', when: stageSet })},
       ${auditStep('owner_audit', 'owner-changed', 'updated', { about: 'reference', when: ':ownerSet' })},
       ${auditStep('follow_up_audit', 'follow-up-set', 'updated', { about: 'reference', when: ':followUpSet' })},
       ${auditStep('note_audit', 'note-added', 'updated', { about: 'reference', when: noteSet })},
       ${auditStep('link_audit', 'duplicate-decided', 'updated', { about: 'reference', when: linkSet })}
       SELECT reference FROM updated`,
      params,
    ),
  );
  return rows.length > 0 ? 'applied' : 'conflict';
}

/**
 * Logs one try to reach the family. The first try is the first response and moves a new item to
 * "in contact" (in its history too); a failed try adds to the count that asks for a decision, and
 * reaching the family (or being asked to call later) sets it back to zero. A try on an item nobody
 * owns makes the caller its owner, in its history and the trail: two colleagues never call one
 * family unknowingly.
 */
export async function logAttempt(
  db: Database,
  reference: string,
  attempt: InboxAttemptBody,
  by: Changer,
  now: Date,
): Promise<'applied' | 'conflict' | 'notFound'> {
  const kind = referenceKind(reference);
  if (!kind) return 'notFound';
  const rows = await db.query<{ reference: string }>(
    ...named(
      `WITH before AS (SELECT stage, owner_id FROM ${TABLES[kind]} WHERE reference = :reference AND version = :version),
       updated AS (
         UPDATE ${TABLES[kind]} SET
           owner_id = coalesce(owner_id, :actorId::bigint),
           failed_attempts = CASE WHEN :outcome IN ${FAILED} THEN failed_attempts + 1 ELSE 0 END,
           first_response_at = coalesce(first_response_at, :now::timestamptz),
           stage = CASE WHEN stage = 'new' THEN 'inContact' ELSE stage END,
           version = version + 1
         WHERE reference = :reference AND version = :version RETURNING reference
       ),
       attempt_event AS (
         INSERT INTO inbox_events (reference, by_name, at, type, channel, outcome)
         SELECT reference, :byName, :now, 'attempt', :channel, :outcome FROM updated
       ),
       ${auditStep('attempt_audit', 'attempt-logged', 'updated', { about: 'reference' })},
       ${FIRST_CONTACT_STEPS}
       SELECT reference FROM updated`,
      {
        reference,
        version: attempt.version,
        channel: attempt.channel,
        outcome: attempt.outcome,
        now,
        byName: by.name,
        ...actorParams(by.actor),
      },
    ),
  );
  return rows.length > 0 ? 'applied' : 'conflict';
}
