import { http, HttpResponse } from 'msw';
import type { InboxItem, InboxSummary } from '@/features/inbox/types';
import { INBOX_STATUSES, isInboxStatus } from '@/features/inbox/types';
import { isPlainObject } from '@/lib/storage';
import { scenarioResponse } from '../scenario';
import { hasMockSession, unauthorized } from '../session';
import { DEMO_USER } from './auth';

const hoursAgo = (hours: number) => new Date(Date.UTC(2026, 10, 23, 9, 0) - hours * 3_600_000).toISOString();

/** The sample inbox: enquiries in both languages, a contact message, one of each status. */
function sampleItems(): InboxItem[] {
  return [
    {
      reference: 'SW-4F7K2',
      kind: 'enquiry',
      status: 'new',
      receivedAt: hoursAgo(1),
      name: 'مريم العتيبي',
      forWhom: 'someone-else',
      contactMethod: 'whatsapp',
      contactTime: 'evening',
      programme: 'anxietyDepression',
      language: 'ar',
      version: 1,
      phone: '+971501234567',
      email: null,
      fields: {
        name: 'مريم العتيبي',
        phoneCountry: 'AE',
        phone: '+971501234567',
        forWhom: 'someone-else',
        contactMethod: 'whatsapp',
        preferredTime: 'evening',
        programme: 'anxietyDepression',
        message: 'أختي تمر بمرحلة صعبة منذ أشهر، ونود أن نعرف كيف تبدأ الإقامة.',
        consent: true,
      },
      notes: [],
      history: [{ status: 'new', by: 'system', at: hoursAgo(1) }],
    },
    {
      reference: 'SW-9QX3M',
      kind: 'enquiry',
      status: 'new',
      receivedAt: hoursAgo(5),
      name: 'James Carter',
      forWhom: 'self',
      contactMethod: 'phone',
      contactTime: 'morning',
      programme: 'addiction',
      language: 'en',
      version: 1,
      phone: '+14155550123',
      email: 'james@example.com',
      fields: {
        name: 'James Carter',
        phone: '+14155550123',
        email: 'james@example.com',
        forWhom: 'self',
        contactMethod: 'phone',
        preferredTime: 'morning',
        programme: 'addiction',
        message: 'I would like to know about the first week and whether my employer needs to be told.',
        consent: true,
      },
      notes: [],
      history: [{ status: 'new', by: 'system', at: hoursAgo(5) }],
    },
    {
      reference: 'SC-2B8HD',
      kind: 'contact',
      status: 'contacted',
      receivedAt: hoursAgo(26),
      name: 'Huda Mansour',
      forWhom: null,
      contactMethod: 'email',
      contactTime: null,
      programme: null,
      language: 'en',
      version: 2,
      phone: null,
      email: 'huda.mansour@example.com',
      fields: {
        name: 'Huda Mansour',
        email: 'huda.mansour@example.com',
        subject: 'Visiting hours',
        message: 'Can families visit at weekends?',
        consent: true,
      },
      notes: [{ text: 'Replied with the visiting schedule.', by: 'Demo Staff', at: hoursAgo(20) }],
      history: [
        { status: 'new', by: 'system', at: hoursAgo(26) },
        { status: 'contacted', by: 'Demo Staff', at: hoursAgo(20) },
      ],
    },
    {
      reference: 'SW-7TD4P',
      kind: 'enquiry',
      status: 'closed',
      receivedAt: hoursAgo(72),
      name: 'عبدالله الشمري',
      forWhom: 'self',
      contactMethod: 'phone',
      contactTime: 'any',
      programme: 'marriageCounseling',
      language: 'ar',
      version: 3,
      phone: '+966551234567',
      email: null,
      fields: {
        name: 'عبدالله الشمري',
        phone: '+966551234567',
        forWhom: 'self',
        contactMethod: 'phone',
        preferredTime: 'any',
        programme: 'marriageCounseling',
        message: '',
        consent: true,
      },
      notes: [{ text: 'اختار الزوجان موعدًا في الشهر القادم.', by: 'Demo Staff', at: hoursAgo(48) }],
      history: [
        { status: 'new', by: 'system', at: hoursAgo(72) },
        { status: 'contacted', by: 'Demo Staff', at: hoursAgo(60) },
        { status: 'closed', by: 'Demo Staff', at: hoursAgo(48) },
      ],
    },
    {
      reference: 'SW-0ZZ9Z',
      kind: 'enquiry',
      status: 'spam',
      receivedAt: hoursAgo(96),
      name: 'Cheap Pills',
      forWhom: 'self',
      contactMethod: 'email',
      contactTime: 'any',
      programme: 'notSure',
      language: 'en',
      version: 1,
      phone: '+10000000000',
      email: 'offers@spam.example',
      fields: { name: 'Cheap Pills', message: '<script>alert(1)</script> best prices', consent: true },
      notes: [],
      history: [{ status: 'spam', by: 'system', at: hoursAgo(96) }],
    },
  ];
}

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
      next.history = [...current.history, { status: body.status, by: DEMO_USER.name, at }];
    }
    if (typeof body.note === 'string')
      next.notes = [...current.notes, { text: body.note.trim(), by: DEMO_USER.name, at }];
    items[index] = next;
    return HttpResponse.json({ item: next });
  }),
];
