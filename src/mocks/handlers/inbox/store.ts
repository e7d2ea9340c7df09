import type { InboxEvent, InboxItem, StaffRef } from '#contracts/inbox';
import type { InboxAttemptBody, InboxChange, InboxQuery } from '#contracts/inbox-schema';
import { isOpenStage, STAGES, type LinkState, type MatchReason } from '#contracts/pipeline';
import { can } from '#contracts/roles';
import { isAgainstContactRules } from '#contracts/rules/contact-window';
import { interpretDemo } from '#contracts/rules/demo-inbox';
import { matchKeys, sharedKeys } from '#contracts/rules/match-keys';
import {
  afterAttempt,
  afterChange,
  isDueToday,
  isOverdue,
  needsDecision,
  PIPELINE_DEFAULTS,
  searchTerms,
} from '#contracts/rules/pipeline-rules';
import { DEMO_USER, staff } from '../../staff';

/** A flag that `reference` (the later item) looks like the same family as `other`. */
interface MockLink {
  reference: string;
  other: string;
  reasons: MatchReason[];
  state: LinkState;
}

/** What the mock keeps of an item; what follows from the clock and the links is worked out when read. */
type StoredItem = Omit<InboxItem, 'overdue' | 'needsDecision' | 'duplicateFlags' | 'duplicates'>;

/** The staff an item can be given to, as the server answers them: enabled members who may work the inbox. */
export const mockColleagues = (): StaffRef[] =>
  staff.accounts
    .filter((one) => !one.disabled && can(one.role, 'inbox'))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** The demo inbox at `at` (ms), as the fixture's one reading leaves it, with the flags the server's start would raise. */
function seedInbox(at: number) {
  const demoOwner = mockColleagues().find((colleague) => colleague.id === DEMO_USER.id) ?? null;
  const items = interpretDemo(at).map(({ sample, item }) => ({ ...item, owner: sample.mine ? demoOwner : null }));
  // Each later item against the earlier ones, never spam.
  const oldestFirst = items
    .filter((item) => item.stage !== 'spam')
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const links = oldestFirst.flatMap((item, index) =>
    oldestFirst.slice(0, index).flatMap((earlier): MockLink[] => {
      const reasons = sharedKeys(matchKeys(item), matchKeys(earlier));
      return reasons.length > 0
        ? [{ reference: item.reference, other: earlier.reference, reasons, state: 'flagged' }]
        : [];
    }),
  );
  return { items, links };
}

// The mock's inbox, in memory until the page reloads (or a test resets it).
let inbox = seedInbox(Date.now());

/** Puts the sample inbox back, its times counted back from `at` (tests set the clock first). */
export function resetMockInbox(at = Date.now()) {
  inbox = seedInbox(at);
}

export const findItem = (reference: string) => inbox.items.find((item) => item.reference === reference);

const linksOf = (reference: string) =>
  inbox.links.filter((link) => link.reference === reference || link.other === reference);
const otherOf = (link: MockLink, reference: string) => (link.reference === reference ? link.other : link.reference);
const { maxFailedAttempts } = PIPELINE_DEFAULTS;

/** The item as the server answers it at `now`: late or not, waiting for a decision, and its flags. */
export function itemView(item: StoredItem, now = new Date()): InboxItem {
  const links = linksOf(item.reference);
  const duplicates = links.flatMap((link) => {
    const other = findItem(otherOf(link, item.reference));
    if (!other) return [];
    const { reference, name, receivedAt, stage } = other;
    return [{ reference, name, receivedAt, stage, reasons: link.reasons, state: link.state }];
  });
  return {
    ...item,
    overdue: isOverdue(item, now),
    needsDecision: needsDecision(item, maxFailedAttempts),
    duplicateFlags: links.filter((link) => link.state === 'flagged').length,
    duplicates: duplicates.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)),
  };
}

/** What only an item's page shows: a list row has none of it. */
const ITEM_ONLY = new Set(['fields', 'phone', 'email', 'rules', 'relationship', 'personKnows', 'heardFrom', 'history']);
const summaryOf = (item: InboxItem) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !ITEM_ONLY.has(key) && key !== 'duplicates'));
const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

