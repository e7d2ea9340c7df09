import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { clearAccountFailures, countLoginFailure, loginBlockedUntil } from './login-limit';
import { canUseInbox, navigationFor } from './navigation';
import { dummyHash, verifyPassword } from './password';
import { clearSessionCookie, createSession, revokeSessions, sessionUser, setSessionCookie } from './sessions';
import { findStaff, MAX_PASSWORD_LENGTH, normaliseEmail, toUser } from './staff';

export type SignedIn = NonNullable<Awaited<ReturnType<typeof sessionUser>>>;

const unauthorized = (reply: FastifyReply) => reply.code(401).send({ error: 'unauthorized' });

/** The session's staff member, or null after answering 401 (no session) or 403 (a role without the inbox). */
export async function requireStaff(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  { inbox = false } = {},
): Promise<SignedIn | null> {
  const user = await sessionUser(db, request);
  if (!user) {
    await unauthorized(reply);
    return null;
  }
  if (inbox && !canUseInbox(user.role)) {
    await reply.code(403).send({ error: 'forbidden' });
    return null;
  }
  return user;
}

function readCredentials(body: unknown): { email: string; password: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { email, password } = body as Record<string, unknown>;
  if (typeof email !== 'string' || typeof password !== 'string') return null;
  if (email.trim() === '' || email.length > 320 || password === '' || password.length > MAX_PASSWORD_LENGTH)
    return null;
  return { email: normaliseEmail(email), password };
}

/** Sign-in, sign-out, the session's profile and the logged-in navigation. Logs name no account. */
export function authRoutes(app: FastifyInstance, db: Database, config: ServerConfig) {
  // Made now, so the first unknown email does not pay for making it.
  void dummyHash();
  app.post('/api/login', async (request, reply) => {
    const credentials = readCredentials(request.body);
    if (!credentials)
      return reply.code(400).send({ error: 'invalid_body', message: 'Send { email, password } as strings.' });
    const { email, password } = credentials;

    const blockedUntil = await loginBlockedUntil(db, email, request.ip, config.loginLimits);
    if (blockedUntil) {
      const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - Date.now()) / 1000));
      request.log.info('sign-in refused: too many failures');
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .send({ error: 'too_many_attempts', retryAt: blockedUntil.toISOString() });
    }

    const staff = await findStaff(db, email);
    // Unknown and disabled accounts are checked against a dummy hash: every failure takes as long.
    const matches = await verifyPassword(password, staff && !staff.disabled ? staff.password_hash : await dummyHash());
    if (!staff || staff.disabled || !matches) {
      await countLoginFailure(db, email, request.ip, config.loginLimits);
      request.log.info('sign-in failed');
      return reply.code(401).send({ error: 'invalid_credentials' });
    }
    await clearAccountFailures(db, email);
    const id = await createSession(db, staff.id);
    setSessionCookie(request, reply, id, config.production);
    request.log.info({ staffId: staff.id }, 'signed in');
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .send({ user: toUser(staff) });
  });

  app.post('/api/logout', async (request, reply) => {
    await revokeSessions(db, request);
    clearSessionCookie(request, reply, config.production);
    return reply.code(204).send();
  });

  app.get('/api/session', async (request, reply) => {
    const user = await sessionUser(db, request);
    reply.header('Cache-Control', 'no-store');
    if (!user) return unauthorized(reply);
    return { user: toUser(user) };
  });

  app.get('/ui/protected/nav', async (request, reply) => {
    const user = await requireStaff(db, request, reply);
    if (!user) return reply;
    reply.header('Cache-Control', 'no-store');
    return navigationFor(user.role);
  });
}
