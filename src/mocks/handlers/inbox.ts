import { http, HttpResponse } from 'msw';
import { API_PATHS } from '#contracts/api-paths';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { ERROR_CODES } from '#contracts/errors';
import { inboxAttemptSchema, inboxChangeSchema, inboxQuerySchema } from '#contracts/inbox-schema';
import { scenarioResponse } from '../scenario';
import { hasMockSession, unauthorized } from '../session';
import { DEMO_USER } from './auth';
import { COLLEAGUES } from './inbox/seed';
import { changeItem, findItem, itemView, listItems, logAttempt } from './inbox/store';

export { resetMockInbox } from './inbox/store';

const ERRORS = {
  notFound: [ERROR_CODES.notFound, 404],
  unknownOwner: [ERROR_CODES.unknownOwner, 422],
  unknownLink: [ERROR_CODES.unknownLink, 422],
  conflict: [ERROR_CODES.conflict, 409],
  againstContactRules: [ERROR_CODES.againstContactRules, 422],
} as const;

/** The failure's answer; a conflict and a refused attempt carry the item as it is. */
function failed(error: keyof typeof ERRORS, reference: string) {
  const [code, status] = ERRORS[error];
  const current = findItem(reference);
  const withItem = (error === 'conflict' || error === 'againstContactRules') && current;
  return HttpResponse.json(withItem ? { error: code, item: itemView(current) } : { error: code }, { status });
}

const invalidBody = () => HttpResponse.json({ error: ERROR_CODES.invalidBody }, { status: 400 });
const referenceOf = (params: Record<string, unknown>) => String(params.reference ?? '').toUpperCase();

/** Answers `forced` (a scenario) or 401 without a session; undefined to go on. */
async function gate(invalid: () => Response) {
  const forced = await scenarioResponse(invalid);
  if (forced) return forced;
  return hasMockSession() ? undefined : unauthorized();
}

/**
 * The inbox and its pipeline as the server answers them (server/inbox): the list with its filters
 * and counts, an item, a change (PATCH), a logged attempt (POST …/attempts) and the colleagues.
 * 401 without a session. Changes are kept in memory until the page reloads.
 */
export const inboxHandlers = [
  http.get(`*${API_PATHS.inbox}`, async ({ request }) => {
    const stop = await gate(() => HttpResponse.json({ items: 'none' }));
    if (stop) return stop;
    const query = inboxQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return HttpResponse.json({ error: ERROR_CODES.invalidQuery }, { status: 400 });
    return HttpResponse.json(listItems(query.data, DEMO_USER.id));
  }),
  // Before the item's route, which would read "colleagues" as a reference.
  http.get(`*${API_PATHS.inboxColleagues}`, async () => {
    const stop = await gate(() => HttpResponse.json({ colleagues: 'none' }));
    return stop ?? HttpResponse.json({ colleagues: COLLEAGUES });
  }),
  http.get(`*${API_PATHS.inboxItem}`, async ({ params }) => {
    const stop = await gate(() => HttpResponse.json({ item: 'none' }));
    if (stop) return stop;
    const item = findItem(referenceOf(params));
    return item ? HttpResponse.json({ item: itemView(item) }) : failed('notFound', '');
  }),
  http.patch(`*${API_PATHS.inboxItem}`, async ({ params, request }) => {
    const stop = await gate(() => HttpResponse.json({ item: 'none' }));
    if (stop) return stop;
    const body = inboxChangeSchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidBody();
    const reference = referenceOf(params);
    const answer = changeItem(reference, body.data, DEMO_ACCOUNT.name);
    return answer.ok ? HttpResponse.json({ item: answer.item }) : failed(answer.error, reference);
  }),
  http.post(`*${API_PATHS.inboxAttempts}`, async ({ params, request }) => {
    const stop = await gate(() => HttpResponse.json({ item: 'none' }, { status: 201 }));
    if (stop) return stop;
    const body = inboxAttemptSchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidBody();
    const reference = referenceOf(params);
    const answer = logAttempt(reference, body.data, DEMO_ACCOUNT.name);
    return answer.ok ? HttpResponse.json({ item: answer.item }, { status: 201 }) : failed(answer.error, reference);
  }),
];
