import { DEMO_ACCOUNT } from '#contracts/demo';
import { http, HttpResponse } from 'msw';
import { staffNavigation } from '#contracts/staff-navigation';
import { scenarioResponse } from '../scenario';
import { hasMockSession, unauthorized } from '../session';

/** The demo account's navigation. */
export const navigationPayload = staffNavigation(DEMO_ACCOUNT.role);

export const navigationHandlers = [
  // "*/" matches the site's own origin and any VITE_API_BASE_URL.
  http.get('*/ui/protected/nav', async () => {
    const forced = await scenarioResponse(() => HttpResponse.json({ navbarMenu: 'not a list' }));
    if (forced) return forced;
    if (!hasMockSession()) return unauthorized();
    return HttpResponse.json(navigationPayload);
  }),
];
