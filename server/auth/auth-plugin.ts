import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '#contracts/api-paths';
import type { StaffUser } from '#contracts/auth';
import { credentialsSchema } from '#contracts/auth-schema';
import { ERROR_CODES } from '#contracts/errors';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { forgiveLoginAttempt, takeLoginAttempt } from './login-limit';
import { canUseInbox, navigationFor } from './navigation';
import { dummyHash, verifyPassword } from './password';
import { clearSessionCookie, createSession, revokeSessions, sessionUser, setSessionCookie } from './sessions';
import { findStaff, staffProfile } from './staff';

declare module 'fastify' {
  interface FastifyInstance {
    /** A pre-handler: 401 without a live session, 403 for a role without `inbox`; else `request.staff` is set. */
    requireStaff: (options?: { inbox?: boolean }) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in staff member, after `requireStaff`; null before it. */
    staff: StaffUser | null;
  }
}

/** The signed-in staff member of a route behind `requireStaff`. */
export function signedIn(request: { staff: StaffUser | null }): StaffUser {
  if (!request.staff) throw new Error('This route has no requireStaff pre-handler.');
  return request.staff;
}

/** Sign-in, sign-out, the session's profile and the logged-in navigation. Logs name no account. */
const auth: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  // Made now, so the first unknown email does not pay for making it.
  void dummyHash();

  app.decorateRequest('staff', null);
  app.decorate('requireStaff', ({ inbox = false } = {}) => async (request, reply) => {
    // Every answer behind a sign-in is private to it.
    reply.header('Cache-Control', 'no-store');
    const user = await sessionUser(db, request);
    if (!user) return reply.code(401).send({ error: ERROR_CODES.unauthorized });
    if (inbox && !canUseInbox(user.role)) return reply.code(403).send({ error: ERROR_CODES.forbidden });
    request.staff = user;
  });

  app.post(
    API_PATHS.login,
    { schema: { body: credentialsSchema }, config: { bodyHint: 'Send { email, password } as strings.' } },
    async (request, reply) => {
      const { email, password } = request.body;
      const blockedUntil = await takeLoginAttempt(db, email, request.ip, config.loginLimits);
      if (blockedUntil) {
        const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - Date.now()) / 1000));
        request.log.info('sign-in refused: too many attempts');
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ error: ERROR_CODES.tooManyAttempts, retryAt: blockedUntil.toISOString() });
      }

      const staff = await findStaff(db, email);
      // Unknown and disabled accounts are checked against a dummy hash: every failure takes as long.
      const matches = await verifyPassword(
        password,
        staff && !staff.disabled ? staff.password_hash : await dummyHash(),
      );
      if (!staff || staff.disabled || !matches) {
        request.log.info('sign-in failed');
        return reply.code(401).send({ error: ERROR_CODES.invalidCredentials });
      }
      await forgiveLoginAttempt(db, email, request.ip);
      const id = await createSession(db, staff.id);
      setSessionCookie(request, reply, id, config.production);
      request.log.info({ staffId: staff.id }, 'signed in');
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .send({ user: staffProfile(staff) });
    },
  );

  app.post(API_PATHS.logout, async (request, reply) => {
    await revokeSessions(db, request);
    clearSessionCookie(request, reply, config.production);
    return reply.code(204).send();
  });

  app.get(API_PATHS.session, { preHandler: app.requireStaff() }, async (request) => ({ user: signedIn(request) }));

  app.get(API_PATHS.navigation, { preHandler: app.requireStaff() }, async (request) =>
    navigationFor(signedIn(request).role),
  );
};

export default fp(auth, { name: 'auth', decorators: { fastify: ['db', 'config'] } });
