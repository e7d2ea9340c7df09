import { z } from 'zod';
import { passwordChangeSchema, profileSchema, secondFactorResetSchema, type ProfileAnswer } from '../accounts';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { enrolmentLinkIssuedSchema, sessionAnswerSchema, staffUserSchema } from './auth';
import { endpoint } from './endpoint';

export const profileAnswerSchema = z.object({
  user: staffUserSchema,
  // What only describes the account falls back to a default rather than failing the page.
  secondFactor: z.boolean().catch(false),
  lastSignInAt: z.iso.datetime({ offset: true }).nullable().catch(null),
}) satisfies z.ZodType<ProfileAnswer>;

/** 403 `invalid_credentials` (not 401: the session is still good), or 429 after too many. */
const PASSWORD_PROOF = [ERROR_CODES.invalidBody, ERROR_CODES.invalidCredentials, ERROR_CODES.tooManyAttempts] as const;

/** Each staff member's own account, whatever the role. */
export const PROFILE_ENDPOINTS = {
  read: endpoint({
    method: 'GET',
    path: API_PATHS.profile,
    access: 'staff',
    answers: { 200: profileAnswerSchema },
    errors: [ERROR_CODES.notFound],
  }),
  change: endpoint({
    method: 'PATCH',
    path: API_PATHS.profile,
    access: 'staff',
    body: profileSchema,
    answers: { 200: sessionAnswerSchema },
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.notFound],
  }),
  password: endpoint({
    method: 'POST',
    path: API_PATHS.profilePassword,
    access: 'staff',
    body: passwordChangeSchema,
    answers: { 204: null },
    errors: PASSWORD_PROOF,
  }),
  resetSecondFactor: endpoint({
    method: 'POST',
    path: API_PATHS.profileSecondFactor,
    access: 'staff',
    body: secondFactorResetSchema,
    // The enrolment link for the new phone: the page goes on to it.
    answers: { 200: enrolmentLinkIssuedSchema },
    errors: PASSWORD_PROOF,
  }),
};
