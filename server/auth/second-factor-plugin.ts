import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_ENDPOINTS } from '#contracts/endpoints/auth';
import { ERROR_CODES } from '#contracts/errors';
import { isRecoveryCode, isTotpCode } from '#contracts/second-factor';
import { endpointRoute } from '../http/endpoint-route';
import { codeLockoutMailer } from './code-alert';
import enrolmentLinkRoutes from './enrolment-link-routes';
import { forgiveCodeAttempt, takeCodeAttempt, takeLoginAttempt } from './login-limit';
import {
  actorOfPending,
  clearPendingCookie,
  CODES_PER_SIGN_IN,
  endPendingSignIn,
  findPendingSignIn,
  offerEnrolSecret,
  takeCodeTry,
  type PendingSignIn,
} from './pending-sign-ins';
import { hashRecoveryCode, newRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { acceptTotpStep, completeEnrolment } from './second-factor';
import { beginSession, refuseTooManyAttempts } from './sign-in-answers';
import { staffProfile } from './staff';
import { enrolmentOf, matchingStep, newTotpSecret } from './totp';

const codeRoute = { config: { bodyHint: 'Send { code } as a string.' } };

/**
 * The second step of sign-in, after a right password (POST /api/login left a pending sign-in in
 * an HttpOnly cookie): the authenticator's code or a recovery code; or enrolment, after an
 * invitation or a one-time enrolment link (enrolment-link-routes.ts) with the password. A wrong code counts toward the same limits as a wrong password, and toward the
 * account's own cap on codes from any address; a pending sign-in takes CODES_PER_SIGN_IN codes at most.
 */
const secondFactor: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const mailLockout = config.smtp ? codeLockoutMailer(config.smtp, db) : null;
  const codeLimits = { ...config.loginLimits, codesPerAccount: config.wrongCodeLimit };

  /** 401 `sign_in_expired`: no pending sign-in of this kind; the page starts again at the password. */
  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    clearPendingCookie(request, reply, config.production);
    return reply.code(401).send({ error: ERROR_CODES.signInExpired });
  };
  /** 401 `invalid_code`, recorded; or, at a pending sign-in's last try, its end (`sign_in_expired`). */
  const wrongCode = async (request: FastifyRequest, reply: FastifyReply, pending: PendingSignIn, lastTry = false) => {
    request.log.info('second factor refused');
    await request.audit('second-factor-failed', { as: actorOfPending(request, pending) });
    if (!lastTry) return reply.code(401).send({ error: ERROR_CODES.invalidCode });
    await endPendingSignIn(db, pending.idHash);
    return expired(request, reply);
  };

  /**
   * The account's cap on codes was just reached: recorded, and its owner and the admins are told
   * by email, after the answer (the guesser's request does not wait for it; the log names no one).
   */
  const lockedOut = async (request: FastifyRequest, pending: PendingSignIn) => {
    const minutes = Math.ceil(config.loginLimits.windowSeconds / 60);
    const detail = { wrongCodes: config.wrongCodeLimit, minutes };
    request.log.warn({ staffId: pending.staffId }, 'second factor paused: too many wrong codes for the account');
    await request.audit('second-factor-locked', {
      as: actorOfPending(request, pending),
      account: pending.email,
      detail,
    });
    if (!mailLockout) return;
    const lockout = { staffId: pending.staffId, name: pending.name, email: pending.email, ...detail };
    void mailLockout(lockout).then(
      (sent) => request.log.info({ staffId: pending.staffId, ...sent }, 'lock-out emails sent'),
      (error: unknown) => request.log.warn({ reason: (error as Error)?.name }, 'lock-out emails failed'),
    );
  };

  endpointRoute(
    app,
    AUTH_ENDPOINTS.loginCode,
    async (request, reply) => {
      const pending = await findPendingSignIn(db, request, 'code');
      if (!pending?.totpSecret) return expired(request, reply);
      const { blockedUntil, capReached } = await takeCodeAttempt(db, pending, request.ip, codeLimits);
      if (capReached) await lockedOut(request, pending);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);
      const tries = await takeCodeTry(db, pending.idHash);
      if (tries === null) return expired(request, reply);

      const { code } = request.body;
      const step = isTotpCode(code) ? matchingStep(pending.totpSecret, code) : null;
      const accepted =
        step !== null
          ? await acceptTotpStep(db, pending.staffId, step)
          : isRecoveryCode(code) && (await useRecoveryCode(db, actorOfPending(request, pending), code));
      if (!accepted) return wrongCode(request, reply, pending, tries >= CODES_PER_SIGN_IN);
      if (!(await endPendingSignIn(db, pending.idHash))) return expired(request, reply);
      await forgiveCodeAttempt(db, pending.staffId);

      const staff = { id: pending.staffId, email: pending.email };
      await beginSession(request, reply, { db, staff, attempts: 2, production: config.production });
      clearPendingCookie(request, reply, config.production);
      return reply.code(200).send({ user: staffProfile({ ...pending, id: pending.staffId }) });
    },
    codeRoute,
  );

  endpointRoute(app, AUTH_ENDPOINTS.enrol, async (request, reply) => {
    const pending = await findPendingSignIn(db, request, 'enrol');
    const secret = pending && (await offerEnrolSecret(db, pending.idHash, newTotpSecret()));
    if (!pending || !secret) return expired(request, reply);
    return reply.header('Cache-Control', 'no-store').code(200).send(enrolmentOf(secret, pending.email));
  });

  endpointRoute(
    app,
    AUTH_ENDPOINTS.enrolConfirm,
    async (request, reply) => {
      const pending = await findPendingSignIn(db, request, 'enrol');
      if (!pending?.enrolSecret) return expired(request, reply);
      const blockedUntil = await takeLoginAttempt(db, pending.email, request.ip, config.loginLimits);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);

      const { code } = request.body;
      const step = isTotpCode(code) ? matchingStep(pending.enrolSecret, code) : null;
      if (step === null) return wrongCode(request, reply, pending);
      const recoveryCodes = newRecoveryCodes();
      const enrolled = await completeEnrolment(db, actorOfPending(request, pending), {
        secret: pending.enrolSecret,
        step,
        codeHashes: recoveryCodes.map((recoveryCode) => hashRecoveryCode(pending.staffId, recoveryCode)),
      });
      // Another request enrolled the account first: this one starts again, and meets the code step.
      if (!enrolled || !(await endPendingSignIn(db, pending.idHash))) return expired(request, reply);

      request.log.info({ staffId: pending.staffId }, 'second factor enrolled');
      const staff = { id: pending.staffId, email: pending.email };
      await beginSession(request, reply, { db, staff, attempts: 2, production: config.production });
      clearPendingCookie(request, reply, config.production);
      return reply.code(200).send({ user: staffProfile({ ...pending, id: pending.staffId }), recoveryCodes });
    },
    codeRoute,
  );

  await app.register(enrolmentLinkRoutes);
};

export default fp(secondFactor, {
  name: 'second-factor',
  dependencies: ['auth'],
  decorators: { fastify: ['db', 'config'] },
});
