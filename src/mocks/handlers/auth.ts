import { encode } from 'uqr';
import type { SecondFactorStep, StaffUser } from '#contracts/auth';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { AUTH_ENDPOINTS } from '#contracts/endpoints/auth';
import { ERROR_CODES } from '#contracts/errors';
import { normaliseCode } from '#contracts/second-factor';
import { failure, mockEndpoints } from '../route';
import { endMockSession, startMockSession } from '../session';
import { DEMO_USER } from '../staff';

export { DEMO_USER };

/**
 * The mock's second factor. The demo account signs in at its password, as in the server's demo
 * mode; with the same password, `code@…` asks for a code and `enrol@…` enrols. `code` is the one
 * code the mock accepts, `recoveryCode` the one recovery code.
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
export const authHandlers = mockEndpoints(AUTH_ENDPOINTS, {
  login: ({ body }) => {
    const step = body.password === DEMO_ACCOUNT.password ? STEPS.get(body.email) : undefined;
    if (step === undefined) return failure(401, ERROR_CODES.invalidCredentials);
    pending = step ? { step, user: DEMO_USER } : null;
    return step ? { next: step } : signedIn();
  },
  loginCode: ({ body }) => {
    if (pending?.step !== 'code') return expired();
    const accepted = [MOCK_SECOND_FACTOR.code, normaliseCode(MOCK_SECOND_FACTOR.recoveryCode)].includes(body.code);
    return accepted ? signedIn() : wrongCode();
  },
  enrol: () => {
    if (pending?.step !== 'enrol') return expired();
    const label = pending.user.id === DEMO_USER.id ? MOCK_SECOND_FACTOR.enrolEmail : pending.user.email;
    const uri = `otpauth://totp/Sakina%20Wellness:${encodeURIComponent(label)}?secret=${MOCK_SECOND_FACTOR.secret}`;
    const qr = encode(uri, { ecc: 'M', border: 0 }).data.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));
    return { secret: MOCK_SECOND_FACTOR.secret, uri, qr };
  },
  enrolConfirm: ({ body }) => {
    if (pending?.step !== 'enrol') return expired();
    if (body.code !== MOCK_SECOND_FACTOR.code) return wrongCode();
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `MOCK-${'ABCDEFGHJK'[index]}AAA-2026`);
    return { ...signedIn(), recoveryCodes };
  },
  logout: () => {
    endMockSession();
    return null;
  },
  session: ({ account }) => ({ user: account }),
});
