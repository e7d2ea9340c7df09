import { http, HttpResponse } from 'msw';
import { encode } from 'uqr';
import { API_PATHS } from '#contracts/api-paths';
import type { EnrolledAnswer, EnrolmentAnswer, SecondFactorStep, StaffUser } from '#contracts/auth';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { ERROR_CODES } from '#contracts/errors';
import { normaliseCode } from '#contracts/second-factor';
import { isPlainObject } from '@/lib/storage';
import { scenarioResponse } from '../scenario';
import { endMockSession, hasMockSession, startMockSession, unauthorized } from '../session';

/** The display profile the server answers (spec §3): no token, the session is a cookie. */
export const DEMO_USER: StaffUser = {
  id: '1',
  name: DEMO_ACCOUNT.name,
  email: DEMO_ACCOUNT.email,
  role: DEMO_ACCOUNT.role,
  language: DEMO_ACCOUNT.language,
};

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

const MOCK_STEPS: Record<string, SecondFactorStep> = {
  [MOCK_SECOND_FACTOR.codeEmail]: 'code',
  [MOCK_SECOND_FACTOR.enrolEmail]: 'enrol',
};

/** What a right password led to: the step the mock waits for, and whose (the real server keeps it in an HttpOnly cookie). */
let pending: { step: SecondFactorStep; user: StaffUser } | null = null;

/**
 * An accepted invitation leads to enrolment, as a first sign-in does: the accounts mock calls this
 * with the new member, whom the confirmed code then signs in.
 */
export function startMockEnrolment(user: StaffUser) {
  pending = { step: 'enrol', user };
}

/** The account a password may sign in, and the step it leads to (null: straight in). */
function accountOf(body: unknown): { step: SecondFactorStep | null } | null {
  if (!isPlainObject(body) || typeof body.email !== 'string' || body.password !== DEMO_ACCOUNT.password) return null;
  const email = body.email.trim().toLowerCase();
  if (email === DEMO_ACCOUNT.email) return { step: null };
  const step = MOCK_STEPS[email];
  return step ? { step } : null;
}

const codeOf = async (request: Request) => {
  const body: unknown = await request.json().catch(() => null);
  return isPlainObject(body) && typeof body.code === 'string' ? normaliseCode(body.code) : null;
};

const expired = () => HttpResponse.json({ error: ERROR_CODES.signInExpired }, { status: 401 });
const wrongCode = () => HttpResponse.json({ error: ERROR_CODES.invalidCode }, { status: 401 });

function signedIn(user: StaffUser = pending?.user ?? DEMO_USER) {
  pending = null;
  startMockSession(user.id);
  return { user };
}

const isCredentials = (body: unknown) =>
  isPlainObject(body) && typeof body.email === 'string' && typeof body.password === 'string';

/** Sign-in (the password, then the code or enrolment), POST /api/logout and GET /api/session, as the real server answers them. */
export const authHandlers = [
  // "*/" matches the site's own origin and any VITE_API_BASE_URL.
  http.post('*/api/login', async ({ request }) => {
    const forced = await scenarioResponse(
      () => new HttpResponse('<!doctype html><p>Not JSON</p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    if (forced) return forced;
    const body: unknown = await request.json().catch(() => null);
    if (!isCredentials(body)) return HttpResponse.json({ error: 'invalid_body' }, { status: 400 });
    const account = accountOf(body);
    if (!account) return HttpResponse.json({ error: 'invalid_credentials' }, { status: 401 });
    pending = account.step ? { step: account.step, user: DEMO_USER } : null;
    if (account.step) return HttpResponse.json({ next: account.step });
    return HttpResponse.json(signedIn());
  }),
  http.post(`*${API_PATHS.loginCode}`, async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ user: 'nobody' }));
    if (forced) return forced;
    const code = await codeOf(request);
    if (code === null) return HttpResponse.json({ error: 'invalid_body' }, { status: 400 });
    if (pending?.step !== 'code') return expired();
    const accepted = [MOCK_SECOND_FACTOR.code, normaliseCode(MOCK_SECOND_FACTOR.recoveryCode)].includes(code);
    return accepted ? HttpResponse.json(signedIn()) : wrongCode();
  }),
  http.post(`*${API_PATHS.enrol}`, async () => {
    const forced = await scenarioResponse(() => HttpResponse.json({ secret: 1 }));
    if (forced) return forced;
    if (pending?.step !== 'enrol') return expired();
    const label = pending.user.id === DEMO_USER.id ? MOCK_SECOND_FACTOR.enrolEmail : pending.user.email;
    const uri = `otpauth://totp/Sakina%20Wellness:${encodeURIComponent(label)}?secret=${MOCK_SECOND_FACTOR.secret}`;
    const qr = encode(uri, { ecc: 'M', border: 0 }).data.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));
    return HttpResponse.json({ secret: MOCK_SECOND_FACTOR.secret, uri, qr } satisfies EnrolmentAnswer);
  }),
  http.post(`*${API_PATHS.enrolConfirm}`, async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ user: 'nobody' }));
    if (forced) return forced;
    const code = await codeOf(request);
    if (code === null) return HttpResponse.json({ error: 'invalid_body' }, { status: 400 });
    if (pending?.step !== 'enrol') return expired();
    if (code !== MOCK_SECOND_FACTOR.code) return wrongCode();
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `MOCK-${'ABCDEFGHJK'[index]}AAA-2026`);
    return HttpResponse.json({ ...signedIn(), recoveryCodes } satisfies EnrolledAnswer);
  }),
  http.post('*/api/logout', () => {
    endMockSession();
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/session', async () => {
    const forced = await scenarioResponse(() => HttpResponse.json({ user: 'nobody' }));
    if (forced) return forced;
    return hasMockSession() ? HttpResponse.json({ user: DEMO_USER }) : unauthorized();
  }),
];
