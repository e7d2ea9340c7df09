import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNT, DEMO_SAMPLES, type DemoSample } from '#contracts/demo';
import {
  firstStatus,
  INBOX_STATUSES,
  inboxFields,
  isInboxStatus,
  type InboxItem,
  type InboxSummary,
} from '#contracts/inbox';
import { isPlainObject } from '@/lib/storage';
import { scenarioResponse } from '../scenario';
import { hasMockSession, unauthorized } from '../session';

// A fixed moment, so the sample's times (and the tests that read them) never move.
const SEEDED_AT = Date.UTC(2026, 10, 23, 9, 0);
const hoursAgo = (hours: number) => new Date(SEEDED_AT - hours * 3_600_000).toISOString();

/** A demo sample as GET /api/inbox/:reference answers it, built as the server builds it. */
function sampleItem(sample: DemoSample): InboxItem {
  const { events } = sample;
  return {
    reference: sample.reference,
    kind: sample.kind,
    status: sample.status,
    receivedAt: hoursAgo(sample.hoursAgo),
    name: sample.name,
    forWhom: sample.forWhom,
    contactMethod: sample.contactMethod,
    preferredTime: sample.preferredTime,
    programme: sample.programme,
    language: sample.language,
    version: events.length + 1,
    phone: sample.phone,
    email: sample.email,
    fields: inboxFields(sample),
    notes: events.flatMap(({ note, hoursAgo: hours }) =>
      note === undefined ? [] : [{ text: note, by: DEMO_ACCOUNT.name, at: hoursAgo(hours) }],
    ),
    history: [
      { status: firstStatus(sample), by: 'system', at: hoursAgo(sample.hoursAgo) },
      ...events.flatMap(({ status, hoursAgo: hours }) =>
        status === undefined ? [] : [{ status, by: DEMO_ACCOUNT.name, at: hoursAgo(hours) }],
      ),
    ],
  };
}

const sampleItems = () => DEMO_SAMPLES.map(sampleItem);

let items = sampleItems();

/** Puts the sample inbox back (tests start from it). */
export const resetMockInbox = () => {
  items = sampleItems();
};

const summary = ({ fields: _f, phone: _p, email: _e, notes: _n, history: _h, ...rest }: InboxItem): InboxSummary =>
  rest;

const matches = (item: InboxItem, q: string) => {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const digits = needle.replace(/\D/g, '');
  return (
    item.name.toLowerCase().includes(needle) ||
    item.reference.toLowerCase().includes(needle) ||
    (digits.length >= 3 && (item.phone ?? '').replace(/\D/g, '').includes(digits))
  );
};

/**
 * GET /api/inbox, GET and PATCH /api/inbox/:reference, as the contract says; 401 without a session.
 * Changes are kept in memory until the page reloads.
 */
export const inboxHandlers = [
  http.get('*/api/inbox', async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ items: 'none' }));
    if (forced) return forced;
    if (!hasMockSession()) return unauthorized();
    const query = new URL(request.url).searchParams;
    const status = query.get('status');
    const q = query.get('q') ?? '';
    const counts = Object.fromEntries(
      INBOX_STATUSES.map((each) => [each, items.filter((item) => item.status === each).length]),
    );
    const found = items
      .filter((item) => (isInboxStatus(status) ? item.status === status : true) && matches(item, q))
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
      .map(summary);
    return HttpResponse.json({ items: found, counts });
  }),
  http.get('*/api/inbox/:reference', async ({ params }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ item: 'none' }));
    if (forced) return forced;
    if (!hasMockSession()) return unauthorized();
    const item = items.find((each) => each.reference === params.reference);
    return item ? HttpResponse.json({ item }) : HttpResponse.json({ error: 'not_found' }, { status: 404 });
  }),
  http.patch('*/api/inbox/:reference', async ({ params, request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ item: 'none' }));
    if (forced) return forced;
    if (!hasMockSession()) return unauthorized();
    const index = items.findIndex((each) => each.reference === params.reference);
    const current = items[index];
    if (!current) return HttpResponse.json({ error: 'not_found' }, { status: 404 });
    const body: unknown = await request.json().catch(() => null);
    if (
      !isPlainObject(body) ||
      typeof body.version !== 'number' ||
      (body.status !== undefined && !isInboxStatus(body.status)) ||
      (body.note !== undefined && (typeof body.note !== 'string' || body.note.trim() === ''))
    )
      return HttpResponse.json({ error: 'invalid_body' }, { status: 400 });
    if (body.version !== current.version)
      return HttpResponse.json({ error: 'conflict', item: current }, { status: 409 });
    const at = new Date().toISOString();
    const next: InboxItem = { ...current, version: current.version + 1 };
    if (isInboxStatus(body.status) && body.status !== current.status) {
      next.status = body.status;
      next.history = [...current.history, { status: body.status, by: DEMO_ACCOUNT.name, at }];
    }
    if (typeof body.note === 'string')
      next.notes = [...current.notes, { text: body.note.trim(), by: DEMO_ACCOUNT.name, at }];
    items[index] = next;
    return HttpResponse.json({ item: next });
  }),
];
