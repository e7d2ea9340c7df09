import { encode } from 'uqr';
import type { SecondFactorStep, StaffUser } from '#contracts/auth';
import { ENROLMENT_LINK_HOURS } from '#contracts/enrolment-link';
import { ENROL_PATH } from '#contracts/routes';
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
 * mode; with the same password, `code@…` asks for a code, and `enrol@…`, which has none yet, is
 * refused until it comes through `enrolmentLinkToken`'s link (with that password too) and enrols.
 * `code` is the one code the mock accepts, `recoveryCode` the one recovery code.
 */
export const MOCK_SECOND_FACTOR = {
  codeEmail: 'code@sakinawellness.com',
  enrolEmail: 'enrol@sakinawellness.com',
  enrolmentLinkToken: `mocklink${'0'.repeat(35)}`,
  code: '123456',
  recoveryCode: 'ABCD-EFGH-JKLM',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** The step each account's right password leads to (null: straight in; `link`: refused without an enrolment link). */
const STEPS = new Map<string, 'code' | 'link' | null>([
  [DEMO_ACCOUNT.email, null],
  [MOCK_SECOND_FACTOR.codeEmail, 'code'],
  [MOCK_SECOND_FACTOR.enrolEmail, 'link'],
]);

/** A reset's answer: the mock's one enrolment link, on the page's own origin. */
export const mockEnrolmentLink = (request: Request) => ({
  link: `${new URL(request.url).origin}${ENROL_PATH}#${MOCK_SECOND_FACTOR.enrolmentLinkToken}`,
  expiresAt: new Date(Date.now() + ENROLMENT_LINK_HOURS * 3_600_000).toISOString(),
  emailed: false,
});
const linkInvalid = () => failure(404, ERROR_CODES.enrolmentLinkInvalid);
const linkOwner = { ...DEMO_USER, email: MOCK_SECOND_FACTOR.enrolEmail };

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
    if (step === 'link') return failure(403, ERROR_CODES.enrolmentLinkRequired);
    pending = step ? { step, user: DEMO_USER } : null;
    return step ? { next: step } : signedIn();
  },
  // The schema keeps the owner's name, email and language.
  enrolmentLink: ({ body }) => (body.token === MOCK_SECOND_FACTOR.enrolmentLinkToken ? linkOwner : linkInvalid()),
  enrolmentLinkAccept: ({ body }) => {
    if (body.token !== MOCK_SECOND_FACTOR.enrolmentLinkToken) return linkInvalid();
    if (body.password !== DEMO_ACCOUNT.password) return failure(401, ERROR_CODES.invalidCredentials);
    pending = { step: 'enrol', user: DEMO_USER };
    return { next: 'enrol' as const };
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
