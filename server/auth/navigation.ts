import { staffNavigation } from '#contracts/staff-navigation';
import { isStaffRole } from '#contracts/roles';
import type { NavigationPayload } from '#contracts/navigation';

/** The navigation for a role: only the pages it may use; an unknown role gets none of the role-bound ones. */
export const navigationFor = (role: string): NavigationPayload => staffNavigation(isStaffRole(role) ? role : null);
