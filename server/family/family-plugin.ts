import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { FAMILY_ENDPOINTS } from '#contracts/endpoints/family';
import { NAVIGATION_ENDPOINTS } from '#contracts/endpoints/navigation';
import { ERROR_CODES } from '#contracts/errors';
import type { FamilyUser } from '#contracts/family';
import { familyNavigation } from '#contracts/family-navigation';
import { forgiveFamilySignIn, takeFamilySignInAttempt } from '../auth/login-limit';
import { navigationFor } from '../auth/navigation';
import { sessionUser, setSessionCookie } from '../auth/sessions';
import { refuseTooManyAttempts } from '../auth/sign-in-answers';
import { endpointRoute } from '../http/endpoint-route';
import { FAMILY, findHeld } from '../withdrawal/withdrawal-store';
import { createFamilySession, sessionFamily } from './family-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook: 403 for a staff session, 401 without a live family session; else `request.family` is set. */
    requireFamily: () => onRequestAsyncHookHandler;
    /** An onRequest hook: 401 unless signed in, staff (`request.staff`) or family (`request.family`). */
    requireSignedIn: () => onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The family signed in to its enquiry, after `requireFamily`; null before it. */
    family: FamilyUser | null;
  }
}

/** The signed-in family of a route behind `requireFamily`. */
export function signedInFamily(request: { family: FamilyUser | null }): FamilyUser {
  if (!request.family) throw new Error('This route has no requireFamily hook.');
  return request.family;
}

/**
 * A family's sign-in to its own enquiry, with the reference and the code given when it was sent,
 * and the navigation of whoever is signed in. The family's session lives in the staff's session
 * store and cookie (server/auth/sessions.ts), bound to the one reference: it reaches no staff route
 * (requireStaff answers it 403) and no other enquiry. "Log out everywhere" is POST /api/logout.
 *
 * Guessing is counted before the code is checked, per reference from one address and per address
 * (the staff sign-in's limits): a stranger's wrong codes never lock the family out. An unknown
 * reference and a wrong code answer alike, after the same work (findHeld). Logs name no reference.
 */
const family: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  app.decorateRequest('family', null);
  app.decorate('requireFamily', () => async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const found = await sessionFamily(db, request);
    if (found) {
      request.family = found;
      return;
    }
    // A staff member cannot act as a family: known, and refused.
    if (await sessionUser(db, request)) return reply.code(403).send({ error: ERROR_CODES.forbidden });
    return reply.code(401).send({ error: ERROR_CODES.unauthorized });
  });
  app.decorate('requireSignedIn', () => async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    request.staff = await sessionUser(db, request);
    if (!request.staff) request.family = await sessionFamily(db, request);
    if (!request.staff && !request.family) return reply.code(401).send({ error: ERROR_CODES.unauthorized });
  });

  endpointRoute(
    app,
    FAMILY_ENDPOINTS.login,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { reference, code } = request.body;
      const blockedUntil = await takeFamilySignInAttempt(db, reference, request.ip, config.loginLimits);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);
      if (!(await findHeld(db, reference, code))) {
        request.log.info('family sign-in failed');
        return reply.code(401).send({
          error: ERROR_CODES.invalidCredentials,
          message: 'No enquiry matches this reference and code.',
        });
      }
      await forgiveFamilySignIn(db, reference, request.ip);
      const { id, family: signedIn } = await createFamilySession(db, reference);
      setSessionCookie(request, reply, id, config.production);
      request.log.info('family signed in');
      return reply.code(200).send({ family: signedIn });
    },
    { config: { bodyHint: 'Send { reference, code }: the reference (SW-… or SC-…) and the 16-character code.' } },
  );

  // Where the enquiry stands is the family's data: each reading is a line in the trail, as the family's.
  endpointRoute(app, FAMILY_ENDPOINTS.session, async (request) => {
    const family = signedInFamily(request);
    await request.audit('family-viewed-standing', { reference: family.reference, as: FAMILY });
    return { family };
  });

  endpointRoute(app, NAVIGATION_ENDPOINTS.navigation, async (request) =>
    request.staff ? navigationFor(request.staff.role) : familyNavigation(),
  );
};

export default fp(family, { name: 'family', decorators: { fastify: ['db', 'config'] }, dependencies: ['auth'] });
