import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import { named, sqlList } from '../db/sql';
import type { Database } from '../db/database';
import type { StaffUser } from '#contracts/auth';
import { STAFF_ROLES } from '#contracts/roles';
import { hashCookieId as hashId, idCookie, readIdCookie } from './cookies';
import { beyondDemoReach } from './demo-reach';
import { staffProfile } from './staff';

export const SESSION_COOKIE = 'sakina_session';
/** Fixed lifetime from sign-in: a session ends 12 hours after it began, whatever its use. */
export const SESSION_HOURS = 12;

/**
 * A new session (256 random bits) for the signed-in `actor`, recorded in the audit trail and as
 * the account's last sign-in in the same statement; only its hash is stored. Answers the id for the cookie.
 */
export async function createSession(db: Database, actor: Actor & { staffId: string }): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.query(
    ...named(
      `WITH started AS (
         INSERT INTO sessions (id_hash, staff_id, expires_at)
         VALUES (:idHash, :actorId, now() + make_interval(hours => :hours::int))
         RETURNING staff_id
       ), signed_in AS (UPDATE staff SET last_sign_in_at = now() WHERE id IN (SELECT staff_id FROM started)),
       ${auditStep('audit', 'sign-in', 'started')}
       SELECT 1`,
      { idHash: hashId(id), hours: SESSION_HOURS, ...actorParams(actor) },
    ),
  );
  return id;
}

export const readSessionCookie = (request: FastifyRequest) => readIdCookie(request, SESSION_COOKIE);

/**
 * The signed-in staff member of a live session of an enabled account with a role this version knows,
 * or null; the demo account's only from this machine.
 */
export async function sessionUser(db: Database, request: FastifyRequest): Promise<StaffUser | null> {
  const id = readSessionCookie(request);
  if (!id) return null;
  const [row] = await db.query<StaffUser>(
    `SELECT st.id::text AS id, st.name, st.email, st.role, st.language FROM sessions s JOIN staff st ON st.id = s.staff_id
     WHERE s.id_hash = $1 AND s.expires_at > now() AND NOT st.disabled AND st.role IN ${sqlList(STAFF_ROLES)}`,
    [hashId(id)],
  );
  return row && !beyondDemoReach(row.email, request.ip) ? staffProfile(row) : null;
}

/**
 * Ends every session of whoever holds this cookie's session (logout: "everywhere"): the staff
 * account's, or the family's of that enquiry; and records the sign-out in the same statement (the
 * family's, as withdrawals are, without an address).
 */
export async function revokeSessions(db: Database, request: FastifyRequest) {
  const id = readSessionCookie(request);
  if (!id) return;
  await db.query(
    `WITH holder AS (
       SELECT staff_id, family_reference FROM sessions WHERE id_hash = $1
     ), ended AS (
       DELETE FROM sessions WHERE staff_id IN (SELECT staff_id FROM holder)
         OR family_reference IN (SELECT family_reference FROM holder)
     ), family_out AS (
       INSERT INTO audit_events (address, action, reference)
       SELECT 'family', 'family-signed-out', family_reference FROM holder WHERE family_reference IS NOT NULL
     )
     INSERT INTO audit_events (staff_id, staff_email, address, action)
     SELECT st.id, st.email, $2, 'sign-out' FROM holder JOIN staff st ON st.id = holder.staff_id`,
    [hashId(id), request.ip],
  );
}

export const forgetExpiredSessions = (db: Database) => db.query('DELETE FROM sessions WHERE expires_at <= now()');

const cookie = (request: FastifyRequest, value: string, maxAge: number, secure: boolean) =>
  idCookie(request, { name: SESSION_COOKIE, value, path: '/', maxAge, secure });

export const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, id: string, secure: boolean) =>
  reply.header('Set-Cookie', cookie(request, id, SESSION_HOURS * 3600, secure));

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply, secure: boolean) =>
  reply.header('Set-Cookie', cookie(request, '', 0, secure));

/** Whether this cookie holds a live family session: a staff route answers such a caller 403, not 401. */
export async function holdsFamilySession(db: Database, request: FastifyRequest): Promise<boolean> {
  const id = readSessionCookie(request);
  if (!id) return false;
  const rows = await db.query(
    'SELECT 1 FROM sessions WHERE id_hash = $1 AND expires_at > now() AND family_reference IS NOT NULL',
    [hashId(id)],
  );
  return rows.length > 0;
}
