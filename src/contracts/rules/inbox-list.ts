import type { InboxArrivals, InboxEvent, InboxItem, InboxSummary, StaffRef } from '../inbox.ts';
import type { InboxAttemptBody, InboxChange, InboxQuery } from '../inbox-schema.ts';
import { isOpenStage, STAGES, type LinkState, type MatchReason, type Stage } from '../pipeline.ts';
import { matchKeys, nameKey, sharedKeys } from './match-keys.ts';
import { isDueToday, isOverdue, nameKeyHasWords, needsDecision, searchTerms } from './pipeline-rules.ts';

/**
 * The inbox's rules for an in-memory inbox (the mock server's): an item's answer, its duplicate
 * flags, the list and its counts, the history of a change and a try. The server states them in SQL
 * (server/inbox/inbox-store.ts, pipeline-store.ts, pipeline-start.ts); the mock tests hold the mock
 * to the server's cases.
 */

type Listed = InboxSummary & { phone: string | null; email: string | null };

/** An item as stored: what follows from the clock and the duplicate flags is worked out when it is read. */
export type StoredItem = Omit<
  InboxItem,
  'familyWindow' | 'overdue' | 'needsDecision' | 'duplicateFlags' | 'duplicates'
>;

/** A flag that `reference` (the later item) looks like the same family as `other`. */
export interface DuplicateLink {
  reference: string;
  other: string;
  reasons: MatchReason[];
  state: LinkState;
}

/**
 * The flags items raise on arrival: each against the earlier ones it shares a key with, never spam.
 * (The server's start also looks back only at open or recent items, a few at most: pipeline-start.ts.)
 */
export function arrivalFlags(items: readonly StoredItem[]): DuplicateLink[] {
  const oldestFirst = items
    .filter((item) => item.stage !== 'spam')
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  return oldestFirst.flatMap((item, index) =>
    oldestFirst.slice(0, index).flatMap((earlier): DuplicateLink[] => {
      const reasons = sharedKeys(matchKeys(item), matchKeys(earlier));
      return reasons.length > 0
        ? [{ reference: item.reference, other: earlier.reference, reasons, state: 'flagged' }]
        : [];
    }),
  );
}

/** The item as the server answers it at `now`: late or not, waiting for a decision, its flags and the items they name. */
export function itemAnswer(
  item: StoredItem,
  {
    links,
    find,
    now,
    maxFailedAttempts,
  }: {
    links: readonly DuplicateLink[];
    find: (reference: string) => StoredItem | undefined;
    now: Date;
    maxFailedAttempts: number;
  },
): InboxItem {
  const own = links.filter((link) => link.reference === item.reference || link.other === item.reference);
  const duplicates = own.flatMap((link) => {
    const other = find(link.reference === item.reference ? link.other : link.reference);
    if (!other) return [];
    const { reference, name, receivedAt, stage } = other;
    return [{ reference, name, receivedAt, stage, reasons: link.reasons, state: link.state }];
  });
  const { rules } = item;
  const familyWindow = rules && {
    safeDays: rules.safeDays,
    safeFrom: rules.safeFrom,
    safeTo: rules.safeTo,
    timeZone: rules.timeZone,
  };
  return {
    ...item,
    familyWindow,
    overdue: isOverdue(item, now, familyWindow),
    needsDecision: needsDecision(item, maxFailedAttempts),
    duplicateFlags: own.filter((link) => link.state === 'flagged').length,
    duplicates: duplicates.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)),
  };
}

const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

/** The next-step filter: late, due today, or a message from the family not yet read (`unread`: those items). */
function matchesDue(item: Listed, due: InboxQuery['due'], now: Date, unread: ReadonlySet<string>) {
  if (due === 'overdue') return item.overdue;
  if (due === 'messages') return unread.has(item.reference);
  return due === null || isDueToday(item, now);
}

/**
 * Whether `item` is in the list `query` asks `staffId` for at `now`: stage, owner, next step and search;
 * `unread` holds the items whose family wrote since the team last read.
 */
export function matchesQuery(
  item: Listed,
  query: Omit<InboxQuery, 'limit'>,
  staffId: string,
  now: Date,
  unread: ReadonlySet<string>,
) {
  const { text, digits, nameWords } = searchTerms(query.q);
  return (
    (query.stage === null || item.stage === query.stage) &&
    (query.owner === null || (query.owner === 'mine' ? item.owner?.id === staffId : item.owner === null)) &&
    matchesDue(item, query.due, now, unread) &&
    (text === null ||
      item.name.toLowerCase().includes(text) ||
      item.reference.toLowerCase().includes(text) ||
      (item.email ?? '').toLowerCase().includes(text) ||
      (digits !== null && digitsOf(item.phone).includes(digits)) ||
      nameKeyHasWords(nameKey(item.name), nameWords))
  );
}

