import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';
import { LIMITS, PASSWORD_LENGTH } from './limits';
import type { StaffUser } from './auth';
import { STAFF_ROLES, type StaffRole } from './roles';
import { isBlank, isOneLineText } from './text';
import { isEmail } from './email';

/** How long an invitation's link stays usable; it is used once. */
export const INVITATION_HOURS = 24;
/** The invitation token's length: 32 random bytes in base64url. Only its SHA-256 is stored. */
export const INVITATION_TOKEN_LENGTH = 43;

/** One staff account as the admins' accounts page lists it. Never a password or a secret. */
export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  language: Language;
  /** Whether a second factor is enrolled. */
  secondFactor: boolean;
  /** ISO time of the last completed sign-in, or null. */
  lastSignInAt: string | null;
  disabled: boolean;
}

/** An invitation not yet accepted, withdrawn or expired. */
export interface InvitationRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  language: Language;
  expiresAt: string;
}

/** GET /api/accounts. */
export interface AccountsAnswer {
  accounts: AccountRow[];
  invitations: InvitationRow[];
}

/** POST /api/accounts (201): the link to pass on, shown this once; `emailed` when SMTP sent it too. */
export interface InvitedAnswer {
  invitation: InvitationRow;
  link: string;
  emailed: boolean;
}

/** PATCH /api/accounts/:id: the account as the change left it. */
export interface AccountAnswer {
  account: AccountRow;
}

/** GET /api/profile: one's own account. */
export interface ProfileAnswer {
  user: StaffUser;
  /** Whether a second factor is enrolled (a reset leaves none until the next sign-in enrols one). */
  secondFactor: boolean;
  /** ISO time of the last completed sign-in (this session's), or null. */
  lastSignInAt: string | null;
}

/** POST /api/join: who the invitation is for, so the page greets them in their language. */
export interface JoinAnswer {
  name: string;
  email: string;
  language: Language;
}

const staffName = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.name)
  .refine((name) => !isBlank(name) && isOneLineText(name));
const email = z
  .string()
  .trim()
  .max(LIMITS.email)
  .refine(isEmail)
  .transform((value) => value.toLowerCase());
const password = z.string().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max);

/** POST /api/accounts: invite a new member. */
export const inviteSchema = z.object({
  email,
  name: staffName,
  role: z.enum(STAFF_ROLES),
  language: z.enum(LANGUAGES),
});
export type Invite = z.output<typeof inviteSchema>;

/** PATCH /api/accounts/:id: a new role, or disabled/enabled. */
export const accountChangeSchema = z
  .object({ role: z.enum(STAFF_ROLES).optional(), disabled: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.disabled !== undefined);
export type AccountChange = z.output<typeof accountChangeSchema>;

/** `:id` of an account or an invitation. */
export const accountParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

const token = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${INVITATION_TOKEN_LENGTH}}$`));
/** POST /api/join: read an invitation. */
export const joinSchema = z.object({ token });
/** POST /api/join/accept: its new password; the answer asks for the second factor's enrolment. */
export const joinAcceptSchema = z.object({ token, password });

/** PATCH /api/profile: one's own name and the staff area's language. */
export const profileSchema = z
  .object({ name: staffName.optional(), language: z.enum(LANGUAGES).optional() })
  .refine((change) => change.name !== undefined || change.language !== undefined);
/** POST /api/profile/password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_LENGTH.max),
  newPassword: password,
});
/** POST /api/profile/second-factor: reset it (a new phone), proved by the current password. */
export const secondFactorResetSchema = z.object({ currentPassword: z.string().min(1).max(PASSWORD_LENGTH.max) });
