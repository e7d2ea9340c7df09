import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { CLINICAL_DECISIONS } from '../clinical';
import { CONSENT_GIVERS, CONSENT_VERSION_PATTERN, type ConsentGiven } from '../consent';
import { ERROR_CODES } from '../errors';
import { HEARD_FROM, PERSON_KNOWS, RELATIONSHIPS, WEEKDAYS, type Weekday } from '../forms/discretion';
import {
  INBOX_KINDS,
  type ContactRules,
  type InboxArrivals,
  type InboxItem,
  type InboxList,
  type StaffRef,
} from '../inbox';
import {
  inboxArrivalsQuerySchema,
  inboxAttemptSchema,
  inboxChangeSchema,
  inboxItemParamsSchema,
  inboxQuerySchema,
} from '../inbox-schema';
import { LANGUAGES } from '../languages';
import { MESSAGE_SENDERS } from '../messages';
import {
  ATTEMPT_CHANNELS,
  ATTEMPT_OUTCOMES,
  CLOSE_REASONS,
  LINK_STATES,
  MATCH_REASONS,
  STAGES,
  type MatchReason,
} from '../pipeline';
import { endpoint, keepReadable } from './endpoint';
import { BANDS, SCREENERS } from '../screeners';
import type { SentSelfCheck } from '../self-check-sent';

const time = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();
const staffRefSchema = z.object({ id: z.string().min(1).max(32), name: z.string() }) satisfies z.ZodType<StaffRef>;

// The client reads these answers leniently: what names an item (reference, kind, stage, arrival,
// name, version) must be right or that row is left out; what only describes it falls back to a
// default, the protective one where there is a choice. The server's answers pass the same reading.
const described = <T extends z.ZodType>(schema: T) => schema.nullable().catch(null);
const shownCount = count.catch(0);
const flag = z.boolean().catch(false);
const reference = z.string().regex(/^[A-Z0-9-]{1,32}$/);
const hour = z.number().int().min(0).max(24);

const summaryShape = {
  reference,
  kind: z.enum(INBOX_KINDS),
  stage: z.enum(STAGES),
  closeReason: described(z.enum(CLOSE_REASONS)),
  receivedAt: time,
  name: z.string(),
  forWhom: described(z.string().max(64)),
  contactMethod: described(z.string().max(64)),
  preferredTime: described(z.string().max(64)),
  programme: described(z.string().max(64)),
  language: z.enum(LANGUAGES).catch('en'),
  version: z.number().int().positive(),
  owner: described(staffRefSchema),
  respondBy: described(time),
  firstResponseAt: described(time),
  followUpAt: described(time),
  assessmentAt: described(time),
  // Unreadable, the row does not wait: it shows what the server says (late or not).
  familyWindow: described(
    z.object({ safeDays: z.array(z.enum(WEEKDAYS)), safeFrom: hour, safeTo: hour, timeZone: z.string().max(64) }),
  ),
  overdue: flag,
  failedAttempts: shownCount,
  needsDecision: flag,
  duplicateFlags: shownCount,
};

const stageCounts = z.object(
  Object.fromEntries(STAGES.map((stage) => [stage, shownCount])) as Record<(typeof STAGES)[number], typeof shownCount>,
);
/** Counts the server did not send (or sent wrong) are zero: a badge too low, never a failure. */
const countsSchema = z.object({
  stages: stageCounts.catch(() => stageCounts.parse({})),
  needsAction: shownCount,
  unreadMessages: shownCount,
  mine: shownCount,
  unassigned: shownCount,
});

/** GET /api/inbox. */
export const inboxListSchema = z.object({
  items: keepReadable(z.object({ ...summaryShape, newMessage: flag })),
  // An answer without it (a server before pages) still shows its rows.
  more: z.boolean().catch(false),
  counts: countsSchema.catch(() => countsSchema.parse({})),
}) satisfies z.ZodType<InboxList>;

const by = { by: z.string(), at: time };
const eventSchema = z.discriminatedUnion('type', [
  z.object({
    ...by,
    type: z.literal('stage'),
    stage: z.enum(STAGES),
    closeReason: described(z.enum(CLOSE_REASONS)),
    assessmentAt: described(time),
  }),
  z.object({ ...by, type: z.literal('note'), text: z.string() }),
  z.object({ ...by, type: z.literal('message'), from: z.enum(MESSAGE_SENDERS) }),
  z.object({ ...by, type: z.literal('owner'), owner: described(z.string()) }),
  z.object({ ...by, type: z.literal('attempt'), channel: z.enum(ATTEMPT_CHANNELS), outcome: z.enum(ATTEMPT_OUTCOMES) }),
  z.object({ ...by, type: z.literal('followUp'), followUpAt: described(time) }),
  z.object({ ...by, type: z.literal('link'), reference: z.string().max(32), state: z.enum(LINK_STATES) }),
  z.object({
    ...by,
    type: z.literal('clinical'),
    decision: z.enum(CLINICAL_DECISIONS),
    alternatives: described(z.string()),
    reason: z.string(),
  }),
]);

