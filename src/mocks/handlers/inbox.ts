import { EXPORT_ENDPOINTS } from '#contracts/endpoints/exports';
import { INBOX_ENDPOINTS } from '#contracts/endpoints/inbox';
import { ERROR_CODES } from '#contracts/errors';
import { isAgainstContactRules } from '#contracts/rules/contact-window';
import {
  arrivalsSince,
  attemptEvents,
  byListOrder,
  changeEvents,
  firstRows,
  inboxCounts,
  matchesQuery,
  type StoredItem,
} from '#contracts/rules/inbox-list';
import { afterAttempt, afterChange, PIPELINE_DEFAULTS } from '#contracts/rules/pipeline-rules';
import { toCsv } from '#contracts/csv';
import { failure, mockEndpoints } from '../route';
import { findItem, inbox, itemView, mockColleagues, save } from './inbox/store';
import { unreadByStaff } from './messages';

const notFound = () => failure(404, ERROR_CODES.notFound);
/** A write refused with the item as it is now. */
const conflict = (current: StoredItem) => failure(409, ERROR_CODES.conflict, { item: itemView(current) });

/**
 * The inbox and its pipeline as the server answers them (server/inbox), by the contracts' rules:
 * the list with its filters and counts, the colleagues, an item, a change and a logged attempt,
 * checked in the server's order. Kept in memory until the page reloads.
 */
export const inboxHandlers = mockEndpoints(INBOX_ENDPOINTS, {
  list: ({ query, account }) => {
    const now = new Date();
    const all = inbox.items.map((item) => itemView(item, now));
    const unread = unreadByStaff();
    const listed = all
      .filter((item) => matchesQuery(item, query, account.id, now, unread))
      .sort(byListOrder)
      .map((item) => ({ ...item, newMessage: unread.has(item.reference) }));
    return { ...firstRows(listed, query.limit), counts: inboxCounts(all, account.id, unread) };
  },
  arrivals: ({ query }) => arrivalsSince(inbox.items, query.since ?? null),
  colleagues: () => ({ colleagues: mockColleagues() }),
  // One reader at a time in the mock: nobody else has an item open.
  viewers: ({ params }) => (findItem(params.reference) ? { viewers: [] } : notFound()),
  item: ({ params }) => {
    const item = findItem(params.reference);
    return item ? { item: itemView(item) } : notFound();
  },
  change: ({ params: { reference }, body: change, account }) => {
    const current = findItem(reference);
    if (!current) return notFound();
    const { ownerId, link } = change;
    const owner = typeof ownerId === 'string' ? mockColleagues().find((colleague) => colleague.id === ownerId) : null;
    if (owner === undefined) return failure(422, ERROR_CODES.unknownOwner);
    const pair = (a: string, b: string) =>
      (a === reference && b === link?.reference) || (b === reference && a === link?.reference);
    const flag = link && inbox.links.find((one) => pair(one.reference, one.other));
    if (link && !flag) return failure(422, ERROR_CODES.unknownLink);
    if (change.version !== current.version) return conflict(current);
    const by = { by: account.name, at: new Date().toISOString() };
    const next = afterChange(current, change, by.at, PIPELINE_DEFAULTS.maxFailedAttempts);
    if (flag && link) flag.state = link.decision;
    const history = [...current.history, ...changeEvents(change, owner, by)];
    return save({ ...next, ...(ownerId !== undefined && { owner }), history });
  },
  attempt: ({ params: { reference }, body: attempt, account }) => {
    const current = findItem(reference);
    if (!current) return notFound();
    if (isAgainstContactRules(attempt.outcome, current.rules))
      return failure(422, ERROR_CODES.againstContactRules, { item: itemView(current) });
    if (attempt.version !== current.version) return conflict(current);
    const by = { by: account.name, at: new Date().toISOString() };
    const history = [...current.history, ...attemptEvents(attempt, current, by)];
    const owner = current.owner ?? { id: account.id, name: account.name };
    const tried = afterAttempt(current, attempt.outcome, by.at);
    return save({ ...afterChange(tried, attempt, by.at, PIPELINE_DEFAULTS.maxFailedAttempts), owner, history });
  },
});

/** The enquiries export: a few columns of the mock inbox's enquiries, whatever the range (never a family's words). */
export const exportHandlers = mockEndpoints(EXPORT_ENDPOINTS, {
  enquiries: () =>
    toCsv([
      ['reference', 'receivedAt', 'stage', 'programme'],
      ...inbox.items
        .filter((item) => item.kind === 'enquiry')
        .map((item) => [item.reference, item.receivedAt, item.stage, item.programme]),
    ]),
});
