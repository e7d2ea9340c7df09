/** Staff roles, one list for the server's accounts and the stored user's profile. */
export const STAFF_ROLES = ['admissions', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
