import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { HEARD_FROM, PERSON_KNOWS, RELATIONSHIPS, WEEKDAYS, type Weekday } from '#contracts/forms/discretion';
import {
  INBOX_KINDS,
  type ContactRules,
  type InboxCounts,
  type InboxDuplicate,
  type InboxEvent,
  type InboxItem,
  type InboxList,
  type InboxSummary,
} from '#contracts/inbox';
import {
  ATTEMPT_CHANNELS,
  ATTEMPT_OUTCOMES,
  CLOSE_REASONS,
  LINK_STATES,
  MATCH_REASONS,
  STAGES,
  type MatchReason,
} from '#contracts/pipeline';

// Everything the server sends is untrusted input: checked here, shown only as text. What names an
// item (reference, kind, stage, arrival, name, version) must be right, or the row or item is left
// out; what only describes it falls back to a default, the protective one where there is a choice.

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
const optionalDate = z.catch(z.nullable(isoDate), null);
const code = z.catch(z.nullable(z.string().check(z.maxLength(64))), null);
const count = z.catch(z.number().check(z.int(), z.nonnegative()), 0);
const flag = z.catch(z.boolean(), false);
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.nullable(z.enum(values)), null);

const staffRef = z.object({ id: z.string().check(z.maxLength(32)), name: z.string() });

const summaryShape = {
  reference: z.string().check(z.regex(/^[A-Z0-9-]{1,32}$/)),
  kind: z.enum(INBOX_KINDS),
  stage: z.enum(STAGES),
  closeReason: optionalChoice(CLOSE_REASONS),
  receivedAt: isoDate,
  name: z.string(),
  forWhom: code,
  contactMethod: code,
  preferredTime: code,
  programme: code,
  language: z.catch(z.enum(['ar', 'en']), 'en'),
  version: z.number().check(z.int(), z.positive()),
  owner: z.catch(z.nullable(staffRef), null),
  respondBy: optionalDate,
  firstResponseAt: optionalDate,
  followUpAt: optionalDate,
  overdue: flag,
  failedAttempts: count,
  needsDecision: flag,
  duplicateFlags: count,
};

const summarySchema = z.object(summaryShape);

/** The entries of `raw` that `schema` accepts; anything but an array is an empty list. */
function keepGood<T>(schema: z.ZodMiniType<T>, raw: unknown): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const result = schema.safeParse(entry);
    return result.success ? [result.data] : [];
  });
}

const stageCountsShape = Object.fromEntries(STAGES.map((stage) => [stage, count])) as Record<
  (typeof STAGES)[number],
  typeof count
>;

/** Counts the server did not send (or sent wrong) are zero: a badge too low, never a crash. */
function parseCounts(raw: unknown): InboxCounts {
  const shape = z.object({
    stages: z.catch(z.object(stageCountsShape), () => z.object(stageCountsShape).parse({})),
    needsAction: count,
    mine: count,
    unassigned: count,
  });
  return shape.parse(typeof raw === 'object' && raw !== null ? raw : {});
}

const listSchema = z.object({ items: z.array(z.unknown()), counts: z.optional(z.unknown()) });

/** GET /api/inbox: null unless it holds a list of items; a bad row is left out, the rest kept. */
export function parseInboxList(json: unknown): InboxList | null {
  const result = listSchema.safeParse(json);
  if (!result.success) return null;
  const items: InboxSummary[] = keepGood(summarySchema, result.data.items);
  return { items, counts: parseCounts(result.data.counts) };
}

const by = { by: z.string(), at: isoDate };
const eventSchema = z.discriminatedUnion('type', [
  z.object({ ...by, type: z.literal('stage'), stage: z.enum(STAGES), closeReason: optionalChoice(CLOSE_REASONS) }),
  z.object({ ...by, type: z.literal('note'), text: z.string() }),
  z.object({ ...by, type: z.literal('owner'), owner: z.catch(z.nullable(z.string()), null) }),
  z.object({ ...by, type: z.literal('attempt'), channel: z.enum(ATTEMPT_CHANNELS), outcome: z.enum(ATTEMPT_OUTCOMES) }),
  z.object({ ...by, type: z.literal('followUp'), followUpAt: optionalDate }),
  z.object({
    ...by,
    type: z.literal('link'),
    reference: z.string().check(z.maxLength(32)),
    state: z.enum(LINK_STATES),
  }),
]);

