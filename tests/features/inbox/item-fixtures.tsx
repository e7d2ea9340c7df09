import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_VERSION, CONSENT_WORDING, consentText } from '#contracts/consent';
import { ERROR_CODES } from '#contracts/errors';
import type { InboxEvent, InboxItem, StaffRef } from '#contracts/inbox';
import type { MessagesAnswer } from '#contracts/messages';
import {
  isFailedOutcome,
  isOpenStage,
  type AttemptChannel,
  type AttemptOutcome,
  type LinkDecision,
} from '#contracts/pipeline';
import { InboxDetail } from '@/features/inbox/components/inbox-detail';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/mocks/node';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore } from '@/stores/use-user-store';
import { UAE_PROTECTIVE_RULES } from '../../contracts/forms/discretion-fixture';
import { render } from '../../test-utils';

/**
 * The item page's tests: one item served by a small fake of the API (GET, PATCH, POST attempts,
 * colleagues) that keeps its changes and records every write, rendered alone with a fixed clock.
 */

export const ME: StaffRef = { id: '7', name: 'Alice Staff' };
export const COLLEAGUE: StaffRef = { id: '9', name: 'Reem Khalil' };

/** Friday 27 November 2026, 14:05 in Dubai: inside a Monday-to-Friday 09:00–18:00 window there. */
export const FRIDAY_AFTERNOON = new Date('2026-11-27T10:05:00Z');
/** Saturday 28 November 2026, 14:05 in Dubai: outside it; next safe time Monday 09:00. */
export const SATURDAY_AFTERNOON = new Date('2026-11-28T10:05:00Z');

/** An item nobody has worked on yet: no response, no follow-up, no failed attempt, nothing to decide or flag. */
export const UNTOUCHED = {
  firstResponseAt: null,
  followUpAt: null,
  assessmentAt: null,
  overdue: false,
  failedAttempts: 0,
  needsDecision: false,
  duplicateFlags: 0,
} satisfies Partial<InboxItem>;

export function makeItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    reference: 'SW-4F7K2',
    kind: 'enquiry',
    stage: 'new',
    closeReason: null,
    receivedAt: '2026-11-27T08:05:00Z',
    name: 'مريم العتيبي',
    forWhom: 'someone-else',
    contactMethod: 'whatsapp',
    preferredTime: 'evening',
    programme: 'anxietyDepression',
    language: 'ar',
    version: 3,
    owner: null,
    respondBy: '2026-11-27T11:30:00Z',
    familyWindow: UAE_PROTECTIVE_RULES,
    ...UNTOUCHED,
    fields: { name: 'مريم العتيبي', phone: '+971501234567', message: 'أختي تمر بمرحلة صعبة.', consent: true },
    phone: '+971501234567',
    email: 'mariam@example.com',
    rules: { ...UAE_PROTECTIVE_RULES, channel: 'whatsapp' },
    relationship: 'parent',
    personKnows: 'no',
    heardFrom: 'doctor',
    selfCheck: null,
    consent: {
      version: CONSENT_VERSION,
      language: 'ar',
      givenAt: '2026-11-27T08:05:00Z',
      form: 'enquiry',
      by: 'parent',
      text: consentText(CONSENT_WORDING, 'ar'),
    },
    history: [
      { type: 'stage', stage: 'new', closeReason: null, assessmentAt: null, by: 'system', at: '2026-11-27T08:05:00Z' },
    ],
    duplicates: [],
    ...overrides,
  };
}

export interface Write {
  method: 'PATCH' | 'POST';
  body: Record<string, unknown>;
}

/** What the fake server does with a PATCH that is on the current version. */
function applyChange(item: InboxItem, body: Record<string, unknown>, event: (entry: InboxEvent) => void) {
  const by = { by: ME.name, at: new Date().toISOString() };
  if (typeof body.stage === 'string') {
    item.stage = body.stage as InboxItem['stage'];
    item.closeReason = (body.closeReason as InboxItem['closeReason']) ?? null;
    item.assessmentAt = (body.assessmentAt as string | undefined) ?? null;
    // Only an open item waits for a decision.
    if (!isOpenStage(item.stage)) item.needsDecision = false;
    event({ ...by, type: 'stage', stage: item.stage, closeReason: item.closeReason, assessmentAt: item.assessmentAt });
  }
  if ('ownerId' in body) {
    item.owner = [ME, COLLEAGUE].find((one) => one.id === body.ownerId) ?? null;
    event({ ...by, type: 'owner', owner: item.owner?.name ?? null });
  }
  if ('followUpAt' in body) {
    item.followUpAt = body.followUpAt as string | null;
    item.failedAttempts = 0;
    item.needsDecision = false;
    event({ ...by, type: 'followUp', followUpAt: item.followUpAt });
  }
  if (typeof body.note === 'string') event({ ...by, type: 'note', text: body.note });
  const link = body.link as { reference: string; decision: LinkDecision } | undefined;
  if (link) {
    item.duplicates = item.duplicates.map((one) =>
      one.reference === link.reference ? { ...one, state: link.decision } : one,
    );
    event({ ...by, type: 'link', reference: link.reference, state: link.decision });
  }
}