/** GET /api/inbox for `staffId`: late items first, then newest; the counts are the whole inbox's. */
export function listItems(query: InboxQuery, staffId: string, now = new Date()) {
  const all = inbox.items.map((item) => itemView(item, now));
  const { text, digits } = searchTerms(query.q);
  const items = all.filter(
    (item) =>
      (query.stage === null || item.stage === query.stage) &&
      (query.owner === null || (query.owner === 'mine' ? item.owner?.id === staffId : item.owner === null)) &&
      (query.due === null || (query.due === 'overdue' ? item.overdue : isDueToday(item, now))) &&
      (text === null ||
        item.name.toLowerCase().includes(text) ||
        item.reference.toLowerCase().includes(text) ||
        (digits !== null && digitsOf(item.phone).includes(digits))),
  );
  items.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      b.receivedAt.localeCompare(a.receivedAt) ||
      b.reference.localeCompare(a.reference),
  );
  const open = all.filter((item) => isOpenStage(item.stage));
  const count = (test: (item: InboxItem) => boolean, among = all) => among.filter(test).length;
  return {
    items: items.map(summaryOf),
    counts: {
      stages: Object.fromEntries(STAGES.map((stage) => [stage, count((item) => item.stage === stage)])),
      needsAction: count((item) => item.stage === 'new' || item.overdue || item.needsDecision),
      mine: count((item) => item.owner?.id === staffId, open),
      unassigned: count((item) => item.owner === null, open),
    },
  };
}

type Refusal = 'notFound' | 'unknownOwner' | 'unknownLink' | 'conflict' | 'againstContactRules';
export type Answer = { ok: true; item: InboxItem } | { ok: false; error: Refusal };

/** Stores `next` with its new history entries, one version on. */
function save(current: StoredItem, next: StoredItem, events: InboxEvent[]): Answer {
  const saved = { ...next, version: current.version + 1, history: [...current.history, ...events] };
  inbox.items = inbox.items.map((item) => (item.reference === saved.reference ? saved : item));
  return { ok: true, item: itemView(saved) };
}

/** PATCH /api/inbox/:reference, checked in the server's order: the owner, the link, then the version. */
export function changeItem(reference: string, change: InboxChange, by: string): Answer {
  const current = findItem(reference);
  if (!current) return { ok: false, error: 'notFound' };
  const { ownerId } = change;
  const owner = typeof ownerId === 'string' ? mockColleagues().find((colleague) => colleague.id === ownerId) : null;
  if (owner === undefined) return { ok: false, error: 'unknownOwner' };
  const link = change.link && linksOf(reference).find((each) => otherOf(each, reference) === change.link?.reference);
  if (change.link && !link) return { ok: false, error: 'unknownLink' };
  if (change.version !== current.version) return { ok: false, error: 'conflict' };
  const at = new Date().toISOString();
  const next = afterChange(current, change, at, maxFailedAttempts);
  // One history entry per part, in the server's order.
  const events: InboxEvent[] = [];
  if (change.stage) events.push({ type: 'stage', stage: change.stage, closeReason: next.closeReason, by, at });
  if (ownerId !== undefined) {
    next.owner = owner;
    events.push({ type: 'owner', owner: owner?.name ?? null, by, at });
  }
  if (change.followUpAt !== undefined) events.push({ type: 'followUp', followUpAt: change.followUpAt, by, at });
  if (change.note !== undefined) events.push({ type: 'note', text: change.note, by, at });
  if (change.link && link) {
    link.state = change.link.decision;
    events.push({ type: 'link', reference: change.link.reference, state: change.link.decision, by, at });
  }
  return save(current, next, events);
}

/** POST /api/inbox/:reference/attempts: the family's rules first, then the version. */
export function logAttempt(reference: string, attempt: InboxAttemptBody, by: string): Answer {
  const current = findItem(reference);
  if (!current) return { ok: false, error: 'notFound' };
  if (isAgainstContactRules(attempt.outcome, current.rules)) return { ok: false, error: 'againstContactRules' };
  if (attempt.version !== current.version) return { ok: false, error: 'conflict' };
  const at = new Date().toISOString();
  const next = afterAttempt(current, attempt.outcome, at);
  const events: InboxEvent[] = [{ type: 'attempt', channel: attempt.channel, outcome: attempt.outcome, by, at }];
  if (current.stage !== next.stage) events.push({ type: 'stage', stage: next.stage, closeReason: null, by, at });
  return save(current, next, events);
}
