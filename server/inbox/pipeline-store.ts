import type { InboxAttemptBody, InboxChange } from '#contracts/inbox-schema';
import { FAILED_OUTCOMES } from '#contracts/pipeline';
import { referenceKind } from '#contracts/reference';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { can } from '#contracts/roles';
import { TABLES } from '../items/inbox-rows';

/** The staff member making a change, as the history names them. */
export interface Changer {
  name: string;
  actor: Actor;
}

type Answer = 'applied' | 'conflict' | 'unknownOwner' | 'unknownLink' | 'notFound';

const FAILED = `(${FAILED_OUTCOMES.map((outcome) => `'${outcome}'`).join(', ')})`;

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
  const params = [
    reference, // $1
    change.version, // $2
    change.stage ?? null, // $3
    change.closeReason ?? null, // $4
    ownerSet, // $5
    change.ownerId ?? null, // $6
    followUpSet, // $7
    change.followUpAt ?? null, // $8
    change.note ?? null, // $9
    change.link?.reference ?? null, // $10
    change.link?.decision ?? null, // $11
    now, // $12
    settings.maxFailedAttempts, // $13
    by.name, // $14
    ...actorParams(by.actor), // $15–$17
  ];
  const event = (type: string, columns: string, values: string, when: string) =>
    `INSERT INTO inbox_events (reference, by_name, at, type${columns})
     SELECT reference, $14, $12, '${type}'${values} FROM updated WHERE ${when}`;
  const rows = await db.query<{ reference: string }>(
    `WITH updated AS (
       UPDATE ${TABLES[kind]} SET
         stage = coalesce($3, stage),
         close_reason = CASE WHEN $3::text IS NULL THEN close_reason ELSE $4 END,
         owner_id = CASE WHEN $5 THEN $6::bigint ELSE owner_id END,
         follow_up_at = CASE WHEN $7 THEN $8::timestamptz ELSE follow_up_at END,
         first_response_at = CASE WHEN first_response_at IS NULL AND $3::text IS NOT NULL AND $3 NOT IN ('new', 'spam')
           THEN $12::timestamptz ELSE first_response_at END,
         failed_attempts = CASE WHEN $7 AND $8::timestamptz IS NOT NULL AND failed_attempts >= $13 THEN 0
           ELSE failed_attempts END,
         version = version + 1
       WHERE reference = $1 AND version = $2 RETURNING reference
     ),
     stage_event AS (${event('stage', ', stage, close_reason', ', $3, $4', '$3::text IS NOT NULL')}),
     owner_event AS (${event('owner', ', owner_name', ', (SELECT name FROM staff WHERE id = $6::bigint)', '$5')}),
     follow_up_event AS (${event('followUp', ', follow_up_at', ', $8::timestamptz', '$7')}),
     note_event AS (${event('note', ', note', ', $9', '$9::text IS NOT NULL')}),
     link_event AS (${event('link', ', other_reference, link_state', ', $10, $11', '$10::text IS NOT NULL')}),
     link_update AS (
       UPDATE inbox_links SET state = $11 WHERE $10::text IS NOT NULL AND EXISTS (SELECT 1 FROM updated)
         AND ((reference = $1 AND other_reference = $10) OR (reference = $10 AND other_reference = $1))
     ),
     ${auditStep('stage_audit', 'status-changed', 'updated', 15, { about: 'reference', when: '$3::text IS NOT NULL' })},
     ${auditStep('owner_audit', 'owner-changed', 'updated', 15, { about: 'reference', when: '$5' })},
     ${auditStep('follow_up_audit', 'follow-up-set', 'updated', 15, { about: 'reference', when: '$7' })},
     ${auditStep('note_audit', 'note-added', 'updated', 15, { about: 'reference', when: '$9::text IS NOT NULL' })},
     ${auditStep('link_audit', 'duplicate-decided', 'updated', 15, { about: 'reference', when: '$10::text IS NOT NULL' })}
     SELECT reference FROM updated`,
    params,
  );
  return rows.length > 0 ? 'applied' : 'conflict';
}

/**
 * Logs one try to reach the family. The first try is the first response and moves a new item to
 * "in contact" (in its history too); a failed try adds to the count that asks for a decision, and
 * reaching the family (or being asked to call later) sets it back to zero.
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
    `WITH before AS (SELECT stage FROM ${TABLES[kind]} WHERE reference = $1 AND version = $2),
     updated AS (
       UPDATE ${TABLES[kind]} SET
         failed_attempts = CASE WHEN $4 IN ${FAILED} THEN failed_attempts + 1 ELSE 0 END,
         first_response_at = coalesce(first_response_at, $5::timestamptz),
         stage = CASE WHEN stage = 'new' THEN 'inContact' ELSE stage END,
         version = version + 1
       WHERE reference = $1 AND version = $2 RETURNING reference
     ),
     attempt_event AS (
       INSERT INTO inbox_events (reference, by_name, at, type, channel, outcome)
       SELECT reference, $6, $5, 'attempt', $3, $4 FROM updated
     ),
     stage_event AS (
       INSERT INTO inbox_events (reference, by_name, at, type, stage)
       SELECT reference, $6, $5, 'stage', 'inContact' FROM updated WHERE (SELECT stage FROM before) = 'new'
     ),
     ${auditStep('attempt_audit', 'attempt-logged', 'updated', 7, { about: 'reference' })}
     SELECT reference FROM updated`,
    [reference, attempt.version, attempt.channel, attempt.outcome, now, by.name, ...actorParams(by.actor)],
  );
  return rows.length > 0 ? 'applied' : 'conflict';
}
