import type { InboxEvent, InboxSummary, StaffRef } from '../inbox.ts';
import type { InboxAttemptBody, InboxChange, InboxQuery } from '../inbox-schema.ts';
import { isOpenStage, STAGES, type Stage } from '../pipeline.ts';
import { isDueToday, searchTerms } from './pipeline-rules.ts';

/**
 * The inbox list's and history's rules, for the mock server's in-memory inbox. The server states
 * them in SQL (server/inbox/inbox-store.ts: listInbox; pipeline-store.ts: the events of a change and
 * a try); the mock tests hold the mock to the server's cases.
 */

type Listed = InboxSummary & { phone: string | null };

const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

/** Whether `item` is in the list `query` asks `staffId` for at `now`: stage, owner, next step and search. */
export function matchesQuery(item: Listed, query: InboxQuery, staffId: string, now: Date) {
  const { text, digits } = searchTerms(query.q);
  return (
    (query.stage === null || item.stage === query.stage) &&
    (query.owner === null || (query.owner === 'mine' ? item.owner?.id === staffId : item.owner === null)) &&
    (query.due === null || (query.due === 'overdue' ? item.overdue : isDueToday(item, now))) &&
    (text === null ||
      item.name.toLowerCase().includes(text) ||
      item.reference.toLowerCase().includes(text) ||
      (digits !== null && digitsOf(item.phone).includes(digits)))
  );
}

/** The list's order: late items first, then newest. */
export const byListOrder = (a: InboxSummary, b: InboxSummary) =>
  Number(b.overdue) - Number(a.overdue) ||
  b.receivedAt.localeCompare(a.receivedAt) ||
  b.reference.localeCompare(a.reference);

/** The counts beside the list, of the whole inbox: by stage, what needs action, and the open items mine and nobody's. */
export function inboxCounts(all: readonly InboxSummary[], staffId: string) {
  const open = all.filter((item) => isOpenStage(item.stage));
  const count = (test: (item: InboxSummary) => boolean, among = all) => among.filter(test).length;
  return {
    stages: Object.fromEntries(STAGES.map((stage) => [stage, count((item) => item.stage === stage)])) as Record<
      Stage,
      number
    >,
    needsAction: count((item) => item.stage === 'new' || item.overdue || item.needsDecision),
    mine: count((item) => item.owner?.id === staffId, open),
    unassigned: count((item) => item.owner === null, open),
  };
}

/** The history entries of a change, one per part, in the server's order; `owner` is the new owner, when set. */
export function changeEvents(change: InboxChange, owner: StaffRef | null, by: { by: string; at: string }) {
  const events: InboxEvent[] = [];
  if (change.stage) events.push({ ...by, type: 'stage', stage: change.stage, closeReason: change.closeReason ?? null });
  if (change.ownerId !== undefined) events.push({ ...by, type: 'owner', owner: owner?.name ?? null });
  if (change.followUpAt !== undefined) events.push({ ...by, type: 'followUp', followUpAt: change.followUpAt });
  if (change.note !== undefined) events.push({ ...by, type: 'note', text: change.note });
  if (change.link) events.push({ ...by, type: 'link', reference: change.link.reference, state: change.link.decision });
  return events;
}

/** The history entries of a try: the try, and the move to "in contact" when it was the item's first. */
export function attemptEvents(attempt: InboxAttemptBody, stageBefore: Stage, by: { by: string; at: string }) {
  const events: InboxEvent[] = [{ ...by, type: 'attempt', channel: attempt.channel, outcome: attempt.outcome }];
  if (stageBefore === 'new') events.push({ ...by, type: 'stage', stage: 'inContact', closeReason: null });
  return events;
}
