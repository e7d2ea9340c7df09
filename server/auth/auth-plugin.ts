import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffUser } from '#contracts/auth';
import { AUTH_ENDPOINTS } from '#contracts/endpoints/auth';
import { ERROR_CODES } from '#contracts/errors';
import { can, isStaffRole, type Permission } from '#contracts/roles';
import { endpointRoute } from '../http/endpoint-route';
import { takeLoginAttempt } from './login-limit';
import { beyondDemoReach } from './demo-reach';
import { dummyHash, verifyPassword } from './password';
import { createPendingSignIn, setPendingCookie } from './pending-sign-ins';
import { secondFactorStep } from './second-factor';
import { clearSessionCookie, revokeSessions, sessionUser, holdsFamilySession } from './sessions';
import { beginSession, refuseTooManyAttempts } from './sign-in-answers';
import { adoptLoginLanguage, findStaff, normaliseEmail, staffProfile } from './staff';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook: 401 without a live session, 403 for a role without `permission`; else
     * `request.staff` is set. It runs before the body is read or validated, so a caller who may not
     * use a route learns nothing of what it takes.
     */
    requireStaff: (options?: { permission?: Permission }) => onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in staff member, after `requireStaff`; null before it. */
    staff: StaffUser | null;
  }
}

/** The signed-in staff member of a route behind `requireStaff`. */
export function signedIn(request: { staff: StaffUser | null }): StaffUser {
  if (!request.staff) throw new Error('This route has no requireStaff hook.');
  return request.staff;
}

/** Sign-in's password step, sign-out (staff and families) and the session's profile. Logs name no account. */
const auth: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  // Made now, so the first unknown email does not pay for making it.
  void dummyHash();

  app.decorateRequest('staff', null);
  app.decorate('requireStaff', ({ permission }: { permission?: Permission } = {}) => async (request, reply) => {
    // Every answer behind a sign-in is private to it.
    reply.header('Cache-Control', 'no-store');
    const user = await sessionUser(db, request);
    // A family signed in to its enquiry is known, and refused: no staff route is theirs.
    if (!user && (await holdsFamilySession(db, request))) return reply.code(403).send({ error: ERROR_CODES.forbidden });
    if (!user) return reply.code(401).send({ error: ERROR_CODES.unauthorized });
    if (permission && !can(user.role, permission)) return reply.code(403).send({ error: ERROR_CODES.forbidden });
    request.staff = user;
  });

  endpointRoute(
    app,
    AUTH_ENDPOINTS.login,
    async (request, reply) => {
      const { email, password, language } = request.body;
      const blockedUntil = await takeLoginAttempt(db, email, request.ip, config.loginLimits);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);

      const staff = await findStaff(db, email);
      // A role this version does not know opens nothing, like a disabled account, and neither does the
      // demo account beyond this machine. Unknown and closed accounts are checked against a dummy
      // hash: every failure takes as long.
      const open =
        staff !== null && !staff.disabled && isStaffRole(staff.role) && !beyondDemoReach(staff.email, request.ip);
      const matches = await verifyPassword(password, open ? staff.password_hash : await dummyHash());
      if (!open || !matches) {
        request.log.info('sign-in failed');
        const actor = { staffId: staff?.id ?? null, email: normaliseEmail(email), address: request.ip };
        await request.audit('sign-in-failed', { as: actor });
        return reply.code(401).send({ error: ERROR_CODES.invalidCredentials });
      }
      const next = secondFactorStep(staff, config);
      if (next === 'link') {
        // No second factor yet (a reset, a new account): the password alone does not reach enrolment.
        request.log.info({ staffId: staff.id }, 'sign-in refused: enrolment needs a link');
        const actor = { staffId: staff.id, email: staff.email, address: request.ip };
        await request.audit('enrolment-link-refused', {
          as: actor,
          account: staff.email,
          detail: { reason: 'no-link' },
        });
        return reply.code(403).send({
          error: ERROR_CODES.enrolmentLinkRequired,
          message:
            'This account has no second factor yet: it is set up from a one-time enrolment link. Ask an admin for one.',
        });
      }
      const account = await adoptLoginLanguage(db, staff, language);
      if (next) {
        // Not a session: the attempt is given back only when the second factor succeeds too.
        setPendingCookie(request, reply, await createPendingSignIn(db, account.id, next), config.production);
        request.log.info({ staffId: account.id, next }, 'password accepted: second factor asked for');
        return reply.header('Cache-Control', 'no-store').code(200).send({ next });
      }
      await beginSession(request, reply, { db, staff: account, attempts: 1, production: config.production });
      return reply.code(200).send({ user: staffProfile(account) });
    },
    { config: { bodyHint: 'Send { email, password } as strings (and the page\'s language, "ar" or "en").' } },
  );

  endpointRoute(app, AUTH_ENDPOINTS.logout, async (request, reply) => {
    await revokeSessions(db, request);
    clearSessionCookie(request, reply, config.production);
    return reply.code(204).send();
  });

  endpointRoute(app, AUTH_ENDPOINTS.session, async (request) => ({ user: signedIn(request) }));
};

export default fp(auth, { name: 'auth', decorators: { fastify: ['db', 'config'] }, dependencies: ['audit-requests'] });
