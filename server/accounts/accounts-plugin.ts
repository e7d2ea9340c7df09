import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACCOUNT_ENDPOINTS } from '#contracts/endpoints/accounts';
import { JOIN_PATH } from '#contracts/routes';
import { ERROR_CODES } from '#contracts/errors';
import { actorOf } from '../audit/audit-log';
import { signedIn } from '../auth/auth-plugin';
import { forgiveLoginAttempt, takeLoginAttempt } from '../auth/login-limit';
import { hashPassword } from '../auth/password';
import { enrolmentLinkAddress, enrolmentLinkExpiry, linkSite, newLinkToken } from '../auth/enrolment-links';
import { createPendingSignIn, setPendingCookie } from '../auth/pending-sign-ins';
import { refuseTooManyAttempts } from '../auth/sign-in-answers';
import { endpointRoute } from '../http/endpoint-route';
import { changeAccountByAdmin, findAccount, listAccounts, resetSecondFactorByAdmin } from './accounts-store';
import { enrolmentLinkText } from './enrolment-link-mail';
import { invitationMailer, staffMailer } from './invitation-mail';
import { acceptInvitation, createInvitation, readInvitation, withdrawInvitation } from './invitations';
import profileRoutes from './profile-routes';

/**
 * The sign-in limits' key for invitation tokens: not an email, so it is no account's. A wrong token
 * counts like a wrong password, per address; a right one gives its attempt back.
 */
const INVITATION_KEY = 'invitation token';

const notFound = { error: ERROR_CODES.notFound };
const invitationInvalid = {
  error: ERROR_CODES.invitationInvalid,
  message: 'This invitation is not valid: it may have been used, withdrawn or have expired.',
};

/**
 * Staff accounts managed in the browser: admins list accounts and open invitations, invite (a
 * single-use link, emailed when SMTP is set), change roles, disable and enable, reset a second
 * factor (its owner gets a one-time enrolment link, emailed likewise), withdraw an invitation; a new member accepts an invitation with a password and goes on
 * to enrol a second factor; and each member's own account (profile-routes.ts). Every change is
 * recorded in the audit trail in its own statement; logs name no one.
 */
