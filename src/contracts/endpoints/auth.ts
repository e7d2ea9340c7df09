import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import type { EnrolledAnswer, EnrolmentAnswer, LoginAnswer, SessionAnswer, StaffUser } from '../auth';
import { credentialsSchema, secondFactorCodeSchema } from '../auth-schema';
import {
  enrolmentLinkAcceptSchema,
  enrolmentLinkSchema,
  type EnrolmentLinkAnswer,
  type EnrolmentLinkIssued,
} from '../enrolment-link';
import { ERROR_CODES } from '../errors';
import { LANGUAGES } from '../languages';
import { STAFF_ROLES } from '../roles';
import { endpoint } from './endpoint';

export const staffUserSchema = z.object({
  id: z.string().min(1).max(32),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  language: z.enum(LANGUAGES),
}) satisfies z.ZodType<StaffUser>;

export const sessionAnswerSchema = z.object({ user: staffUserSchema }) satisfies z.ZodType<SessionAnswer>;

/**
 * `{ next }`: the password was right, the second factor comes next (the pending sign-in in a cookie).
 * Only the code: an account without a second factor enrols through a one-time enrolment link.
 */
export const nextStepSchema = z.object({ next: z.literal('code') });
/** An invitation or an enrolment link (with the password) leads to the second factor's enrolment. */
export const enrolNextSchema = z.object({ next: z.literal('enrol') });

export const loginAnswerSchema = z.union([sessionAnswerSchema, nextStepSchema]) satisfies z.ZodType<LoginAnswer>;

export const enrolmentAnswerSchema = z.object({
  secret: z.string().min(1),
  // Offered as a link on phones: nothing but an authenticator's own scheme.
  uri: z.string().startsWith('otpauth://totp/'),
  // A square of modules: as many rows as each has "0"/"1" modules.
  qr: z.array(z.string().regex(/^[01]+$/)).refine((rows) => rows.every((row) => row.length === rows.length)),
}) satisfies z.ZodType<EnrolmentAnswer>;

export const enrolledAnswerSchema = sessionAnswerSchema.extend({
  recoveryCodes: z.array(z.string()).min(1),
}) satisfies z.ZodType<EnrolledAnswer>;

export const enrolmentLinkAnswerSchema = z.object({
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
}) satisfies z.ZodType<EnrolmentLinkAnswer>;

/** A reset's answer: the one-time enrolment link, shown this once (the server keeps only its hash). */
export const enrolmentLinkIssuedSchema = z.object({
  link: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
  emailed: z.boolean(),
}) satisfies z.ZodType<EnrolmentLinkIssued>;

const LINK_ERRORS = [ERROR_CODES.invalidBody, ERROR_CODES.enrolmentLinkInvalid, ERROR_CODES.tooManyAttempts] as const;

const CODE_ERRORS = [
  ERROR_CODES.invalidBody,
  ERROR_CODES.signInExpired,
  ERROR_CODES.invalidCode,
  ERROR_CODES.tooManyAttempts,
] as const;

/** Sign-in's steps, sign-out and the session. */
export const AUTH_ENDPOINTS = {
  login: endpoint({
    method: 'POST',
    path: API_PATHS.login,
    access: 'public',
    body: credentialsSchema,
    answers: { 200: loginAnswerSchema },
    errors: [
      ERROR_CODES.invalidBody,
      ERROR_CODES.invalidCredentials,
      ERROR_CODES.enrolmentLinkRequired,
      ERROR_CODES.tooManyAttempts,
    ],
  }),
  loginCode: endpoint({
    method: 'POST',
    path: API_PATHS.loginCode,
    access: 'public',
    body: secondFactorCodeSchema,
    answers: { 200: sessionAnswerSchema },
    errors: CODE_ERRORS,
  }),
  enrolmentLink: endpoint({
    method: 'POST',
    path: API_PATHS.enrolmentLink,
    access: 'public',
    body: enrolmentLinkSchema,
    answers: { 200: enrolmentLinkAnswerSchema },
    errors: LINK_ERRORS,
  }),
  enrolmentLinkAccept: endpoint({
    method: 'POST',
    path: API_PATHS.enrolmentLinkAccept,
    access: 'public',
    body: enrolmentLinkAcceptSchema,
    answers: { 200: enrolNextSchema },
    errors: [...LINK_ERRORS, ERROR_CODES.invalidCredentials],
  }),
  enrol: endpoint({
    method: 'POST',
    path: API_PATHS.enrol,
    access: 'public',
    answers: { 200: enrolmentAnswerSchema },
    errors: [ERROR_CODES.signInExpired],
  }),
  enrolConfirm: endpoint({
    method: 'POST',
    path: API_PATHS.enrolConfirm,
    access: 'public',
    body: secondFactorCodeSchema,
    answers: { 200: enrolledAnswerSchema },
    errors: CODE_ERRORS,
  }),
  logout: endpoint({ method: 'POST', path: API_PATHS.logout, access: 'public', answers: { 204: null }, errors: [] }),
  session: endpoint({
    method: 'GET',
    path: API_PATHS.session,
    access: 'staff',
    answers: { 200: sessionAnswerSchema },
    errors: [],
  }),
};
