import { centreDate } from '#contracts/centre-day';
import { dueOn, type DataRequest } from '#contracts/data-requests';
import { REQUEST_ENDPOINTS } from '#contracts/endpoints/requests';
import { ERROR_CODES } from '#contracts/errors';
import { familyCopyText } from '#contracts/family-copy';
import { failure, mockEndpoints } from '../route';
import { findHeld, nothingFound } from './withdrawal';

const today = () => centreDate(new Date());
const daysAgo = (days: number) => centreDate(new Date(Date.now() - days * 86_400_000));

const request = (
  id: string,
  days: number,
  more: Partial<DataRequest> & Pick<DataRequest, 'reference' | 'kind' | 'channel'>,
): DataRequest => ({
  id,
  receivedOn: daysAgo(days),
  dueOn: dueOn(daysAgo(days)),
  status: 'open',
  note: null,
  closedOn: null,
  closingNote: null,
  ...more,
});

/** One overdue, one due soon, one answered: the desk's three states, dated from today. */
const seeds = (): DataRequest[] => [
  request('1', 34, { reference: 'SW-4F7K2', kind: 'correction', channel: 'phone', note: 'The phone number changed.' }),
  request('2', 5, { reference: 'SW-9QX3M', kind: 'erasure', channel: 'email' }),
  request('3', 12, { reference: 'SW-DEM00', kind: 'copy', channel: 'online', status: 'done', closedOn: daysAgo(12) }),
];

let requests = seeds();
let lastId = requests.length;

/** Back to the seeded requests (tests call it between cases). */
export function resetMockRequests() {
  requests = seeds();
  lastId = requests.length;
}

const open = (one: DataRequest) => one.status === 'open';
const sorted = () =>
  [...requests].sort((a, b) =>
    open(a) !== open(b)
      ? open(a)
        ? -1
        : 1
      : open(a)
        ? a.dueOn.localeCompare(b.dueOn)
        : (b.closedOn ?? '').localeCompare(a.closedOn ?? ''),
  );

function add(more: Omit<DataRequest, 'id' | 'dueOn' | 'closedOn' | 'closingNote'>): DataRequest {
  lastId += 1;
  const made = {
    ...more,
    id: String(lastId),
    dueOn: dueOn(more.receivedOn),
    closedOn: open(more as DataRequest) ? null : more.receivedOn,
    closingNote: null,
  };
  requests.push(made);
  return made;
}

/** The desk as the server keeps it: the family's requests (a copy at once), staff's list, logging and closing. */
export const requestsHandlers = mockEndpoints(REQUEST_ENDPOINTS, {
  family: ({ body }) => {
    const held = findHeld(body);
    if (!held) return nothingFound();
    const answered = body.kind === 'access' || body.kind === 'copy';
    const made = add({
      reference: body.reference,
      kind: body.kind,
      channel: 'online',
      receivedOn: today(),
      status: answered ? 'done' : 'open',
      note: body.note ?? null,
    });
    const copy = body.kind === 'copy' ? { text: familyCopyText(held.answer, new Date()), data: held.answer } : null;
    return {
      request: { id: made.id, kind: made.kind, receivedOn: made.receivedOn, dueOn: made.dueOn, status: made.status },
      copy,
    };
  },
  list: () => ({ today: today(), requests: sorted() }),
  log: ({ body }) => add({ ...body, status: 'open', note: body.note ?? null }),
  close: ({ params, body }) => {
    const found = requests.find((one) => one.id === params.id);
    if (!found) return failure(404, ERROR_CODES.notFound);
    if (!open(found)) return failure(409, ERROR_CODES.conflict, { message: 'This request was closed already.' });
    Object.assign(found, { status: body.outcome, closingNote: body.note, closedOn: today() });
    return found;
  },
});
