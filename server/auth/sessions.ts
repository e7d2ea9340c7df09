import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { StaffUser } from '#contracts/auth';

export const SESSION_COOKIE = 'sakina_session';
/** Fixed lifetime from sign-in: a session ends 12 hours after it began, whatever its use. */
export const SESSION_HOURS = 12;

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** A new session (256 random bits); only its hash is stored. Answers the id for the cookie. */
export async function createSession(db: Database, staffId: string): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id_hash, staff_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
    [hashId(id), staffId, SESSION_HOURS],
  );
  return id;
}

export function readSessionCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const id = value.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(id) ? id : null;
    }
  }
  return null;
}

/** The signed-in staff member of a live session of an enabled account, or null. */
export async function sessionUser(db: Database, request: FastifyRequest): Promise<StaffUser | null> {
  const id = readSessionCookie(request);
  if (!id) return null;
  const [row] = await db.query<StaffUser>(
    `SELECT st.id::text AS id, st.name, st.email, st.role FROM sessions s JOIN staff st ON st.id = s.staff_id
     WHERE s.id_hash = $1 AND s.expires_at > now() AND NOT st.disabled`,
    [hashId(id)],
  );
  return row ?? null;
}

/** Ends every session of the account that holds this cookie's session (logout: "everywhere"). */
export async function revokeSessions(db: Database, request: FastifyRequest) {
  const id = readSessionCookie(request);
  if (!id) return;
  await db.query('DELETE FROM sessions WHERE staff_id IN (SELECT staff_id FROM sessions WHERE id_hash = $1)', [
    hashId(id),
  ]);
}

export const forgetExpiredSessions = (db: Database) => db.query('DELETE FROM sessions WHERE expires_at <= now()');

function cookie(request: FastifyRequest, value: string, maxAge: number, secure: boolean) {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (secure || request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

export const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, id: string, secure: boolean) =>
  reply.header('Set-Cookie', cookie(request, id, SESSION_HOURS * 3600, secure));

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply, secure: boolean) =>
  reply.header('Set-Cookie', cookie(request, '', 0, secure));
