import { encode } from 'uqr';
import { API_PATHS } from '#contracts/api-paths';
import type { EnrolledAnswer, EnrolmentAnswer, SecondFactorStep, StaffUser } from '#contracts/auth';
import { credentialsSchema, secondFactorCodeSchema } from '#contracts/auth-schema';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { ERROR_CODES } from '#contracts/errors';
import { normaliseCode } from '#contracts/second-factor';
import { failure, json, noContent, route } from '../route';
import { endMockSession, startMockSession } from '../session';
import { DEMO_USER, profileOf } from '../staff';

export { DEMO_USER };

/**
 * The mock's second factor. The demo account signs in at its password, as in the server's demo
 * mode; with the same password, `code@…` asks for a code and `enrol@…` enrols. The one code the
 * mock accepts is `MOCK_CODE`, and `MOCK_RECOVERY_CODE` is the one recovery code.
 */
export const MOCK_SECOND_FACTOR = {
  codeEmail: 'code@sakinawellness.com',
  enrolEmail: 'enrol@sakinawellness.com',
  code: '123456',
  recoveryCode: 'ABCD-EFGH-JKLM',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** The step each account's right password leads to (null: straight in). */
const STEPS = new Map<string, SecondFactorStep | null>([
  [DEMO_ACCOUNT.email, null],
  [MOCK_SECOND_FACTOR.codeEmail, 'code'],
  [MOCK_SECOND_FACTOR.enrolEmail, 'enrol'],
]);

/** What a right password led to: the step the mock waits for, and whose (the real server keeps it in an HttpOnly cookie). */
let pending: { step: SecondFactorStep; user: StaffUser } | null = null;

/**
 * An accepted invitation leads to enrolment, as a first sign-in does: the accounts mock calls this
 * with the new member, whom the confirmed code then signs in.
 */
export function startMockEnrolment(user: StaffUser) {
  pending = { step: 'enrol', user };
}

const expired = () => failure(401, ERROR_CODES.signInExpired);
const wrongCode = () => failure(401, ERROR_CODES.invalidCode);

function signedIn(user: StaffUser = pending?.user ?? DEMO_USER) {
  pending = null;
  startMockSession(user.id);
  return { user };
}

/** Sign-in (the password, then the code or enrolment), POST /api/logout and GET /api/session, as the real server answers them. */
export const authHandlers = [
  route('post', API_PATHS.login, 'anyone', { body: credentialsSchema }, ({ body }) => {
    const step = body.password === DEMO_ACCOUNT.password ? STEPS.get(body.email) : undefined;
    if (step === undefined) return failure(401, ERROR_CODES.invalidCredentials);
    pending = step ? { step, user: DEMO_USER } : null;
    return json(step ? { next: step } : signedIn());
  }),
  route('post', API_PATHS.loginCode, 'anyone', { body: secondFactorCodeSchema }, ({ body }) => {
    if (pending?.step !== 'code') return expired();
    const accepted = [MOCK_SECOND_FACTOR.code, normaliseCode(MOCK_SECOND_FACTOR.recoveryCode)].includes(body.code);
    return accepted ? json(signedIn()) : wrongCode();
  }),
  route('post', API_PATHS.enrol, 'anyone', {}, () => {
    if (pending?.step !== 'enrol') return expired();
    const label = pending.user.id === DEMO_USER.id ? MOCK_SECOND_FACTOR.enrolEmail : pending.user.email;
    const uri = `otpauth://totp/Sakina%20Wellness:${encodeURIComponent(label)}?secret=${MOCK_SECOND_FACTOR.secret}`;
    const qr = encode(uri, { ecc: 'M', border: 0 }).data.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));
    return json({ secret: MOCK_SECOND_FACTOR.secret, uri, qr } satisfies EnrolmentAnswer);
  }),
  route('post', API_PATHS.enrolConfirm, 'anyone', { body: secondFactorCodeSchema }, ({ body }) => {
    if (pending?.step !== 'enrol') return expired();
    if (body.code !== MOCK_SECOND_FACTOR.code) return wrongCode();
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `MOCK-${'ABCDEFGHJK'[index]}AAA-2026`);
    return json({ ...signedIn(), recoveryCodes } satisfies EnrolledAnswer);
  }),
  route('post', API_PATHS.logout, 'anyone', {}, () => {
    endMockSession();
    return noContent();
  }),
  route('get', API_PATHS.session, 'signedIn', {}, ({ account }) => json({ user: profileOf(account) })),
];
