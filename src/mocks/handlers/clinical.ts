import type { ClinicalCase } from '#contracts/clinical';
import { CLINICAL_ENDPOINTS } from '#contracts/endpoints/clinical';
import type { InboxEvent } from '#contracts/inbox';
import type { StoredItem } from '#contracts/rules/inbox-list';
import { mockEndpoints, notFound } from '../route';
import { findItem, inbox } from './inbox/store';

type Decision = Extract<InboxEvent, { type: 'clinical' }>;

/** An enquiry in the clinical shape (the schema leaves out its name, phone and email), with its latest decision. */
function clinicalCase(item: StoredItem): ClinicalCase {
  const decision = item.history.findLast((event): event is Decision => event.type === 'clinical') ?? null;
  const message = typeof item.fields.message === 'string' ? item.fields.message : '';
  return { ...item, message, decision };
}

const enquiry = (reference: string) => {
  const item = findItem(reference);
  return item?.kind === 'enquiry' ? item : undefined;
};

/** The clinical review over the mock inbox: assessments booked and not yet decided, oldest first. */
export const clinicalHandlers = mockEndpoints(CLINICAL_ENDPOINTS, {
  queue: () => ({
    items: inbox.items
      .filter((item) => item.kind === 'enquiry' && item.stage === 'assessmentBooked')
      .map(clinicalCase)
      .filter((one) => one.decision === null)
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)),
  }),
  item: ({ params }) => {
    const item = enquiry(params.reference);
    return item ? { item: clinicalCase(item) } : notFound();
  },
  decide: ({ params, body, account }) => {
    const item = enquiry(params.reference);
    if (!item) return notFound();
    const at = new Date().toISOString();
    const event: Decision = { type: 'clinical', alternatives: null, ...body, by: account.name, at };
    // As the server: a history line, no new version (an admissions write in progress still saves).
    item.history.push(event);
    return { item: clinicalCase(item) };
  },
});
