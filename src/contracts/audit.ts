/**
 * What the audit trail records (server/audit/). An entry names an enquiry by its reference and an
 * account by its email: never what a family wrote.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'second-factor-failed',
  'sign-out',
  'second-factor-enrolled',
  'second-factor-reset',
  'recovery-code-used',
  'inbox-listed',
  'inbox-searched',
  'item-opened',
  'status-changed',
  'note-added',
  'owner-changed',
  'attempt-logged',
  'follow-up-set',
  'duplicate-decided',
  'account-added',
  'account-disabled',
  'account-removed',
  'password-changed',
  'account-invited',
  'invitation-withdrawn',
  'invitation-accepted',
  'role-changed',
  'account-enabled',
  'profile-changed',
  'audit-viewed',
  'audit-exported',
  'enquiries-exported',
  'withdrawn-by-family',
  'second-factor-locked',
  'request-made',
  'copy-given',
  'request-logged',
  'request-closed',
  'requests-listed',
  'breach-recorded',
  'breach-changed',
  'enrolment-link-issued',
  'enrolment-link-used',
  'enrolment-link-refused',
  'clinical-listed',
  'clinical-opened',
  'clinical-decided',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long the trail is kept by default: longer than the enquiries it speaks of. */
export const AUDIT_RETENTION_MONTHS = 72;
