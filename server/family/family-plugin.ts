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
import { noticeSenders } from '../notices/family-notices';
import { sendFamilyLink, takeFamilyLink } from './family-links';
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

  // A lost code: a link, only as the family's rules allow (family-links.ts), and one answer whatever
  // happened, after the same limit as a sign-in (a link asked for is a try at the reference).
  const send = noticeSenders(config.smtp);
  if (config.production && !config.familyLinkUrl)
    app.log.warn('FAMILY_LINK_URL is not set: families who asked not to be named with the centre get no sign-in link');
  endpointRoute(
    app,
    FAMILY_ENDPOINTS.link,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { reference } = request.body;
      const blockedUntil = await takeFamilySignInAttempt(db, reference, request.ip, config.loginLimits);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);
      await sendFamilyLink(db, reference, { config, request, send, now: new Date() }).catch((error: unknown) => {
        // No reference or address in the log: only that a link did not go.
        request.log.warn(
          { err: error instanceof Error ? error.name : 'unknown' },
          'a family sign-in link was not sent',
        );
      });
      return reply.code(204).send();
    },
    { config: { bodyHint: 'Send { reference }: the reference (SW-… or SC-…) of the enquiry.' } },
  );

  endpointRoute(
    app,
    FAMILY_ENDPOINTS.linkLogin,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Tokens cannot be guessed (256 bits); the address is limited all the same, as for any sign-in.
      const blockedUntil = await takeFamilySignInAttempt(db, 'link', request.ip, config.loginLimits);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);
      const reference = await takeFamilyLink(db, request.body.token);
      if (!reference) {
        request.log.info('family sign-in link refused');
        return reply.code(401).send({
          error: ERROR_CODES.invalidCredentials,
          message: 'This sign-in link was used already, has expired, or is not one.',
        });
      }
      await forgiveFamilySignIn(db, 'link', request.ip);
      const { id, family: signedIn } = await createFamilySession(db, reference);
      setSessionCookie(request, reply, id, config.production);
      request.log.info('family signed in by link');
      return reply.code(200).send({ family: signedIn });
    },
    { config: { bodyHint: 'Send { token }: the 43 characters after #family-link= in the link.' } },
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
