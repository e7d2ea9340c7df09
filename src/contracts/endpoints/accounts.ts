import { z } from 'zod';
import {
  accountChangeSchema,
  accountParamsSchema,
  inviteSchema,
  joinAcceptSchema,
  joinSchema,
  type AccountAnswer,
  type AccountsAnswer,
  type InvitedAnswer,
  type JoinAnswer,
} from '../accounts';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { LANGUAGES } from '../languages';
import { STAFF_ROLES } from '../roles';
import { enrolmentLinkIssuedSchema } from './auth';
import { endpoint, keepReadable } from './endpoint';

const time = z.iso.datetime({ offset: true });
const person = {
  id: z.string().min(1).max(32),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  language: z.enum(LANGUAGES).catch('en'),
};
const accountSchema = z.object({
  ...person,
  secondFactor: z.boolean().catch(false),
  lastSignInAt: time.nullable().catch(null),
  disabled: z.boolean(),
});
const invitationSchema = z.object({ ...person, expiresAt: time });

/** A row that cannot be read is left out rather than shown half-right. */
export const accountsAnswerSchema = z.object({
  accounts: keepReadable(accountSchema),
  invitations: keepReadable(invitationSchema),
}) satisfies z.ZodType<AccountsAnswer>;
export const invitedAnswerSchema = z.object({
  invitation: invitationSchema,
  link: z.string().min(1),
  emailed: z.boolean(),
}) satisfies z.ZodType<InvitedAnswer>;
export const accountAnswerSchema = z.object({ account: accountSchema }) satisfies z.ZodType<AccountAnswer>;
export const joinAnswerSchema = z.object({
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
}) satisfies z.ZodType<JoinAnswer>;
/** Accepting an invitation leads to the second factor's enrolment, as a first sign-in does. */
export const joinedAnswerSchema = z.object({ next: z.literal('enrol') });

const ADMIN_WRITE = [ERROR_CODES.invalidParams, ERROR_CODES.notFound] as const;
const JOIN_ERRORS = [ERROR_CODES.invalidBody, ERROR_CODES.invitationInvalid, ERROR_CODES.tooManyAttempts] as const;

/** Admins' accounts page, and a new member's invitation. */
export const ACCOUNT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: API_PATHS.accounts,
    access: 'accounts',
    answers: { 200: accountsAnswerSchema },
    errors: [],
  }),
  invite: endpoint({
    method: 'POST',
    path: API_PATHS.accounts,
    access: 'accounts',
    body: inviteSchema,
    answers: { 201: invitedAnswerSchema },
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.accountExists],
  }),
  change: endpoint({
    method: 'PATCH',
    path: API_PATHS.account,
    access: 'accounts',
    params: accountParamsSchema,
    body: accountChangeSchema,
    answers: { 200: accountAnswerSchema },
    errors: [...ADMIN_WRITE, ERROR_CODES.invalidBody, ERROR_CODES.lastAdmin],
  }),
  resetSecondFactor: endpoint({
    method: 'DELETE',
    path: API_PATHS.accountSecondFactor,
    access: 'accounts',
    params: accountParamsSchema,
    // The owner's one-time enrolment link, emailed to them when SMTP is set.
    answers: { 200: enrolmentLinkIssuedSchema },
    // 403 for one's own: that is reset on one's profile, with the password.
    errors: ADMIN_WRITE,
  }),
  withdrawInvitation: endpoint({
    method: 'DELETE',
    path: API_PATHS.invitation,
    access: 'accounts',
    params: accountParamsSchema,
    answers: { 204: null },
    errors: ADMIN_WRITE,
  }),
  join: endpoint({
    method: 'POST',
    path: API_PATHS.join,
    access: 'public',
    body: joinSchema,
    answers: { 200: joinAnswerSchema },
    errors: JOIN_ERRORS,
  }),
  joinAccept: endpoint({
    method: 'POST',
    path: API_PATHS.joinAccept,
    access: 'public',
    body: joinAcceptSchema,
    answers: { 200: joinedAnswerSchema },
    errors: [...JOIN_ERRORS, ERROR_CODES.accountExists],
  }),
};
