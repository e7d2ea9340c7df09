import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffUser } from '#contracts/auth';
import { PROFILE_ENDPOINTS } from '#contracts/endpoints/profile';
import { ERROR_CODES } from '#contracts/errors';
import { actorOf } from '../audit/audit-log';
import { signedIn } from '../auth/auth-plugin';
import { hashCookieId } from '../auth/cookies';
import { forgiveLoginAttempt, takeLoginAttempt } from '../auth/login-limit';
import { hashPassword, verifyPassword } from '../auth/password';
import { enrolmentLinkAddress, enrolmentLinkExpiry, linkSite, newLinkToken } from '../auth/enrolment-links';
import { secondFactorReset } from '../auth/second-factor';
import { clearSessionCookie, readSessionCookie } from '../auth/sessions';
import { refuseTooManyAttempts } from '../auth/sign-in-answers';
import { findStaff, staffProfile, tryChangeAccount } from '../auth/staff';
import { endpointRoute } from '../http/endpoint-route';

const passwordHint = 'Send { currentPassword } (and { newPassword } for a new one) as strings.';

/**
 * Each staff member's own account, whatever the role: name and the staff area's language, a new
 * password, and a reset of the second factor. The last two ask for the current password, counted
 * by the sign-in limits like a sign-in's, so a session left open cannot be used to guess it.
 */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  /** Whether `password` is the signed-in member's; else the answer (429 or 403) is sent. */
  async function provePassword(request: FastifyRequest, reply: FastifyReply, user: StaffUser, password: string) {
    const blockedUntil = await takeLoginAttempt(db, user.email, request.ip, config.loginLimits);
    if (blockedUntil) {
      await refuseTooManyAttempts(request, reply, blockedUntil);
      return false;
    }
    const staff = await findStaff(db, user.email);
    if (!staff || !(await verifyPassword(password, staff.password_hash))) {
      request.log.info('current password refused');
      // 403, not 401: the session is still good; 401 would tell the page it was signed out.
      await reply.code(403).send({ error: ERROR_CODES.invalidCredentials });
      return false;
    }
    await forgiveLoginAttempt(db, user.email, request.ip);
    return true;
  }

  endpointRoute(app, PROFILE_ENDPOINTS.read, async (request, reply) => {
    const user = signedIn(request);
    const [row] = await db.query<{ second_factor: boolean; last_sign_in_at: Date | string | null }>(
      'SELECT totp_secret IS NOT NULL AS second_factor, last_sign_in_at FROM staff WHERE id = $1::bigint',
      [user.id],
    );
    if (!row) return reply.code(404).send({ error: ERROR_CODES.notFound });
    return {
      user,
      secondFactor: row.second_factor,
      lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
    };
  });

  endpointRoute(
    app,
    PROFILE_ENDPOINTS.change,
    async (request, reply) => {
      const user = signedIn(request);
      const { name, language } = request.body;
      const changed = await tryChangeAccount(
        db,
        { id: user.id },
        {
          set: 'name = coalesce(:name::text, staff.name), language = coalesce(:language::text, staff.language)',
          values: { name: name ?? null, language: language ?? null },
          endSessions: 'false',
          action: 'profile-changed',
          detail: `jsonb_strip_nulls(jsonb_build_object('name', :name::text, 'language', :language::text))`,
        },
        actorOf(request),
      );
      if (!changed) return reply.code(404).send({ error: ERROR_CODES.notFound });
      return { user: staffProfile(changed) };
    },
    { config: { bodyHint: 'Send { name } and/or { language }.' } },
  );

  endpointRoute(
    app,
    PROFILE_ENDPOINTS.password,
    async (request, reply) => {
      const user = signedIn(request);
      if (!(await provePassword(request, reply, user, request.body.currentPassword))) return reply;
      const session = readSessionCookie(request);
      // Every other session ends (a browser left signed in elsewhere); this one stays.
      await tryChangeAccount(
        db,
        { id: user.id },
        {
          set: 'password_hash = :passwordHash::text',
          values: { passwordHash: await hashPassword(request.body.newPassword) },
          keepSession: session ? hashCookieId(session) : undefined,
          action: 'password-changed',
        },
        actorOf(request),
      );
      request.log.info({ staffId: user.id }, 'password changed');
      return reply.code(204).send();
    },
    { config: { bodyHint: passwordHint } },
  );

  endpointRoute(
    app,
    PROFILE_ENDPOINTS.resetSecondFactor,
    async (request, reply) => {
      const user = signedIn(request);
      if (!(await provePassword(request, reply, user, request.body.currentPassword))) return reply;
      // Every session ends, this one too. The owner, who has just proved the password, is given
      // the enrolment link for the new phone: the page goes on to it (it asks the password again).
      const token = newLinkToken();
      await tryChangeAccount(db, { id: user.id }, secondFactorReset(token), actorOf(request));
      request.log.info({ staffId: user.id }, 'own second factor reset');
      clearSessionCookie(request, reply, config.production);
      const link = enrolmentLinkAddress(linkSite(config, request), token);
      const expiresAt = await enrolmentLinkExpiry(db, user.id);
      return reply.header('Cache-Control', 'no-store').code(200).send({ link, expiresAt, emailed: false });
    },
    { config: { bodyHint: passwordHint } },
  );
};

export default profileRoutes;
