import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#contracts/errors';
import type { Database } from '../db/database';
import { forgiveLoginAttempt } from './login-limit';
import { createSession, setSessionCookie } from './sessions';

/** 429 with `Retry-After` and `retryAt`: too many sign-in attempts (passwords and codes alike). */
export function refuseTooManyAttempts(request: FastifyRequest, reply: FastifyReply, blockedUntil: Date) {
  const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - Date.now()) / 1000));
  request.log.info('sign-in refused: too many attempts');
  return reply
    .code(429)
    .header('Retry-After', String(seconds))
    .send({ error: ERROR_CODES.tooManyAttempts, retryAt: blockedUntil.toISOString() });
}

/**
 * The end of a sign-in: the attempts it took (password, then code) are given back, and the session
 * begins, in an HttpOnly cookie. The caller sends the body.
 */
export async function beginSession(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    db,
    staff,
    attempts,
    production,
  }: { db: Database; staff: { id: string; email: string }; attempts: number; production: boolean },
) {
  await forgiveLoginAttempt(db, staff.email, request.ip, attempts);
  const actor = { staffId: staff.id, email: staff.email, address: request.ip };
  setSessionCookie(request, reply, await createSession(db, actor), production);
  request.log.info({ staffId: staff.id }, 'signed in');
  reply.code(200).header('Cache-Control', 'no-store');
}
