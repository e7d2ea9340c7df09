import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '#contracts/api-paths';
import type { SecondFactorStep } from '#contracts/auth';
import { STAFF_ROLES, type StaffRole } from '#contracts/roles';
import type { Language } from '#contracts/languages';
import { PENDING_SIGN_IN_MINUTES } from '#contracts/second-factor';
import type { Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { sqlList } from '../db/sql';
import { hashCookieId, idCookie, readIdCookie } from './cookies';

export const PENDING_COOKIE = 'sakina_pending';

export interface PendingSignIn {
  idHash: string;
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  kind: SecondFactorStep;
  /** The enrolled secret (kind `code`). */
  totpSecret: string | null;
  /** The secret offered for enrolment, once asked for (kind `enrol`). */
  enrolSecret: string | null;
}

/** The account whose password was right, at the request's address: who the audit trail names. */
export const actorOfPending = (request: FastifyRequest, pending: PendingSignIn): Actor & { staffId: string } => ({
  staffId: pending.staffId,
  email: pending.email,
  address: request.ip,
});

/**
 * A password that was right, waiting for its second factor (256 random bits; only the hash is
 * stored). Ended ones are cleared in the same statement, so the table never grows.
 */
export async function createPendingSignIn(db: Database, staffId: string, kind: SecondFactorStep): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.query(
    `WITH forgotten AS (DELETE FROM pending_sign_ins WHERE expires_at <= now())
     INSERT INTO pending_sign_ins (id_hash, staff_id, kind, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4::int))`,
    [hashCookieId(id), staffId, kind, PENDING_SIGN_IN_MINUTES],
  );
  return id;
}

/**
 * This browser's live pending sign-in of `kind`, for an enabled account with a role this version knows
 * (another's role would open nothing it could name); else null.
 */
export async function findPendingSignIn(
  db: Database,
  request: FastifyRequest,
  kind: SecondFactorStep,
): Promise<PendingSignIn | null> {
  const id = readIdCookie(request, PENDING_COOKIE);
  if (!id) return null;
  const [row] = await db.query<PendingSignIn>(
    `SELECT p.id_hash AS "idHash", st.id::text AS "staffId", st.email, st.name, st.role, st.language, p.kind,
       st.totp_secret AS "totpSecret", p.enrol_secret AS "enrolSecret"
     FROM pending_sign_ins p JOIN staff st ON st.id = p.staff_id
     WHERE p.id_hash = $1 AND p.kind = $2 AND p.expires_at > now() AND NOT st.disabled
       AND st.role IN ${sqlList(STAFF_ROLES)}`,
    [hashCookieId(id), kind],
  );
  return row ?? null;
}

/** The secret offered for enrolment: the first one asked for is kept, so asking again shows the same. */
export async function offerEnrolSecret(db: Database, idHash: string, secret: string): Promise<string | null> {
  const [row] = await db.query<{ enrol_secret: string }>(
    `UPDATE pending_sign_ins SET enrol_secret = coalesce(enrol_secret, $2)
     WHERE id_hash = $1 AND expires_at > now() RETURNING enrol_secret`,
    [idHash, secret],
  );
  return row?.enrol_secret ?? null;
}

/** Codes one pending sign-in may be sent: past a few wrong ones, the person starts again at the password. */
export const CODES_PER_SIGN_IN = 3;

/**
 * Takes one of the pending sign-in's CODES_PER_SIGN_IN tries, in one statement (parallel codes
 * cannot get more): answers how many it has taken now, or null when it has none left or has ended.
 */
export async function takeCodeTry(db: Database, idHash: string): Promise<number | null> {
  const [row] = await db.query<{ code_tries: number }>(
    `UPDATE pending_sign_ins SET code_tries = code_tries + 1
     WHERE id_hash = $1 AND expires_at > now() AND code_tries < $2 RETURNING code_tries`,
    [idHash, CODES_PER_SIGN_IN],
  );
  return row ? Number(row.code_tries) : null;
}

/** Ends a pending sign-in; answers false when it had ended already (a parallel request used it). */
export async function endPendingSignIn(db: Database, idHash: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM pending_sign_ins WHERE id_hash = $1 RETURNING id_hash', [idHash]);
  return rows.length > 0;
}

// Sent only to the sign-in steps, and gone after 5 minutes even if the browser keeps it.
const cookie = (request: FastifyRequest, value: string, maxAge: number, secure: boolean) =>
  idCookie(request, { name: PENDING_COOKIE, value, path: API_PATHS.login, maxAge, secure });

export const setPendingCookie = (request: FastifyRequest, reply: FastifyReply, id: string, secure: boolean) =>
  reply.header('Set-Cookie', cookie(request, id, PENDING_SIGN_IN_MINUTES * 60, secure));

export const clearPendingCookie = (request: FastifyRequest, reply: FastifyReply, secure: boolean) =>
  reply.header('Set-Cookie', cookie(request, '', 0, secure));
