import { API_PATHS } from '#contracts/api-paths';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { staffNavigation } from '#contracts/staff-navigation';
import { json, route } from '../route';

/** The demo account's navigation. */
export const navigationPayload = staffNavigation(DEMO_ACCOUNT.role);

export const navigationHandlers = [
  route('get', API_PATHS.navigation, 'signedIn', {}, ({ account }) => json(staffNavigation(account.role))),
];