const duplicateSchema = z.object({
  reference: z.string().check(z.regex(/^[A-Z0-9-]{1,32}$/)),
  name: z.string(),
  receivedAt: isoDate,
  stage: z.enum(STAGES),
  reasons: z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((reasons) =>
        reasons.filter((reason): reason is MatchReason => MATCH_REASONS.includes(reason as MatchReason)),
      ),
    ),
    [],
  ),
  // An unknown state still asks staff to decide.
  state: z.catch(z.enum(LINK_STATES), 'flagged'),
});

/** The days every country of the form works (Monday to Thursday): the safe days when none can be read. */
const SAFE_EVERYWHERE: Weekday[] = ['mon', 'tue', 'wed', 'thu'];
const hour = z.number().check(z.int(), z.gte(0), z.lte(24));

/**
 * The family's contact rules. A rule that cannot be read is the protective one: no message, no
 * name, 09:00–18:00 on the days that are working days everywhere. Null only when the server says so.
 */
function parseRules(raw: unknown): ContactRules | null {
  if (raw === null || typeof raw !== 'object') return null;
  const rules = z
    .object({
      leaveMessage: flag,
      nameCentre: flag,
      safeDays: z.catch(z.array(z.unknown()), []),
      safeFrom: z.catch(hour, 9),
      safeTo: z.catch(hour, 18),
      timeZone: z.catch(z.string().check(z.maxLength(64)), 'UTC'),
      channel: code,
    })
    .parse(raw);
  const days = WEEKDAYS.filter((day) => rules.safeDays.includes(day));
  const window = rules.safeFrom < rules.safeTo && rules.safeTo > 0 ? rules : { safeFrom: 9, safeTo: 18 };
  return {
    leaveMessage: rules.leaveMessage,
    nameCentre: rules.nameCentre,
    safeDays: days.length > 0 ? days : SAFE_EVERYWHERE,
    safeFrom: window.safeFrom,
    safeTo: window.safeTo,
    timeZone: rules.timeZone,
    channel: rules.channel,
  };
}

const itemSchema = z.object({
  ...summaryShape,
  fields: z.catch(z.record(z.string(), z.nullable(z.union([z.string(), z.boolean()]))), {}),
  phone: code,
  email: z.catch(z.nullable(z.string()), null),
  rules: z.optional(z.unknown()),
  relationship: optionalChoice(RELATIONSHIPS),
  personKnows: optionalChoice(PERSON_KNOWS),
  heardFrom: optionalChoice(HEARD_FROM),
  history: z.optional(z.unknown()),
  duplicates: z.optional(z.unknown()),
});

/**
 * One inbox item, from `{ item }` (GET and PATCH /api/inbox/:reference, POST …/attempts, and the
 * body of a 409 or a 422 against_contact_rules), or from the bare item. Null when it is not one;
 * history entries and duplicates that cannot be read are left out.
 */
export function parseInboxItem(json: unknown): InboxItem | null {
  const raw = typeof json === 'object' && json !== null && 'item' in json ? json.item : json;
  const result = itemSchema.safeParse(raw);
  if (!result.success) return null;
  const { rules, history, duplicates, ...item } = result.data;
  return {
    ...item,
    rules: parseRules(rules),
    history: keepGood(eventSchema, history) as InboxEvent[],
    duplicates: keepGood(duplicateSchema, duplicates) satisfies InboxDuplicate[],
  };
}

/** The error for an answer the parsers above returned null for. */
export const invalidAnswer = (what: string, cause?: unknown) =>
  new ApiError('invalid', `Invalid response: ${what} is not what the inbox expects.`, { cause });
