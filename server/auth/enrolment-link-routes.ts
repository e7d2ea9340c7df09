import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ENDPOINTS } from '#contracts/endpoints/auth';
import { ERROR_CODES } from '#contracts/errors';
import { endpointRoute } from '../http/endpoint-route';
import { findEnrolmentLink } from './enrolment-links';
import { forgiveLoginAttempt, takeLoginAttempt } from './login-limit';
import { dummyHash, verifyPassword } from './password';
import { createPendingSignIn, setPendingCookie } from './pending-sign-ins';
import { refuseTooManyAttempts } from './sign-in-answers';

/**
 * The sign-in limits' key for enrolment-link tokens: not an email, so it is no account's. A wrong
 * token counts like a wrong password, per address; a right one gives its attempt back.
 */
const LINK_KEY = 'enrolment link token';

const linkInvalid = {
  error: ERROR_CODES.enrolmentLinkInvalid,
  message:
    'This enrolment link is not valid: it may have been used, replaced or have expired. Ask an admin for a new one.',
};

/**
 * A one-time enrolment link's page (`/enrol#TOKEN`): who it is for, then the link and the account's
 * password open a pending sign-in that enrols, as an invitation does. The link is used up when the
 * enrolment completes (`completeEnrolment`). Every refusal is recorded; logs name no one.
 */
const enrolmentLinkRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  /** The limits of an address's tokens: false when refused (the 429 is sent). */
  async function takeTokenAttempt(request: FastifyRequest, reply: FastifyReply) {
    const blockedUntil = await takeLoginAttempt(db, LINK_KEY, request.ip, config.loginLimits);
    if (!blockedUntil) return true;
    await refuseTooManyAttempts(request, reply, blockedUntil);
    return false;
  }

  const refuseLink = async (request: FastifyRequest, reply: FastifyReply) => {
    request.log.info('enrolment link refused');
    await request.audit('enrolment-link-refused', {
      as: { staffId: null, email: null, address: request.ip },
      detail: { reason: 'invalid-link' },
    });
    return reply.code(404).send(linkInvalid);
  };

  endpointRoute(
    app,
    AUTH_ENDPOINTS.enrolmentLink,
    async (request, reply) => {
      if (!(await takeTokenAttempt(request, reply))) return reply;
      reply.header('Cache-Control', 'no-store');
      const owner = await findEnrolmentLink(db, request.body.token);
      if (!owner) return refuseLink(request, reply);
      await forgiveLoginAttempt(db, LINK_KEY, request.ip);
      return { name: owner.name, email: owner.email, language: owner.language };
    },
    { config: { bodyHint: 'Send { token } as a string.' } },
  );

  endpointRoute(
    app,
    AUTH_ENDPOINTS.enrolmentLinkAccept,
    async (request, reply) => {
      if (!(await takeTokenAttempt(request, reply))) return reply;
      reply.header('Cache-Control', 'no-store');
      const { token, password } = request.body;
      const owner = await findEnrolmentLink(db, token);
      if (!owner) {
        // As long as a wrong password's check: a refused link says nothing by its timing.
        await verifyPassword(password, await dummyHash());
        return refuseLink(request, reply);
      }
      await forgiveLoginAttempt(db, LINK_KEY, request.ip);
      // The password counts toward the account's sign-in limits, as at the log-in page.
      const blockedUntil = await takeLoginAttempt(db, owner.email, request.ip, config.loginLimits);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);
      const actor = { staffId: owner.staffId, email: owner.email, address: request.ip };
      if (!(await verifyPassword(password, owner.passwordHash))) {
        request.log.info({ staffId: owner.staffId }, 'enrolment link refused: wrong password');
        await request.audit('enrolment-link-refused', {
          as: actor,
          account: owner.email,
          detail: { reason: 'wrong-password' },
        });
        return reply.code(401).send({ error: ERROR_CODES.invalidCredentials });
      }
      // As a first sign-in: no session yet, a pending sign-in that enrols; the attempt is given
      // back when the enrolment completes (beginSession).
      setPendingCookie(request, reply, await createPendingSignIn(db, owner.staffId, 'enrol'), config.production);
      await request.audit('enrolment-link-used', { as: actor, account: owner.email });
      request.log.info({ staffId: owner.staffId }, 'enrolment link used: second factor asked for');
      return reply.code(200).send({ next: 'enrol' });
    },
    { config: { bodyHint: 'Send { token, password } as strings.' } },
  );
};

export default enrolmentLinkRoutes;
