import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { INVITATION_TOKEN_LENGTH } from '../accounts';
import { FAMILY_ROLE, STANDINGS, type FamilySessionAnswer } from '../family';
import { LANGUAGES } from '../languages';
import { REFERENCE_PATTERN } from '../reference';
import { referenceSchema, withdrawalSchema } from '../withdrawal-schema';
import { endpoint } from './endpoint';

export const familySessionAnswerSchema = z.object({
  family: z.object({
    role: z.literal(FAMILY_ROLE),
    reference: z.string().regex(REFERENCE_PATTERN),
    kind: z.enum(['enquiry', 'contact']),
    language: z.enum(LANGUAGES),
    receivedAt: z.iso.datetime({ offset: true }),
    standing: z.enum(STANDINGS),
    // Unreadable, the page says where things stand without the time, never fails for it.
    assessmentAt: z.iso.datetime({ offset: true }).nullable().catch(null),
  }),
}) satisfies z.ZodType<FamilySessionAnswer>;

/** A sign-in link's token: 32 random bytes in base64url, as an invitation's; only its SHA-256 is stored. */
const linkToken = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${INVITATION_TOKEN_LENGTH}}$`));

/** A family's own space: signed in with the reference and the code given when the enquiry was sent, or a link. */
export const FAMILY_ENDPOINTS = {
  login: endpoint({
    method: 'POST',
    path: API_PATHS.familyLogin,
    access: 'public',
    body: withdrawalSchema,
    answers: { 200: familySessionAnswerSchema },
    // One answer for an unknown reference and a wrong code; 429 with `retryAt` after too many tries.
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.invalidCredentials, ERROR_CODES.tooManyAttempts],
  }),
  // The same answer whether or not a link went (an unknown reference, a channel or an hour not allowed):
  // the page cannot tell a stranger which references exist. 429 after too many asks, as the sign-in.
  link: endpoint({
    method: 'POST',
    path: API_PATHS.familyLink,
    access: 'public',
    body: z.strictObject({ reference: referenceSchema }),
    answers: { 204: null },
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.tooManyAttempts],
  }),
  // A link used, expired or unknown: one answer.
  linkLogin: endpoint({
    method: 'POST',
    path: API_PATHS.familyLinkLogin,
    access: 'public',
    body: z.strictObject({ token: linkToken }),
    answers: { 200: familySessionAnswerSchema },
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.invalidCredentials, ERROR_CODES.tooManyAttempts],
  }),
  session: endpoint({
    method: 'GET',
    path: API_PATHS.familySession,
    access: 'family',
    answers: { 200: familySessionAnswerSchema },
    errors: [],
  }),
};
