import { API_PATHS } from '#contracts/api-paths';
import { staffNavigation } from '#contracts/staff-navigation';
import { json, route } from '../route';
import { DEMO_USER } from '../staff';

/** The demo account's navigation. */
export const navigationPayload = staffNavigation(DEMO_USER.role);

export const navigationHandlers = [
  route('get', API_PATHS.navigation, 'signedIn', {}, ({ account }) => json(staffNavigation(account.role))),
];