/** How many items (spam set aside) arrived after `since`, and when the newest did (server/inbox/arrivals.ts). */
export function arrivalsSince(items: readonly Pick<InboxSummary, 'stage' | 'receivedAt'>[], since: string | null) {
  const arrived = items.filter((item) => item.stage !== 'spam').map((item) => Date.parse(item.receivedAt));
  const after = since === null ? Infinity : Date.parse(since);
  const latest = arrived.length > 0 ? new Date(Math.max(...arrived)).toISOString() : null;
  return { count: arrived.filter((at) => at > after).length, latest } satisfies InboxArrivals;
}

/** The list's order: late items first, then newest. */
export const byListOrder = (a: InboxSummary, b: InboxSummary) =>
  Number(b.overdue) - Number(a.overdue) ||
  b.receivedAt.localeCompare(a.receivedAt) ||
  b.reference.localeCompare(a.reference);

/** The counts beside the list, of the whole inbox: by stage, what needs action, and the open items mine and nobody's. */
export function inboxCounts(all: readonly InboxSummary[], staffId: string, unread: ReadonlySet<string>) {
  const open = all.filter((item) => isOpenStage(item.stage));
  const count = (test: (item: InboxSummary) => boolean, among = all) => among.filter(test).length;
  return {
    stages: Object.fromEntries(STAGES.map((stage) => [stage, count((item) => item.stage === stage)])) as Record<
      Stage,
      number
    >,
    needsAction: count(
      (item) => item.stage === 'new' || item.overdue || item.needsDecision || unread.has(item.reference),
    ),
    unreadMessages: count((item) => unread.has(item.reference)),
    mine: count((item) => item.owner?.id === staffId, open),
    unassigned: count((item) => item.owner === null, open),
  };
}

/** The history entries of a change's stage, follow-up and note parts, in the server's order. */
const partEvents = (
  change: Pick<InboxChange, 'stage' | 'closeReason' | 'assessmentAt' | 'followUpAt' | 'note'>,
  by: { by: string; at: string },
) => {
  const events: InboxEvent[] = [];
  if (change.stage)
    events.push({
      ...by,
      type: 'stage',
      stage: change.stage,
      closeReason: change.closeReason ?? null,
      assessmentAt: change.assessmentAt ?? null,
    });
  if (change.followUpAt !== undefined) events.push({ ...by, type: 'followUp', followUpAt: change.followUpAt });
  if (change.note !== undefined) events.push({ ...by, type: 'note', text: change.note });
  return events;
};

/** The history entries of a change, one per part, in the server's order; `owner` is the new owner, when set. */
export function changeEvents(change: InboxChange, owner: StaffRef | null, by: { by: string; at: string }) {
  const events: InboxEvent[] = [];
  if (change.ownerId !== undefined) events.push({ ...by, type: 'owner', owner: owner?.name ?? null });
  events.push(...partEvents(change, by));
  if (change.link) events.push({ ...by, type: 'link', reference: change.link.reference, state: change.link.decision });
  return events;
}

/**
 * The history entries of a try: the try, the move to "in contact" when it was the item's first, the
 * caller taking an item nobody owned, then what the call decided (stage, follow-up, note).
 */
export function attemptEvents(
  attempt: InboxAttemptBody,
  before: { stage: Stage; owner: unknown },
  by: { by: string; at: string },
) {
  const events: InboxEvent[] = [{ ...by, type: 'attempt', channel: attempt.channel, outcome: attempt.outcome }];
  if (before.stage === 'new')
    events.push({ ...by, type: 'stage', stage: 'inContact', closeReason: null, assessmentAt: null });
  // A try on an item nobody owns makes the caller its owner (pipeline-store.ts's logAttempt).
  if (before.owner === null) events.push({ ...by, type: 'owner', owner: by.by });
  return [...events, ...partEvents(attempt, by)];
}

/** The list's first `limit` rows, and whether more matched (the server reads one past the limit). */
export const firstRows = <T>(rows: readonly T[], limit: number) => ({
  items: rows.slice(0, limit),
  more: rows.length > limit,
});
