import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { LANGUAGES } from '../languages';
import { REFERENCE_PATTERN } from '../reference';
import { HELD_STATES, type HeldAnswer } from '../withdrawal';
import { withdrawalSchema } from '../withdrawal-schema';
import { endpoint } from './endpoint';

type HeldField = HeldAnswer['fields'][string];
const isHeldField = (value: unknown): value is HeldField =>
  value === null ||
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** What the centre holds of a family's enquiry or message: the fields as sent, and where it stands. */
export const heldAnswerSchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN),
  kind: z.enum(['enquiry', 'contact']),
  receivedAt: z.iso.datetime({ offset: true }),
  language: z.enum(LANGUAGES),
  state: z.enum(HELD_STATES),
  // Only what the page can show (text, lists of text, null): another stored value is left out, the rest shown.
  fields: z
    .record(z.string(), z.unknown())
    .transform((fields) =>
      Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, HeldField] => isHeldField(entry[1]))),
    ),
}) satisfies z.ZodType<HeldAnswer>;

/** One answer for an unknown reference and a wrong code (404); 429 with `retryAt` after too many tries. */
const WITHDRAWAL_ERRORS = [
  ERROR_CODES.invalidBody,
  ERROR_CODES.withdrawalNotFound,
  ERROR_CODES.withdrawalLimited,
] as const;

/** A family, with its reference and withdrawal code: see what is held, then delete it. */
export const WITHDRAWAL_ENDPOINTS = {
  held: endpoint({
    method: 'POST',
    path: API_PATHS.withdrawal,
    access: 'public',
    body: withdrawalSchema,
    answers: { 200: heldAnswerSchema },
    errors: WITHDRAWAL_ERRORS,
  }),
  confirm: endpoint({
    method: 'POST',
    path: API_PATHS.withdrawalConfirm,
    access: 'public',
    body: withdrawalSchema,
    answers: { 204: null },
    errors: WITHDRAWAL_ERRORS,
  }),
};
