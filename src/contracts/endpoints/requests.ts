import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { centreDate } from '../centre-day';
import {
  LOGGED_CHANNELS,
  REQUEST_CHANNELS,
  REQUEST_KINDS,
  REQUEST_NOTE_MAX_LENGTH,
  REQUEST_OUTCOMES,
  REQUEST_STATUSES,
  type DataRequest,
  type RequestsAnswer,
} from '../data-requests';
import { DAY_PATTERN, FIRST_YEAR } from '../date-range';
import { ERROR_CODES } from '../errors';
import type { CopiedSelfCheck } from '../family-copy';
import { MESSAGE_SENDERS } from '../messages';
import { REFERENCE_PATTERN } from '../reference';
import { hasControlCharacters, isBlank } from '../text';
import { withdrawalSchema } from '../withdrawal-schema';
import { bookingSchema } from './bookings';
import { endpoint, keepReadable } from './endpoint';
import { passkeySchema } from './passkeys';
import { consentSchema, screenerScoreShape, withinRange } from './inbox';
import { heldAnswerSchema } from './withdrawal';

const note = z
  .string()
  .max(REQUEST_NOTE_MAX_LENGTH)
  .refine((value) => !isBlank(value) && !hasControlCharacters(value));
const day = z.string().regex(DAY_PATTERN);
const id = z.string().regex(/^[1-9]\d{0,17}$/);

const dataRequestSchema = z.object({
  id,
  reference: z.string().regex(REFERENCE_PATTERN),
  kind: z.enum(REQUEST_KINDS),
  channel: z.enum(REQUEST_CHANNELS),
  receivedOn: day,
  dueOn: day,
  status: z.enum(REQUEST_STATUSES),
  note: z.string().nullable(),
  closedOn: day.nullable(),
  closingNote: z.string().nullable(),
}) satisfies z.ZodType<DataRequest>;

/** The family's request: its reference and code (as for withdrawal), what it asks, and a note if it likes. */
export const familyRequestSchema = z.strictObject({
  ...withdrawalSchema.shape,
  kind: z.enum(REQUEST_KINDS),
  note: note.optional(),
});

/** The self-check in the family's copy: the answers as stored, and their score. */
const copiedSelfCheckSchema = z
  .object({ ...screenerScoreShape, answers: z.array(z.number().int().nonnegative()) })
  .refine(withinRange) satisfies z.ZodType<CopiedSelfCheck>;

/** A copy made at once: the file to read (both languages) and the machine-readable one (the held answer). */
export const familyRequestAnswerSchema = z.object({
  request: dataRequestSchema.pick({ id: true, kind: true, receivedOn: true, dueOn: true, status: true }),
  copy: z
    .object({
      text: z.string(),
      data: heldAnswerSchema.extend({
        messages: z.array(
          z.object({ from: z.enum(MESSAGE_SENDERS), at: z.iso.datetime({ offset: true }), text: z.string() }),
        ),
        passkeys: z.array(passkeySchema.omit({ id: true })),
        booking: bookingSchema.nullable(),
        consent: consentSchema.nullable(),
        selfCheck: copiedSelfCheckSchema.nullable(),
      }),
    })
    .nullable(),
});

/** A day no later than the centre's today, nor before the records began. */
const pastDay = day.refine(
  (value) =>
    Number(value.slice(0, 4)) >= FIRST_YEAR && value <= centreDate(new Date()) && !Number.isNaN(Date.parse(value)),
);

/** A request that came by telephone or email, logged by staff for the reference it names. */
export const loggedRequestSchema = z.strictObject({
  reference: z
    .string()
    .trim()
    .max(64)
    .transform((value) => value.toUpperCase())
    .refine((value) => REFERENCE_PATTERN.test(value)),
  kind: z.enum(REQUEST_KINDS),
  channel: z.enum(LOGGED_CHANNELS),
  receivedOn: pastDay,
  note: note.optional(),
});

/** A request answered or refused: a note says how, or why not. */
export const requestClosingSchema = z.strictObject({ outcome: z.enum(REQUEST_OUTCOMES), note });

export const requestsAnswerSchema = z.object({
  today: day,
  // A row that cannot be read is left out, the rest of the list shown.
  requests: keepReadable(dataRequestSchema),
}) satisfies z.ZodType<RequestsAnswer, unknown>;

/** The same refusals as withdrawal: one 404 for an unknown reference and a wrong code, 429 after too many tries. */
const FAMILY_ERRORS = [ERROR_CODES.invalidBody, ERROR_CODES.withdrawalNotFound, ERROR_CODES.withdrawalLimited] as const;

/** The desk for a family's requests: the family asks with reference and code; the admissions team and admins answer. */
export const REQUEST_ENDPOINTS = {
  family: endpoint({
    method: 'POST',
    path: API_PATHS.familyRequest,
    access: 'public',
    body: familyRequestSchema,
    answers: { 201: familyRequestAnswerSchema },
    errors: FAMILY_ERRORS,
  }),
  list: endpoint({
    method: 'GET',
    path: API_PATHS.requests,
    access: 'requests',
    answers: { 200: requestsAnswerSchema },
    errors: [],
  }),
  log: endpoint({
    method: 'POST',
    path: API_PATHS.requests,
    access: 'requests',
    body: loggedRequestSchema,
    answers: { 201: dataRequestSchema },
    // notFound: no enquiry, message or withdrawal has that reference.
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.notFound],
  }),
  close: endpoint({
    method: 'PATCH',
    path: API_PATHS.request,
    access: 'requests',
    params: z.object({ id }),
    body: requestClosingSchema,
    answers: { 200: dataRequestSchema },
    // conflict: it was answered or refused already.
    errors: [ERROR_CODES.invalidParams, ERROR_CODES.invalidBody, ERROR_CODES.notFound, ERROR_CODES.conflict],
  }),
};
