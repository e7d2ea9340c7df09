import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { HEARD_FROM, PERSON_KNOWS, RELATIONSHIPS, WEEKDAYS } from '../forms/discretion';
import { INBOX_KINDS, type InboxItem, type InboxList, type StaffRef } from '../inbox';
import { inboxAttemptSchema, inboxChangeSchema, inboxItemParamsSchema, inboxQuerySchema } from '../inbox-schema';
import { LANGUAGES } from '../languages';
import { ATTEMPT_CHANNELS, ATTEMPT_OUTCOMES, CLOSE_REASONS, LINK_STATES, MATCH_REASONS, STAGES } from '../pipeline';
import { endpoint } from './endpoint';

const time = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();
const staffRefSchema = z.object({ id: z.string().min(1).max(32), name: z.string() }) satisfies z.ZodType<StaffRef>;

const summaryShape = {
  reference: z.string().regex(/^[A-Z0-9-]{1,32}$/),
  kind: z.enum(INBOX_KINDS),
  stage: z.enum(STAGES),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  receivedAt: time,
  name: z.string(),
  forWhom: z.string().nullable(),
  contactMethod: z.string().nullable(),
  preferredTime: z.string().nullable(),
  programme: z.string().nullable(),
  language: z.enum(LANGUAGES),
  version: z.number().int().positive(),
  owner: staffRefSchema.nullable(),
  respondBy: time.nullable(),
  firstResponseAt: time.nullable(),
  followUpAt: time.nullable(),
  overdue: z.boolean(),
  failedAttempts: count,
  needsDecision: z.boolean(),
  duplicateFlags: count,
};

const stageCounts = z.object(
  Object.fromEntries(STAGES.map((stage) => [stage, count])) as Record<(typeof STAGES)[number], typeof count>,
);

/** GET /api/inbox. */
export const inboxListSchema = z.object({
  items: z.array(z.object(summaryShape)),
  counts: z.object({ stages: stageCounts, needsAction: count, mine: count, unassigned: count }),
}) satisfies z.ZodType<InboxList>;

const by = { by: z.string(), at: time };
const eventSchema = z.discriminatedUnion('type', [
  z.object({ ...by, type: z.literal('stage'), stage: z.enum(STAGES), closeReason: z.enum(CLOSE_REASONS).nullable() }),
  z.object({ ...by, type: z.literal('note'), text: z.string() }),
  z.object({ ...by, type: z.literal('owner'), owner: z.string().nullable() }),
  z.object({ ...by, type: z.literal('attempt'), channel: z.enum(ATTEMPT_CHANNELS), outcome: z.enum(ATTEMPT_OUTCOMES) }),
  z.object({ ...by, type: z.literal('followUp'), followUpAt: time.nullable() }),
  z.object({ ...by, type: z.literal('link'), reference: z.string().max(32), state: z.enum(LINK_STATES) }),
]);

const hour = z.number().int().min(0).max(24);

/** One inbox item, whole: GET, PATCH and POST …/attempts answer `{ item }`, and so do a 409 and a 422. */
export const inboxItemSchema = z.object({
  ...summaryShape,
  fields: z.record(z.string(), z.union([z.string(), z.boolean()]).nullable()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  rules: z
    .object({
      leaveMessage: z.boolean(),
      nameCentre: z.boolean(),
      safeDays: z.array(z.enum(WEEKDAYS)),
      safeFrom: hour,
      safeTo: hour,
      timeZone: z.string().max(64),
      channel: z.string().nullable(),
    })
    .nullable(),
  relationship: z.enum(RELATIONSHIPS).nullable(),
  personKnows: z.enum(PERSON_KNOWS).nullable(),
  heardFrom: z.enum(HEARD_FROM).nullable(),
  history: z.array(eventSchema),
  duplicates: z.array(
    z.object({
      reference: z.string().regex(/^[A-Z0-9-]{1,32}$/),
      name: z.string(),
      receivedAt: time,
      stage: z.enum(STAGES),
      reasons: z.array(z.enum(MATCH_REASONS)),
      state: z.enum(LINK_STATES),
    }),
  ),
}) satisfies z.ZodType<InboxItem>;

export const itemAnswerSchema = z.object({ item: inboxItemSchema });
/** A write refused with the item as it is now: 409 `conflict`, 422 `against_contact_rules`. */
export const itemRefusalSchema = z.object({
  error: z.enum([ERROR_CODES.conflict, ERROR_CODES.againstContactRules]),
  item: inboxItemSchema,
});

export const colleaguesAnswerSchema = z.object({ colleagues: z.array(staffRefSchema) });

const GONE = [ERROR_CODES.invalidParams, ERROR_CODES.notFound, ERROR_CODES.withdrawn] as const;

/** The admissions inbox and its pipeline, for the roles with the `inbox` permission. */
export const INBOX_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: API_PATHS.inbox,
    access: 'inbox',
    query: inboxQuerySchema,
    answers: { 200: inboxListSchema },
    errors: [ERROR_CODES.invalidQuery],
  }),
  colleagues: endpoint({
    method: 'GET',
    path: API_PATHS.inboxColleagues,
    access: 'inbox',
    answers: { 200: colleaguesAnswerSchema },
    errors: [],
  }),
  item: endpoint({
    method: 'GET',
    path: API_PATHS.inboxItem,
    access: 'inbox',
    params: inboxItemParamsSchema,
    answers: { 200: itemAnswerSchema },
    errors: GONE,
  }),
  change: endpoint({
    method: 'PATCH',
    path: API_PATHS.inboxItem,
    access: 'inbox',
    params: inboxItemParamsSchema,
    body: inboxChangeSchema,
    answers: { 200: itemAnswerSchema },
    errors: [...GONE, ERROR_CODES.invalidBody, ERROR_CODES.unknownOwner, ERROR_CODES.unknownLink, ERROR_CODES.conflict],
    errorBodies: { 409: itemRefusalSchema },
  }),
  attempt: endpoint({
    method: 'POST',
    path: API_PATHS.inboxAttempts,
    access: 'inbox',
    params: inboxItemParamsSchema,
    body: inboxAttemptSchema,
    answers: { 201: itemAnswerSchema },
    errors: [...GONE, ERROR_CODES.invalidBody, ERROR_CODES.againstContactRules, ERROR_CODES.conflict],
    errorBodies: { 409: itemRefusalSchema, 422: itemRefusalSchema },
  }),
};
