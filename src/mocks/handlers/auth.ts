import { http, HttpResponse } from 'msw';
import type { StaffUser } from '#contracts/auth';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { isPlainObject } from '@/lib/storage';
import { scenarioResponse } from '../scenario';
import { endMockSession, hasMockSession, startMockSession, unauthorized } from '../session';

/** The display profile the server answers (spec §3): no token, the session is a cookie. */
export const DEMO_USER: StaffUser = {
  id: 'demo-1',
  name: DEMO_ACCOUNT.name,
  email: DEMO_ACCOUNT.email,
  role: DEMO_ACCOUNT.role,
};

const isDemoAccount = (body: unknown) =>
  isPlainObject(body) &&
  typeof body.email === 'string' &&
  body.email.trim().toLowerCase() === DEMO_ACCOUNT.email &&
  body.password === DEMO_ACCOUNT.password;

const isCredentials = (body: unknown) =>
  isPlainObject(body) && typeof body.email === 'string' && typeof body.password === 'string';

/** POST /api/login, POST /api/logout and GET /api/session, as the real server answers them. */
export const authHandlers = [
  // "*/" matches the site's own origin and any VITE_API_BASE_URL.
  http.post('*/api/login', async ({ request }) => {
    const forced = await scenarioResponse(
      () => new HttpResponse('<!doctype html><p>Not JSON</p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    if (forced) return forced;
    const body: unknown = await request.json().catch(() => null);
    if (!isCredentials(body)) return HttpResponse.json({ error: 'invalid_body' }, { status: 400 });
    if (!isDemoAccount(body)) return HttpResponse.json({ error: 'invalid_credentials' }, { status: 401 });
    startMockSession(DEMO_USER.id);
    return HttpResponse.json({ user: DEMO_USER });
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
