/**
 * Staff roles, least privilege: the admissions team works the inbox; managers read reports (counts
 * and times, never a family's name, phone or words); admins manage accounts, read the audit trail,
 * export, keep the breach register, and may also take admissions work and read reports. The admissions
 * team and admins answer families' requests (access, a copy, correction, erasure, objection): the desk
 * names references. A clinical reviewer records the clinical decision on an item and reads only its
 * clinical fields and the family's words: never a name, a phone or an email, no list of the inbox.
 */
export const STAFF_ROLES = ['admissions', 'manager', 'admin', 'clinical'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** What a role may do. The server checks one on every route behind a sign-in; pages and navigation follow. */
export const PERMISSIONS = [
  'inbox',
  'reports',
  'accounts',
  'audit',
  'exports',
  'requests',
  'breaches',
  'clinicalDecisions',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admissions: ['inbox', 'requests'],
  manager: ['reports'],
  admin: ['inbox', 'reports', 'accounts', 'audit', 'exports', 'requests', 'breaches'],
  clinical: ['clinicalDecisions'],
};

/** Whether `role` (any stored or sent value) may do `permission`: unknown roles may do nothing. */
export const can = (role: unknown, permission: Permission) =>
  isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