/** Serves `initial` and keeps what is written to it; `writes` lists every PATCH and POST body. */
export function serveItem(initial: InboxItem, thread: MessagesAnswer = { messages: [], unread: 0, plan: null }) {
  let item = structuredClone(initial);
  const writes: Write[] = [];
  const event = (entry: InboxEvent) => item.history.push(entry);
  const itemPath = `*/api/inbox/${initial.reference}`;
  server.use(
    http.get('*/api/inbox/colleagues', () => HttpResponse.json({ colleagues: [ME, COLLEAGUE] })),
    http.get(itemPath, () => HttpResponse.json({ item })),
    http.patch(itemPath, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      writes.push({ method: 'PATCH', body });
      if (body.version !== item.version)
        return HttpResponse.json({ error: ERROR_CODES.conflict, item }, { status: 409 });
      applyChange(item, body, event);
      item.version += 1;
      return HttpResponse.json({ item });
    }),
    http.post(`${itemPath}/attempts`, async ({ request }) => {
      const body = (await request.json()) as {
        version: number;
        channel: AttemptChannel;
        outcome: AttemptOutcome;
      } & Record<string, unknown>;
      writes.push({ method: 'POST', body });
      if (body.outcome === 'leftMessage' && item.rules?.leaveMessage === false)
        return HttpResponse.json({ error: ERROR_CODES.againstContactRules, item }, { status: 422 });
      if (body.version !== item.version)
        return HttpResponse.json({ error: ERROR_CODES.conflict, item }, { status: 409 });
      event({
        type: 'attempt',
        channel: body.channel,
        outcome: body.outcome,
        by: ME.name,
        at: new Date().toISOString(),
      });
      item.failedAttempts = isFailedOutcome(body.outcome) ? item.failedAttempts + 1 : 0;
      item.needsDecision = item.failedAttempts >= 5;
      if (item.stage === 'new') item.stage = 'inContact';
      // What the call decided, saved with it.
      const tried = ['version', 'channel', 'outcome'];
      applyChange(item, Object.fromEntries(Object.entries(body).filter(([key]) => !tried.includes(key))), event);
      item.version += 1;
      return HttpResponse.json({ item }, { status: 201 });
    }),
    http.get(`${itemPath}/messages`, () => HttpResponse.json(thread)),
    // An answer: emailed (this family chose email), and the item the writer's when it had none.
    http.post(`${itemPath}/messages`, async ({ request }) => {
      const body = (await request.json()) as { text: string };
      writes.push({ method: 'POST', body });
      const at = new Date().toISOString();
      thread.messages.push({ from: 'staff', at, text: body.text, by: ME.name, notice: 'emailed', noticeAt: null });
      thread.unread = 0;
      item.owner ??= ME;
      item.version += 1;
      return HttpResponse.json(thread, { status: 201 });
    }),
  );
  return {
    writes,
    current: () => item,
    /** Someone else's change, straight into the fake's store. */
    changeElsewhere: (change: (item: InboxItem) => void) => {
      item = structuredClone(item);
      change(item);
      item.version += 1;
    },
  };
}

interface RenderItemOptions {
  language?: 'ar' | 'en';
  now?: Date;
  /** The item's messages with its family (none by default). */
  thread?: MessagesAnswer;
}

/** The signed-in staff member (`ME`) on `item`'s page, at a fixed moment. */
export function renderItem(
  item: InboxItem,
  { language = 'en', now = FRIDAY_AFTERNOON, thread }: RenderItemOptions = {},
) {
  const api = serveItem(item, thread);
  useLanguageStore.setState({ chosen: language });
  useUserStore.getState().setUser({ id: ME.id, name: ME.name, email: 'alice@example.com' });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, gcTime: Infinity } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/protected/inbox/${item.reference}`]}>
        <InboxDetail reference={item.reference} clock={() => now} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, api, queryClient };
}
