import { http, HttpResponse } from 'msw';
import { isPlainObject } from '@/lib/storage';
import { scenarioResponse } from '../scenario';

export const DEMO_ACCOUNT = { email: 'demo@sakinawellness.com', password: 'Sakina-demo-2026' } as const;

export const DEMO_USER = { id: 'demo-1', name: 'Demo Guest', email: DEMO_ACCOUNT.email, token: 'demo-token' } as const;

const isDemoAccount = (body: unknown) =>
  isPlainObject(body) &&
  typeof body.email === 'string' &&
  body.email.trim().toLowerCase() === DEMO_ACCOUNT.email &&
  body.password === DEMO_ACCOUNT.password;

export const authHandlers = [
  // "*/" matches the site's own origin and any VITE_API_BASE_URL.
  http.post('*/auth/login', async ({ request }) => {
    const forced = await scenarioResponse(
      () => new HttpResponse('<!doctype html><p>Not JSON</p>', { headers: { 'Content-Type': 'text/html' } }),
    );
    if (forced) return forced;
    const body: unknown = await request.json().catch(() => null);
    if (!isDemoAccount(body)) return HttpResponse.json({ message: 'Wrong email or password.' }, { status: 401 });
    return HttpResponse.json(DEMO_USER);
  }),
];
