import { NAVIGATION_ENDPOINTS } from '#contracts/endpoints/navigation';
import { familyNavigation } from '#contracts/family-navigation';
import { staffNavigation } from '#contracts/staff-navigation';
import { mockEndpoints } from '../route';
import { DEMO_USER } from '../staff';

/** The demo account's navigation. */
export const navigationPayload = staffNavigation(DEMO_USER.role);

export const navigationHandlers = mockEndpoints(NAVIGATION_ENDPOINTS, {
  navigation: ({ account }) => (account ? staffNavigation(account.role) : familyNavigation()),
});
