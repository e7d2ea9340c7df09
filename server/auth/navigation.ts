import { staffNavigation } from '#contracts/staff-navigation';
import { isStaffRole } from '#contracts/roles';

/** Whether a role may read and handle the inbox. */
export const canUseInbox = (role: string) => isStaffRole(role);

/** The navigation for a role: the inbox only for the roles that may use it. */
export const navigationFor = (role: string) => staffNavigation({ withInbox: canUseInbox(role) });
