import type { InboxAttemptBody, InboxChange } from '#contracts/inbox-schema';
import { FAILED_OUTCOMES, type Stage } from '#contracts/pipeline';
import { referenceKind } from '#contracts/reference';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import { FIRST_CONTACT_AUDIT, FIRST_CONTACT_ROWS } from './first-contact';
import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { named, sqlList } from '../db/sql';
import { can } from '#contracts/roles';
import { historyStep, type HistoryRow } from '../items/history-rows';
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

const STAGE_SET = ':stage::text IS NOT NULL';
const NOTE_SET = ':note::text IS NOT NULL';

/** A change's stage, follow-up and note parts as parameters (null or false when not sent). */
const partParams = (change: Pick<InboxChange, 'stage' | 'closeReason' | 'assessmentAt' | 'followUpAt' | 'note'>) => ({
  stage: change.stage ?? null,
  closeReason: change.closeReason ?? null,
  assessmentAt: change.assessmentAt ?? null,
  followUpSet: change.followUpAt !== undefined,
  followUpAt: change.followUpAt ?? null,
  note: change.note ?? null,
});

/** The columns those parts set, but the stage itself (a logged call also moves a new item). */
const PART_COLUMNS = `close_reason = CASE WHEN ${STAGE_SET} THEN :closeReason ELSE close_reason END,
           assessment_at = CASE WHEN ${STAGE_SET} THEN :assessmentAt::timestamptz ELSE assessment_at END,
           follow_up_at = CASE WHEN :followUpSet THEN :followUpAt::timestamptz ELSE follow_up_at END`;

/** `count` failed tries, or none when a follow-up is set on an item waiting for a decision: the decision to go on. */
const failedAfterFollowUp = (count: string) =>
  `CASE WHEN :followUpSet AND :followUpAt::timestamptz IS NOT NULL AND ${count} >= :maxFailedAttempts THEN 0 ELSE ${count} END`;

/** The history entries of those parts, each when it was sent. */
const PART_ROWS: HistoryRow[] = [
  {
    type: 'stage',
    values: { stage: ':stage', close_reason: ':closeReason', assessment_at: ':assessmentAt' },
    when: STAGE_SET,
  },
  { type: 'followUp', values: { follow_up_at: ':followUpAt' }, when: ':followUpSet' },
  { type: 'note', values: { note: ':note' }, when: NOTE_SET },
];

/** The trail's lines for those parts. */
const PART_AUDITS = `${auditStep('stage_audit', 'status-changed', 'updated', { about: 'reference', when: STAGE_SET })},
       ${auditStep('follow_up_audit', 'follow-up-set', 'updated', { about: 'reference', when: ':followUpSet' })},
       ${auditStep('note_audit', 'note-added', 'updated', { about: 'reference', when: NOTE_SET })}`;

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
  const params = {
    reference,
    version: change.version,
    ...partParams(change),
    ownerSet,
    ownerId: change.ownerId ?? null,
    linkReference: change.link?.reference ?? null,
    linkDecision: change.link?.decision ?? null,
    now,
    maxFailedAttempts: settings.maxFailedAttempts,
    byName: by.name,
    ...actorParams(by.actor),
  };
  const linkSet = ':linkReference::text IS NOT NULL';
  const rows = await db.query<{ reference: string }>(
    ...named(
      `WITH updated AS (
         UPDATE ${TABLES[kind]} SET
           stage = coalesce(:stage, stage),
           ${PART_COLUMNS},
           owner_id = CASE WHEN :ownerSet THEN :ownerId::bigint ELSE owner_id END,
           first_response_at = CASE WHEN first_response_at IS NULL AND ${STAGE_SET} AND :stage NOT IN ${NO_RESPONSE}
             THEN :now::timestamptz ELSE first_response_at END,
           failed_attempts = ${failedAfterFollowUp('failed_attempts')},
           version = version + 1
         WHERE reference = :reference AND version = :version RETURNING reference
       ),
       ${historyStep('events', [
         {
           type: 'owner',
           values: { owner_name: '(SELECT name FROM staff WHERE id = :ownerId::bigint)' },
           when: ':ownerSet',
         },
         ...PART_ROWS,
         { type: 'link', values: { other_reference: ':linkReference', link_state: ':linkDecision' }, when: linkSet },
       ])},
       ${PART_AUDITS},
       link_update AS (
         UPDATE inbox_links SET state = :linkDecision WHERE ${linkSet} AND EXISTS (SELECT 1 FROM updated)
           AND ((reference = :reference AND other_reference = :linkReference)
             OR (reference = :linkReference AND other_reference = :reference))
       ),
       ${auditStep('owner_audit', 'owner-changed', 'updated', { about: 'reference', when: ':ownerSet' })},
       ${auditStep('link_audit', 'duplicate-decided', 'updated', { about: 'reference', when: linkSet })}
       SELECT reference FROM updated`,
      params,
    ),
  );
  return rows.length > 0 ? 'applied' : 'conflict';
}

/**
 * Logs one try to reach the family, with what the call decided (a stage, the next follow-up, a
 * note) in the same statement: all of it is saved, or none. The first try is the first response
 * and moves a new item to "in contact" (in its history too); a failed try adds to the count that
 * asks for a decision, and reaching the family (or being asked to call later) sets it back to zero;
 * a follow-up set with the try that reaches that count is the decision to go on. A try on an item
 * nobody owns makes the caller its owner, in its history and the trail: two colleagues never call
 * one family unknowingly.
 */
export async function logAttempt(
  db: Database,
  reference: string,
  attempt: InboxAttemptBody,
  by: Changer,
  { now, settings }: { now: Date; settings: PipelineSettings },
): Promise<'applied' | 'conflict' | 'notFound'> {
  const kind = referenceKind(reference);
  if (!kind) return 'notFound';
  const failed = `CASE WHEN :outcome IN ${FAILED} THEN failed_attempts + 1 ELSE 0 END`;
  const rows = await db.query<{ reference: string }>(
    ...named(
      `WITH before AS (SELECT stage, owner_id FROM ${TABLES[kind]} WHERE reference = :reference AND version = :version),
       updated AS (
         UPDATE ${TABLES[kind]} SET
           owner_id = coalesce(owner_id, :actorId::bigint),
           failed_attempts = ${failedAfterFollowUp(failed)},
           first_response_at = coalesce(first_response_at, :now::timestamptz),
           stage = coalesce(:stage, CASE WHEN stage = 'new' THEN 'inContact' ELSE stage END),
           ${PART_COLUMNS},
           version = version + 1
         WHERE reference = :reference AND version = :version RETURNING reference
       ),
       ${historyStep('events', [
         { type: 'attempt', values: { channel: ':channel', outcome: ':outcome' } },
         ...FIRST_CONTACT_ROWS,
         ...PART_ROWS,
       ])},
       ${auditStep('attempt_audit', 'attempt-logged', 'updated', { about: 'reference' })},
       ${FIRST_CONTACT_AUDIT},
       ${PART_AUDITS}
       SELECT reference FROM updated`,
      {
        reference,
        version: attempt.version,
        channel: attempt.channel,
        outcome: attempt.outcome,
        ...partParams(attempt),
        now,
        maxFailedAttempts: settings.maxFailedAttempts,
        byName: by.name,
        ...actorParams(by.actor),
      },
    ),
  );
  return rows.length > 0 ? 'applied' : 'conflict';
}
