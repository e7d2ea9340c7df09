import { z } from 'zod';
import { NOTE_MAX_LENGTH, SEARCH_MAX_LENGTH } from './limits';
import {
  ATTEMPT_CHANNELS,
  ATTEMPT_OUTCOMES,
  CLOSE_REASONS,
  DUE_FILTERS,
  LINK_DECISIONS,
  OWNER_FILTERS,
  STAGES,
} from './pipeline';
import { REFERENCE_PATTERN } from './reference';
import { hasControlCharacters, isBlank } from './text';

/** An optional choice of `values` in a query string; empty means "any". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .optional()
    .transform((value) => value || null);

/** The inbox list's first rows, and how many more each "Show more" asks for. */
export const INBOX_PAGE = 100;
/** The most rows one list answer holds: past them, a search or a filter finds an item sooner. */
export const INBOX_MAX_ROWS = 1000;

/**
 * GET /api/inbox's query: optional stage, owner and next-step filters (empty means all), search text,
 * and how many rows to answer (`limit`, INBOX_PAGE unless given).
 */
export const inboxQuerySchema = z.object({
  stage: optionalChoice(STAGES),
  owner: optionalChoice(OWNER_FILTERS),
  due: optionalChoice(DUE_FILTERS),
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH)
    .refine((q) => !hasControlCharacters(q))
    .optional()
    .transform((q) => q ?? null),
  limit: z.coerce.number().int().min(1).max(INBOX_MAX_ROWS).optional().default(INBOX_PAGE),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** GET /api/inbox/arrivals?since=…: the `latest` of the previous answer. */
export const inboxArrivalsQuerySchema = z.strictObject({ since: z.iso.datetime({ offset: true }).optional() });

/** `:reference` of an inbox item's address, in any case; not a reference answers 404 as an unknown one does. */
export const inboxItemParamsSchema = z.object({
  reference: z
    .string()
    .max(64)
    .refine((reference) => !hasControlCharacters(reference))
    .transform((reference) => reference.toUpperCase()),
});

/** The item's version a write is based on (the column is a PostgreSQL integer). */
export const itemVersion = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/** A planned time between 2020 and ten years on: anything else is a typing slip, not a plan. */
const plannedAt = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2020 && year <= new Date().getUTCFullYear() + 10;
});

/** A note's words: what staff typed, never blank. */
const noteText = z
  .string()
  .max(NOTE_MAX_LENGTH)
  .refine((note) => !isBlank(note) && !hasControlCharacters(note));

/** A stage move with what it needs, a follow-up (null: none) and a note: a change's parts a logged call may carry too. */
const changeParts = {
  stage: z.enum(STAGES).optional(),
  closeReason: z.enum(CLOSE_REASONS).optional(),
  assessmentAt: plannedAt.optional(),
  followUpAt: plannedAt.nullable().optional(),
  note: noteText.optional(),
};

/** "Closed" comes with its reason and "Assessment booked" with its time, and neither without its stage. */
const stageNeeds = <Schema extends z.ZodType<{ stage?: string; closeReason?: string; assessmentAt?: string }>>(
  schema: Schema,
) =>
  schema
    .refine(
      (change) => (change.stage === 'closed') === (change.closeReason !== undefined),
      'A closed stage needs its reason, and a reason needs the closed stage.',
    )
    .refine(
      (change) => (change.stage === 'assessmentBooked') === (change.assessmentAt !== undefined),
      'A booked assessment needs its date and time, and only a booked assessment has them.',
    );

/**
 * PATCH /api/inbox/:reference: the version the change is based on, and any of a new stage (a
 * closed one with its reason, an assessment booked with its date and time; sent again with a new
 * time, the assessment moves), an owner (null: nobody), a follow-up (null: none), a note, and a
 * decision on a duplicate flag.
 */
export const inboxChangeSchema = stageNeeds(
  z
    .strictObject({
      version: itemVersion,
      ...changeParts,
      // A staff id, as `StaffUser.id` writes it.
      ownerId: z
        .string()
        .regex(/^[1-9]\d{0,14}$/)
        .nullable()
        .optional(),
      link: z
        .strictObject({
          reference: z.string().regex(REFERENCE_PATTERN),
          decision: z.enum(LINK_DECISIONS),
        })
        .optional(),
    })
    .refine(
      (change) => Object.keys(change).some((key) => key !== 'version'),
      'Send a stage, an owner, a follow-up, a note or a link decision.',
    ),
);
export type InboxChange = z.output<typeof inboxChangeSchema>;

/**
 * POST /api/inbox/:reference/attempts: one try to reach the family, as it went, and with it, in
 * the same save, what the call decided: a stage (not back to "new"), the next follow-up, a note.
 */
export const inboxAttemptSchema = stageNeeds(
  z.strictObject({
    version: itemVersion,
    channel: z.enum(ATTEMPT_CHANNELS),
    outcome: z.enum(ATTEMPT_OUTCOMES),
    ...changeParts,
    stage: z.enum(STAGES).exclude(['new']).optional(),
  }),
);
export type InboxAttemptBody = z.output<typeof inboxAttemptSchema>;
