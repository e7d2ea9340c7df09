import { DEMO_ACCOUNT } from '#contracts/demo';
import { NAVIGATION_ENDPOINTS } from '#contracts/endpoints/navigation';
import { staffNavigation } from '#contracts/staff-navigation';
import { mockEndpoints } from '../route';

/** The demo account's navigation. */
export const navigationPayload = staffNavigation(DEMO_ACCOUNT.role);

export const navigationHandlers = mockEndpoints(NAVIGATION_ENDPOINTS, {
  navigation: ({ account }) => staffNavigation(account.role),
});
