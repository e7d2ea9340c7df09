import { DEMO_FAMILY_REFERENCE } from '#contracts/demo';
import { centreDate } from '#contracts/centre-day';
import { dueOn, isAnsweredAtOnce, type DataRequest } from '#contracts/data-requests';
import { REQUEST_ENDPOINTS } from '#contracts/endpoints/requests';
import { copiedSelfCheckOf, familyCopyText } from '#contracts/family-copy';
import { mockEndpoints, notFound } from '../route';
import { mockState } from '../state';
import { findHeld, nothingFound } from './withdrawal';
import { copiedMessages } from './messages';
import { copiedPasskeys } from './passkeys';
import { bookingAhead } from './bookings';

const daysAgo = (days: number) => centreDate(new Date(Date.now() - days * 86_400_000));

type Fields = Pick<DataRequest, 'reference' | 'kind' | 'channel' | 'receivedOn'> & Partial<DataRequest>;
const request = (id: number, fields: Fields): DataRequest => ({
  id: String(id),
  dueOn: dueOn(fields.receivedOn),
  status: 'open',
  note: null,
  closedOn: null,
  closingNote: null,
  ...fields,
});

/** One overdue, one due soon, one answered, dated from today, in the order the server lists them. */
const desk = mockState(() => ({
  requests: [
    request(1, {
      reference: 'SW-4F7K2',
      kind: 'correction',
      channel: 'phone',
      receivedOn: daysAgo(34),
      note: 'The phone number changed.',
    }),
    request(2, { reference: 'SW-9QX3M', kind: 'erasure', channel: 'email', receivedOn: daysAgo(5) }),
    request(3, {
      reference: DEMO_FAMILY_REFERENCE,
      kind: 'copy',
      channel: 'online',
      receivedOn: daysAgo(12),
      status: 'done',
      closedOn: daysAgo(12),
    }),
  ],
}));

function add(fields: Fields) {
  const made = request(desk.requests.length + 1, fields);
  desk.requests.push(made);
  return made;
}

/** The desk: the family's requests (a copy at once), staff's list, logging and closing; new ones go last. */
export const requestsHandlers = mockEndpoints(REQUEST_ENDPOINTS, {
  family: ({ body: { reference, code, kind, note = null } }) => {
    const held = findHeld({ reference, code });
    if (!held) return nothingFound();
    const today = centreDate(new Date());
    const [status, closedOn] = isAnsweredAtOnce(kind) ? (['done', today] as const) : (['open', null] as const);
    const made = add({ reference, kind, channel: 'online', receivedOn: today, status, closedOn, note });
    const { consent, selfCheck } = held;
    const records = {
      messages: copiedMessages(reference),
      passkeys: copiedPasskeys(reference),
      booking: bookingAhead(reference),
      consent,
      selfCheck: copiedSelfCheckOf(selfCheck),
    };
    const copy =
      kind === 'copy'
        ? { text: familyCopyText(held.answer, records, new Date()), data: { ...held.answer, ...records } }
        : null;
    return { request: made, copy };
  },
  list: () => ({ today: centreDate(new Date()), requests: desk.requests }),
  log: ({ body }) => add({ ...body, note: body.note ?? null }),
  close: ({ params, body }) => {
    const found = desk.requests.find((one) => one.id === params.id);
    if (!found) return notFound();
    return Object.assign(found, { status: body.outcome, closingNote: body.note, closedOn: centreDate(new Date()) });
  },
});