const accounts: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const sendInvitation = config.smtp ? invitationMailer(config.smtp) : null;
  const sendMail = config.smtp ? staffMailer(config.smtp) : null;

  /** Whether a mail went; a failure is logged (its code only, no address) and the link is passed on by hand. */
  async function mailed(request: FastifyRequest, send: () => Promise<void>, what: string, ids: Record<string, string>) {
    try {
      await send();
      return true;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      request.log.warn({ ...ids, code: typeof code === 'string' ? code : 'unknown' }, `${what} email failed`);
      return false;
    }
  }

  const siteOf = (request: FastifyRequest) => linkSite(config, request);

  endpointRoute(app, ACCOUNT_ENDPOINTS.list, async () => listAccounts(db));

  endpointRoute(
    app,
    ACCOUNT_ENDPOINTS.invite,
    async (request, reply) => {
      const token = newLinkToken();
      const invitation = await createInvitation(db, request.body, token, actorOf(request));
      if (!invitation)
        return reply.code(409).send({
          error: ERROR_CODES.accountExists,
          message: 'An account or an open invitation has this email already.',
        });
      const link = `${siteOf(request)}${JOIN_PATH}#${token}`;
      // The invitation stands if the email fails: the admin passes the link on.
      const emailed =
        sendInvitation !== null &&
        (await mailed(request, () => sendInvitation(invitation, link), 'invitation', { invitationId: invitation.id }));
      request.log.info({ invitationId: invitation.id, emailed }, 'invitation made');
      return reply.code(201).send({ invitation, link, emailed });
    },
    { config: { bodyHint: 'Send { email, name, role, language }.' } },
  );

  endpointRoute(
    app,
    ACCOUNT_ENDPOINTS.change,
    async (request, reply) => {
      const { id } = request.params;
      const result = await changeAccountByAdmin(db, id, request.body, actorOf(request));
      if (result === 'not-found') return reply.code(404).send(notFound);
      if (result === 'last-admin')
        return reply.code(409).send({
          error: ERROR_CODES.lastAdmin,
          message: 'This change would leave no enabled admin.',
        });
      const account = await findAccount(db, id);
      if (!account) return reply.code(404).send(notFound);
      return { account };
    },
    { config: { bodyHint: 'Send { role } and/or { disabled }.' } },
  );

  endpointRoute(app, ACCOUNT_ENDPOINTS.resetSecondFactor, async (request, reply) => {
    const { id } = request.params;
    // One's own is reset on one's profile, with the password: a session left open cannot do it.
    if (id === signedIn(request).id)
      return reply.code(403).send({
        error: ERROR_CODES.forbidden,
        message: 'Reset your own second factor on your profile page, with your password.',
      });
    const token = newLinkToken();
    const owner = await resetSecondFactorByAdmin(db, id, token, actorOf(request));
    if (!owner) return reply.code(404).send(notFound);
    // The owner's one-time enrolment link, to their own mailbox; shown to the admin this once to pass on.
    const link = enrolmentLinkAddress(siteOf(request), token);
    const emailed =
      sendMail !== null &&
      (await mailed(
        request,
        () => sendMail(owner.email, enrolmentLinkText(owner.language, owner.name, link)),
        'enrolment link',
        { staffId: owner.id },
      ));
    request.log.info({ staffId: owner.id, emailed }, 'second factor reset: enrolment link issued');
    const expiresAt = await enrolmentLinkExpiry(db, id);
    return reply.header('Cache-Control', 'no-store').code(200).send({ link, expiresAt, emailed });
  });

  endpointRoute(app, ACCOUNT_ENDPOINTS.withdrawInvitation, async (request, reply) => {
    if (!(await withdrawInvitation(db, request.params.id, actorOf(request)))) return reply.code(404).send(notFound);
    return reply.code(204).send();
  });

  endpointRoute(
    app,
    ACCOUNT_ENDPOINTS.join,
    async (request, reply) => {
      const blockedUntil = await takeLoginAttempt(db, INVITATION_KEY, request.ip, config.loginLimits);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);
      const invitation = await readInvitation(db, request.body.token);
      reply.header('Cache-Control', 'no-store');
      if (!invitation) return reply.code(404).send(invitationInvalid);
      await forgiveLoginAttempt(db, INVITATION_KEY, request.ip);
      return invitation;
    },
    { config: { bodyHint: 'Send { token } as a string.' } },
  );

  endpointRoute(
    app,
    ACCOUNT_ENDPOINTS.joinAccept,
    async (request, reply) => {
      const blockedUntil = await takeLoginAttempt(db, INVITATION_KEY, request.ip, config.loginLimits);
      if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);
      reply.header('Cache-Control', 'no-store');
      const { token, password } = request.body;
      const accepted = await acceptInvitation(db, token, await hashPassword(password), request.ip);
      if (accepted === 'invalid') return reply.code(404).send(invitationInvalid);
      if (accepted === 'account-exists')
        return reply
          .code(409)
          .send({ error: ERROR_CODES.accountExists, message: 'An account has this email already.' });
      await forgiveLoginAttempt(db, INVITATION_KEY, request.ip);
      // As a first sign-in: no session yet, a pending sign-in that asks for the second factor's enrolment.
      setPendingCookie(request, reply, await createPendingSignIn(db, accepted.staffId, 'enrol'), config.production);
      request.log.info({ staffId: accepted.staffId }, 'invitation accepted: second factor asked for');
      return reply.code(200).send({ next: 'enrol' });
    },
    { config: { bodyHint: 'Send { token, password } as strings.' } },
  );

  await app.register(profileRoutes);
};

export default accounts;
