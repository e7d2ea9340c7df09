import { INVITATION_HOURS, type Invite, type InvitationRow, type JoinAnswer } from '#contracts/accounts';
import { LANGUAGES, type Language } from '#contracts/languages';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import { hashLinkToken as hashToken } from '../auth/enrolment-links';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { invitationRow, OPEN_INVITATION } from './accounts-store';

type Querier = Pick<Database, 'query'>;

/**
 * Stores an invitation (its token's hash — `newLinkToken`'s, as an enrolment link's —, valid INVITATION_HOURS) and its audit entry in one
 * statement, unless an account or an open invitation has that email: then null.
 */
export async function createInvitation(
  db: Querier,
  invite: Invite,
  token: string,
  actor: Actor,
): Promise<InvitationRow | null> {
  const [row] = await db.query<Parameters<typeof invitationRow>[0]>(
    ...named(
      `WITH invited AS (
         INSERT INTO invitations (token_hash, email, name, role, language, invited_by, expires_at)
         SELECT :tokenHash::text, :email::text, :name::text, :role::text, :language::text, :actorId::bigint,
           now() + make_interval(hours => :hours::int)
         WHERE NOT EXISTS (SELECT 1 FROM staff WHERE email = :email::text)
           AND NOT EXISTS (SELECT 1 FROM invitations WHERE email = :email::text AND ${OPEN_INVITATION})
         RETURNING id, email AS account, name, role, language, expires_at
       ), ${auditStep('audit', 'account-invited', 'invited', {
         about: 'account',
         detail: `jsonb_build_object('role', role, 'language', language)`,
       })}
       SELECT id::text AS id, account AS email, name, role, language, expires_at FROM invited`,
      {
        ...actorParams(actor),
        tokenHash: hashToken(token),
        email: invite.email,
        name: invite.name,
        role: invite.role,
        language: invite.language,
        hours: INVITATION_HOURS,
      },
    ),
  );
  return row ? invitationRow(row) : null;
}

/** Withdraws an open invitation, with its audit entry; false when there is no open one with that id. */
export async function withdrawInvitation(db: Querier, id: string, actor: Actor): Promise<boolean> {
  const rows = await db.query(
    ...named(
      `WITH withdrawn AS (
         UPDATE invitations SET withdrawn_at = now() WHERE id = :id::bigint AND ${OPEN_INVITATION}
         RETURNING id, email AS account, role
       ), ${auditStep('audit', 'invitation-withdrawn', 'withdrawn', {
         about: 'account',
         detail: `jsonb_build_object('role', role)`,
       })}
       SELECT id FROM withdrawn`,
      { ...actorParams(actor), id },
    ),
  );
  return rows.length > 0;
}

/** Who an open invitation is for; null for an unknown, used, withdrawn or expired one alike. */
export async function readInvitation(db: Querier, token: string): Promise<JoinAnswer | null> {
  const [row] = await db.query<{ name: string; email: string; language: string }>(
    `SELECT name, email, language FROM invitations WHERE token_hash = $1 AND ${OPEN_INVITATION}`,
    [hashToken(token)],
  );
  if (!row) return null;
  const language: Language = LANGUAGES.includes(row.language as Language) ? (row.language as Language) : 'en';
  return { name: row.name, email: row.email, language };
}

/**
 * Deletes the invitations that can no longer be used (accepted, withdrawn or expired): nothing reads them
 * again (`readInvitation` answers them as unknown), and each holds a person's name and email. The audit
 * trail keeps what happened to them.
 */
export const forgetClosedInvitations = (db: Querier) =>
  db.query(`DELETE FROM invitations WHERE NOT (${OPEN_INVITATION})`);

export type Acceptance = { staffId: string; email: string } | 'invalid' | 'account-exists';

/** PostgreSQL's unique_violation, from either database. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Accepts an open invitation in one statement: it is marked used (so of two parallel accepts one
 * finds it open, the other waits and then finds it used), the account is made with the
 * invitation's email, name, role and language and `passwordHash`, and `invitation-accepted` is
 * recorded as the new member's. An account made meanwhile with that email rolls all of it back.
 */
export async function acceptInvitation(
  db: Querier,
  token: string,
  passwordHash: string,
  address: string,
): Promise<Acceptance> {
  try {
    const [row] = await db.query<{ id: string; email: string }>(
      `WITH used AS (
         UPDATE invitations SET accepted_at = now() WHERE token_hash = $1 AND ${OPEN_INVITATION}
         RETURNING email, name, role, language
       ), added AS (
         INSERT INTO staff (email, name, role, language, password_hash)
         SELECT email, name, role, language, $2::text FROM used
         RETURNING id, email, role
       ), audit AS (
         INSERT INTO audit_events (staff_id, staff_email, address, action, account, detail)
         SELECT id, email, $3::text, 'invitation-accepted', email, jsonb_build_object('role', role) FROM added
       )
       SELECT id::text AS id, email FROM added`,
      [hashToken(token), passwordHash, address],
    );
    return row ? { staffId: row.id, email: row.email } : 'invalid';
  } catch (error) {
    if (isUniqueViolation(error)) return 'account-exists';
    throw error;
  }
}
