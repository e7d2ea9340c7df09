import { login } from '@/features/auth/api/login';
import { callEndpoint } from '@/lib/api-client';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { AUTH_ENDPOINTS } from '#contracts/endpoints/auth';
import { DEMO_USER, MOCK_SECOND_FACTOR } from '@/mocks/handlers/auth';
import { hasMockSession } from '@/mocks/session';

describe('mock POST /api/login', () => {
  it('signs in the demo account, whatever the case of its email, and starts a session', async () => {
    await expect(login({ ...DEMO_ACCOUNT })).resolves.toEqual({ user: DEMO_USER });
    expect(hasMockSession()).toBe(true);
    await expect(login({ email: ' Demo@SakinaWellness.com ', password: DEMO_ACCOUNT.password })).resolves.toEqual({
      user: DEMO_USER,
    });
  });

  it('answers the display profile only: no token', async () => {
    const answer = await callEndpoint(AUTH_ENDPOINTS.login, { body: { ...DEMO_ACCOUNT } });
    expect(answer).toEqual({ user: DEMO_USER });
    expect(JSON.stringify(answer)).not.toMatch(/token/i);
  });

  it.each([
    { email: DEMO_ACCOUNT.email, password: 'sakina-demo-2026' },
    { email: 'someone@example.com', password: DEMO_ACCOUNT.password },
  ])('answers 401 invalid_credentials to $email / $password', async (credentials) => {
    await expect(login(credentials)).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      body: { error: 'invalid_credentials' },
    });
    expect(hasMockSession()).toBe(false);
  });

  it('answers 400 to a malformed body, empty fields included, as the server does', async () => {
    // A body the types refuse, as another client could send it.
    await expect(callEndpoint(AUTH_ENDPOINTS.login, { body: { email: 5 } as never })).rejects.toMatchObject({
      status: 400,
    });
    await expect(login({ email: '', password: '' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('mock second factor', () => {
  it('asks code@ for a code: 401 invalid_code to a wrong one, then the session for the right one', async () => {
    const credentials = { email: MOCK_SECOND_FACTOR.codeEmail, password: DEMO_ACCOUNT.password };
    await expect(login(credentials)).resolves.toEqual({ next: 'code' });
    expect(hasMockSession()).toBe(false);
    await expect(callEndpoint(AUTH_ENDPOINTS.loginCode, { body: { code: '000000' } })).rejects.toMatchObject({
      status: 401,
      body: { error: 'invalid_code' },
    });
    await expect(callEndpoint(AUTH_ENDPOINTS.loginCode, { body: { code: '١٢٣ ٤٥٦' } })).resolves.toEqual({
      user: DEMO_USER,
    });
    expect(hasMockSession()).toBe(true);
    // Used: the pending sign-in is over.
    await expect(
      callEndpoint(AUTH_ENDPOINTS.loginCode, { body: { code: MOCK_SECOND_FACTOR.code } }),
    ).rejects.toMatchObject({
      status: 401,
      body: { error: 'sign_in_expired' },
    });
  });

  it('refuses enrol@ its password alone, then enrols it from its link: the QR modules and the key, then ten recovery codes with the session', async () => {
    await expect(
      login({ email: MOCK_SECOND_FACTOR.enrolEmail, password: DEMO_ACCOUNT.password }),
    ).rejects.toMatchObject({
      status: 403,
      body: { error: 'enrolment_link_required' },
    });
    await expect(callEndpoint(AUTH_ENDPOINTS.enrol, {})).rejects.toMatchObject({ status: 401 });
    const token = MOCK_SECOND_FACTOR.enrolmentLinkToken;
    await expect(callEndpoint(AUTH_ENDPOINTS.enrolmentLink, { body: { token } })).resolves.toMatchObject({
      email: MOCK_SECOND_FACTOR.enrolEmail,
    });
    await expect(
      callEndpoint(AUTH_ENDPOINTS.enrolmentLinkAccept, { body: { token, password: 'not the password' } }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      callEndpoint(AUTH_ENDPOINTS.enrolmentLinkAccept, { body: { token, password: DEMO_ACCOUNT.password } }),
    ).resolves.toEqual({ next: 'enrol' });
    const offer = await callEndpoint(AUTH_ENDPOINTS.enrol, {});
    expect(offer.secret).toBe(MOCK_SECOND_FACTOR.secret);
    expect(offer.qr.every((row) => row.length === offer.qr.length && /^[01]+$/.test(row))).toBe(true);
    const enrolled = await callEndpoint(AUTH_ENDPOINTS.enrolConfirm, { body: { code: MOCK_SECOND_FACTOR.code } });
    expect(enrolled).toMatchObject({ user: DEMO_USER });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(hasMockSession()).toBe(true);
  });
});

describe('mock session and logout', () => {
  it('GET /api/session answers the user with a session, 401 after POST /api/logout', async () => {
    await expect(callEndpoint(AUTH_ENDPOINTS.session, {})).rejects.toMatchObject({ status: 401 });
    await login({ ...DEMO_ACCOUNT });
    await expect(callEndpoint(AUTH_ENDPOINTS.session, {})).resolves.toEqual({ user: DEMO_USER });
    await expect(callEndpoint(AUTH_ENDPOINTS.logout, {})).resolves.toBeNull();
    await expect(callEndpoint(AUTH_ENDPOINTS.session, {})).rejects.toMatchObject({ status: 401 });
  });
});