const duplicateSchema = z.object({
  reference,
  name: z.string(),
  receivedAt: time,
  stage: z.enum(STAGES),
  reasons: z
    .array(z.unknown())
    .transform((reasons) =>
      reasons.filter((reason): reason is MatchReason => MATCH_REASONS.includes(reason as MatchReason)),
    )
    .catch([]),
  // An unknown state still asks staff to decide.
  state: z.enum(LINK_STATES).catch('flagged'),
});

/** The days every country of the form works (Monday to Thursday): the safe days when none can be read. */
const SAFE_EVERYWHERE: Weekday[] = ['mon', 'tue', 'wed', 'thu'];

/**
 * The family's contact rules. A rule that cannot be read is the protective one: no message, no
 * name, 09:00–18:00 on the days that are working days everywhere. Null only when the server says so.
 */
const rulesSchema = z
  .object({
    leaveMessage: flag,
    nameCentre: flag,
    safeDays: z.array(z.unknown()).catch([]),
    safeFrom: hour.catch(9),
    safeTo: hour.catch(18),
    timeZone: z.string().max(64).catch('UTC'),
    channel: described(z.string().max(64)),
  })
  .transform((rules): ContactRules => {
    const days = WEEKDAYS.filter((day) => rules.safeDays.includes(day));
    const window = rules.safeFrom < rules.safeTo && rules.safeTo > 0 ? rules : { safeFrom: 9, safeTo: 18 };
    return {
      ...rules,
      safeDays: days.length > 0 ? days : SAFE_EVERYWHERE,
      safeFrom: window.safeFrom,
      safeTo: window.safeTo,
    };
  });

/** What the family agreed to; unreadable, it reads as not recorded (the page says so), never as a failure. */
export const consentSchema = z.object({
  version: z.string().regex(CONSENT_VERSION_PATTERN),
  language: z.enum(LANGUAGES),
  givenAt: time,
  form: z.enum(INBOX_KINDS),
  by: z.enum(CONSENT_GIVERS),
  text: z.string(),
}) satisfies z.ZodType<ConsentGiven>;

/** A self-check's score, read again from its parts (`withinRange`), so a score out of its range is not shown. */
export const screenerScoreShape = {
  screener: z.enum(SCREENERS),
  score: z.number().int().nonnegative(),
  maximum: z.number().int().positive(),
  band: z.enum(BANDS),
};
export const withinRange = ({ score, maximum }: { score: number; maximum: number }) => score <= maximum;

/** A sent self-check as the staff item shows it. */
const sentSelfCheckSchema = z
  .object({ ...screenerScoreShape, crisis: z.boolean() })
  .refine(withinRange) satisfies z.ZodType<SentSelfCheck>;

/** One inbox item, whole: GET, PATCH and POST …/attempts answer `{ item }`, and so do a 409 and a 422. */
export const inboxItemSchema = z.object({
  ...summaryShape,
  fields: z.record(z.string(), z.union([z.string(), z.boolean()]).nullable()).catch({}),
  phone: described(z.string().max(64)),
  email: described(z.string()),
  rules: rulesSchema.nullable(),
  relationship: described(z.enum(RELATIONSHIPS)),
  personKnows: described(z.enum(PERSON_KNOWS)),
  heardFrom: described(z.enum(HEARD_FROM)),
  consent: described(consentSchema),
  selfCheck: described(sentSelfCheckSchema),
  history: keepReadable(eventSchema).catch([]),
  duplicates: keepReadable(duplicateSchema).catch([]),
}) satisfies z.ZodType<InboxItem>;

export const itemAnswerSchema = z.object({ item: inboxItemSchema });
/** A write refused with the item as it is now: 409 `conflict`, 422 `against_contact_rules`. */
export const itemRefusalSchema = z.object({
  error: z.enum([ERROR_CODES.conflict, ERROR_CODES.againstContactRules]),
  item: inboxItemSchema,
});

export const arrivalsAnswerSchema = z.object({ count, latest: time.nullable() }) satisfies z.ZodType<InboxArrivals>;

/** A colleague that cannot be read is left out of the list. */
export const colleaguesAnswerSchema = z.object({ colleagues: keepReadable(staffRefSchema) });

/** The colleagues who have the item open now, the reader aside. */
export const viewersAnswerSchema = z.object({ viewers: keepReadable(staffRefSchema) });

/** How often an open item says so, and how long a colleague counts as there after their last word. */
export const VIEWER_BEAT_SECONDS = 20;
export const VIEWER_GONE_SECONDS = 50;

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
  arrivals: endpoint({
    method: 'GET',
    path: API_PATHS.inboxArrivals,
    access: 'inbox',
    query: inboxArrivalsQuerySchema,
    answers: { 200: arrivalsAnswerSchema },
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
  viewers: endpoint({
    method: 'POST',
    path: API_PATHS.inboxViewers,
    access: 'inbox',
    params: inboxItemParamsSchema,
    answers: { 200: viewersAnswerSchema },
    errors: [ERROR_CODES.invalidParams, ERROR_CODES.notFound],
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
