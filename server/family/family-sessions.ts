import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FAMILY_ROLE, type FamilyUser } from '#contracts/family';
import { LANGUAGES, type Language } from '#contracts/languages';
import type { Stage } from '#contracts/pipeline';
import { standingOf } from '#contracts/rules/family-standing';
import { actorParams, auditStep } from '../audit/audit-log';
import { hashCookieId as hashId } from '../auth/cookies';
import { readSessionCookie, SESSION_HOURS } from '../auth/sessions';
import { named } from '../db/sql';
import type { Database } from '../db/database';
import { INBOX_UNION } from '../items/inbox-rows';
import { FAMILY } from '../withdrawal/withdrawal-store';

/**
 * A family's session ends after this long unused (each request moves its end on), and in any case
 * SESSION_HOURS after it began: a family's phone or a shared computer is left open more often than
 * a staff member's desk.
 */
export const FAMILY_IDLE_MINUTES = 20;

interface ItemRow {
  reference: string;
  kind: 'enquiry' | 'contact';
  stage: Stage;
  language: string;
  created_at: Date | string;
  follow_up_at: Date | string | null;
  assessment_at: Date | string | null;
  call_booked: boolean;
}

const ITEM_COLUMNS = `inbox.reference, inbox.kind, inbox.stage, inbox.language, inbox.created_at, inbox.follow_up_at,
  inbox.assessment_at,
  EXISTS (SELECT 1 FROM bookings WHERE bookings.reference = inbox.reference AND starts_at > now()) AS call_booked`;

const familyOf = (row: ItemRow): FamilyUser => ({
  role: FAMILY_ROLE,
  reference: row.reference,
  kind: row.kind,
  language: LANGUAGES.includes(row.language as Language) ? (row.language as Language) : 'en',
  receivedAt: new Date(row.created_at).toISOString(),
  standing: standingOf(row.stage, row.follow_up_at === null ? null : new Date(row.follow_up_at), row.call_booked),
  assessmentAt:
    row.stage === 'assessmentBooked' && row.assessment_at !== null ? new Date(row.assessment_at).toISOString() : null,
});

/**
 * A new session (256 random bits) bound to the enquiry `reference`, recorded in the audit trail as
 * the family's (no address) in the same statement; only its hash is stored. Answers the cookie's id
 * and the family as the session sees it.
 */
export async function createFamilySession(
  db: Database,
  reference: string,
): Promise<{ id: string; family: FamilyUser }> {
  const id = randomBytes(32).toString('base64url');
  const [row] = await db.query<ItemRow>(
    ...named(
      `WITH started AS (
         INSERT INTO sessions (id_hash, family_reference, expires_at)
         VALUES (:idHash, :reference, now() + make_interval(mins => :idle::int))
         RETURNING family_reference AS reference
       ), ${auditStep('audited', 'family-signed-in', 'started', { about: 'reference' })}
       SELECT ${ITEM_COLUMNS} FROM ${INBOX_UNION} WHERE inbox.reference = :reference`,
      { idHash: hashId(id), reference, idle: FAMILY_IDLE_MINUTES, ...actorParams(FAMILY) },
    ),
  );
  if (!row) throw new Error('The enquiry of a new family session is gone.');
  return { id, family: familyOf(row) };
}

/**
 * The family of this cookie's live session whose enquiry is still held, or null; each use moves
 * the session's end FAMILY_IDLE_MINUTES on, never past SESSION_HOURS from its start.
 */
export async function sessionFamily(db: Database, request: FastifyRequest): Promise<FamilyUser | null> {
  const id = readSessionCookie(request);
  if (!id) return null;
  const [row] = await db.query<ItemRow>(
    `WITH live AS (
       UPDATE sessions SET expires_at = least(now() + make_interval(mins => $2::int), created_at + make_interval(hours => $3::int))
       WHERE id_hash = $1 AND expires_at > now() AND created_at + make_interval(hours => $3::int) > now()
         AND family_reference IS NOT NULL
       RETURNING family_reference
     )
     SELECT ${ITEM_COLUMNS} FROM live JOIN ${INBOX_UNION} ON inbox.reference = live.family_reference`,
    [hashId(id), FAMILY_IDLE_MINUTES, SESSION_HOURS],
  );
  return row ? familyOf(row) : null;
}
