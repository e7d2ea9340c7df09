import { centreDay } from '#contracts/centre-day';
import type { InboxCounts, InboxDuplicate, InboxEvent, InboxItem, InboxSummary } from '#contracts/inbox';
import type { InboxAttemptBody, InboxChange, InboxQuery } from '#contracts/inbox-schema';
import { isFailedOutcome, isOpenStage, STAGES, type Stage } from '#contracts/pipeline';
import { COLLEAGUES, MAX_FAILED_ATTEMPTS, seedInbox, type MockLink, type StoredItem } from './seed';

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

const isOverdue = (item: StoredItem, now: number) =>
  isOpenStage(item.stage) &&
  ((item.firstResponseAt === null && item.respondBy !== null && Date.parse(item.respondBy) < now) ||
    (item.followUpAt !== null && Date.parse(item.followUpAt) < now));

/** The item as the server answers it at `now`: late or not, waiting for a decision, and its flags. */
export function itemView(item: StoredItem, now = Date.now()): InboxItem {
  const links = linksOf(item.reference);
  const duplicates = links.flatMap((link): InboxDuplicate[] => {
    const other = findItem(otherOf(link, item.reference));
    return other
      ? [
          {
            reference: other.reference,
            name: other.name,
            receivedAt: other.receivedAt,
            stage: other.stage,
            reasons: link.reasons,
            state: link.state,
          },
        ]
      : [];
  });
  return {
    ...item,
    overdue: isOverdue(item, now),
    needsDecision: isOpenStage(item.stage) && item.failedAttempts >= MAX_FAILED_ATTEMPTS,
    duplicateFlags: links.filter((link) => link.state === 'flagged').length,
    duplicates: duplicates.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)),
  };
}

const summaryOf = ({
  fields: _f,
  phone: _p,
  email: _e,
  rules: _r,
  relationship: _re,
  personKnows: _k,
  heardFrom: _h,
  history: _hi,
  duplicates: _d,
  ...summary
}: InboxItem): InboxSummary => summary;

function matches(item: StoredItem, q: string | null) {
  const text = q?.trim().toLowerCase();
  if (!text) return true;
  // Digits match phones only when the search looks like a phone number, as on the server.
  const digits = /^[\d\s+().-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return (
    item.name.toLowerCase().includes(text) ||
    item.reference.toLowerCase().includes(text) ||
    (digits !== '' && (item.phone ?? '').replace(/\D/g, '').includes(digits))
  );
}

/** GET /api/inbox for `staffId`: late items first, then newest; the counts are the whole inbox's. */
export function listItems(query: InboxQuery, staffId: string, now = Date.now()) {
  const today = centreDay(new Date(now));
  const dueToday = (item: InboxItem) =>
    isOpenStage(item.stage) &&
    item.followUpAt !== null &&
    Date.parse(item.followUpAt) >= today.start.getTime() &&
    Date.parse(item.followUpAt) < today.end.getTime();
  const all = inbox.items.map((item) => itemView(item, now));
  const items = all
    .filter((item) => query.stage === null || item.stage === query.stage)
    .filter(
      (item) => query.owner === null || (query.owner === 'mine' ? item.owner?.id === staffId : item.owner === null),
    )
    .filter((item) => query.due === null || (query.due === 'overdue' ? item.overdue : dueToday(item)))
    .filter((item) => matches(item, query.q))
    .sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        b.receivedAt.localeCompare(a.receivedAt) ||
        b.reference.localeCompare(a.reference),
    )
    .map(summaryOf);
  const open = all.filter((item) => isOpenStage(item.stage));
  const counts: InboxCounts = {
    stages: Object.fromEntries(
      STAGES.map((stage) => [stage, all.filter((item) => item.stage === stage).length]),
    ) as Record<Stage, number>,
    needsAction: all.filter((item) => item.stage === 'new' || item.overdue || item.needsDecision).length,
    mine: open.filter((item) => item.owner?.id === staffId).length,
    unassigned: open.filter((item) => item.owner === null).length,
  };
  return { items, counts };
}

type Answer =
  | { ok: true; item: InboxItem }
  | { ok: false; error: 'notFound' | 'unknownOwner' | 'unknownLink' | 'conflict' | 'againstContactRules' };

function replace(next: StoredItem): Answer {
  inbox.items = inbox.items.map((item) => (item.reference === next.reference ? next : item));
  return { ok: true, item: itemView(next) };
}

/** PATCH /api/inbox/:reference, checked as the server checks it: the owner, the link, then the version. */
export function changeItem(reference: string, change: InboxChange, by: string): Answer {
  const current = findItem(reference);
  if (!current) return { ok: false, error: 'notFound' };
  const owner =
    typeof change.ownerId === 'string' ? COLLEAGUES.find((colleague) => colleague.id === change.ownerId) : null;
  if (owner === undefined) return { ok: false, error: 'unknownOwner' };
  const link = change.link && linksOf(reference).find((each) => otherOf(each, reference) === change.link?.reference);
  if (change.link && !link) return { ok: false, error: 'unknownLink' };
  if (change.version !== current.version) return { ok: false, error: 'conflict' };
  const at = new Date().toISOString();
  const events: InboxEvent[] = [];
  const next: StoredItem = { ...current, version: current.version + 1 };
  if (change.stage) {
    next.stage = change.stage;
    next.closeReason = change.closeReason ?? null;
    if (next.firstResponseAt === null && change.stage !== 'new' && change.stage !== 'spam') next.firstResponseAt = at;
    events.push({ type: 'stage', stage: change.stage, closeReason: next.closeReason, by, at });
  }
  if (change.ownerId !== undefined) {
    next.owner = owner;
    events.push({ type: 'owner', owner: owner?.name ?? null, by, at });
  }
  if (change.followUpAt !== undefined) {
    next.followUpAt = change.followUpAt;
    // A follow-up on an item waiting for a decision is the decision to go on.
    if (change.followUpAt !== null && current.failedAttempts >= MAX_FAILED_ATTEMPTS) next.failedAttempts = 0;
    events.push({ type: 'followUp', followUpAt: change.followUpAt, by, at });
  }
  if (change.note !== undefined) events.push({ type: 'note', text: change.note, by, at });
  if (change.link && link) {
    link.state = change.link.decision;
    events.push({ type: 'link', reference: change.link.reference, state: change.link.decision, by, at });
  }
  next.history = [...current.history, ...events];
  return replace(next);
}

/**
 * POST /api/inbox/:reference/attempts: no message where the family asked for none; the first try
 * moves a new item to "in contact"; a failed try counts toward a decision, reaching them resets it.
 */
export function logAttempt(reference: string, attempt: InboxAttemptBody, by: string): Answer {
  const current = findItem(reference);
  if (!current) return { ok: false, error: 'notFound' };
  if (attempt.outcome === 'leftMessage' && current.rules?.leaveMessage === false)
    return { ok: false, error: 'againstContactRules' };
  if (attempt.version !== current.version) return { ok: false, error: 'conflict' };
  const at = new Date().toISOString();
  const history: InboxEvent[] = [
    ...current.history,
    { type: 'attempt', channel: attempt.channel, outcome: attempt.outcome, by, at },
  ];
  if (current.stage === 'new') history.push({ type: 'stage', stage: 'inContact', closeReason: null, by, at });
  return replace({
    ...current,
    stage: current.stage === 'new' ? 'inContact' : current.stage,
    firstResponseAt: current.firstResponseAt ?? at,
    failedAttempts: isFailedOutcome(attempt.outcome) ? current.failedAttempts + 1 : 0,
    version: current.version + 1,
    history,
  });
}
