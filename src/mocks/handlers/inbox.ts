import { API_PATHS } from '#contracts/api-paths';
import { ERROR_CODES } from '#contracts/errors';
import {
  inboxAttemptSchema,
  inboxChangeSchema,
  inboxItemParamsSchema,
  inboxQuerySchema,
} from '#contracts/inbox-schema';
import { failure, json, route } from '../route';
import { changeItem, findItem, itemView, listItems, logAttempt, mockColleagues, type Answer } from './inbox/store';

export { resetMockInbox } from './inbox/store';

const REFUSALS = {
  notFound: [404, ERROR_CODES.notFound],
  unknownOwner: [422, ERROR_CODES.unknownOwner],
  unknownLink: [422, ERROR_CODES.unknownLink],
  conflict: [409, ERROR_CODES.conflict],
  againstContactRules: [422, ERROR_CODES.againstContactRules],
} as const;

/** The answer to a change: the item, or the refusal; a conflict and a refused attempt carry the item as it is. */
function answer(result: Answer, status: number, reference: string) {
  if (result.ok) return json({ item: result.item }, status);
  const [refusal, code] = REFUSALS[result.error];
  const current = findItem(reference);
  const withItem = (code === ERROR_CODES.conflict || code === ERROR_CODES.againstContactRules) && current;
  return failure(refusal, code, withItem ? { item: itemView(current) } : {});
}

const byReference = { params: inboxItemParamsSchema };

/**
 * The inbox and its pipeline as the server answers them (server/inbox): the list with its filters
 * and counts, the colleagues, an item, a change and a logged attempt. Kept in memory until the page reloads.
 */
export const inboxHandlers = [
  route('get', API_PATHS.inbox, 'inbox', { query: inboxQuerySchema }, ({ query, account }) =>
    json(listItems(query, account.id)),
  ),
  // Before the item's route, which would read "colleagues" as a reference.
  route('get', API_PATHS.inboxColleagues, 'inbox', {}, () => json({ colleagues: mockColleagues() })),
  route('get', API_PATHS.inboxItem, 'inbox', byReference, ({ params }) => {
    const item = findItem(params.reference);
    return item ? json({ item: itemView(item) }) : failure(404, ERROR_CODES.notFound);
  }),
  route('patch', API_PATHS.inboxItem, 'inbox', { ...byReference, body: inboxChangeSchema }, (call) =>
    answer(changeItem(call.params.reference, call.body, call.account.name), 200, call.params.reference),
  ),
  route('post', API_PATHS.inboxAttempts, 'inbox', { ...byReference, body: inboxAttemptSchema }, (call) =>
    answer(logAttempt(call.params.reference, call.body, call.account.name), 201, call.params.reference),
  ),
];
