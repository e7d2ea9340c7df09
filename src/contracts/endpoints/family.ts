import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { FAMILY_ROLE, STANDINGS, type FamilySessionAnswer } from '../family';
import { LANGUAGES } from '../languages';
import { REFERENCE_PATTERN } from '../reference';
import { withdrawalSchema } from '../withdrawal-schema';
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

/** A family's own space: signed in with the reference and the code given when the enquiry was sent. */
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
  session: endpoint({
    method: 'GET',
    path: API_PATHS.familySession,
    access: 'family',
    answers: { 200: familySessionAnswerSchema },
    errors: [],
  }),
};
