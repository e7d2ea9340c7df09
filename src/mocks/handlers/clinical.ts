import type { ClinicalCase } from '#contracts/clinical';
import { CLINICAL_ENDPOINTS } from '#contracts/endpoints/clinical';
import { ERROR_CODES } from '#contracts/errors';
import type { InboxEvent } from '#contracts/inbox';
import type { StoredItem } from '#contracts/rules/inbox-list';
import { failure, mockEndpoints } from '../route';
import { findItem, inbox } from './inbox/store';

type Decision = Extract<InboxEvent, { type: 'clinical' }>;

/** An enquiry in the clinical shape, as the server answers it: no name, phone or email. */
function clinicalCase(item: StoredItem): ClinicalCase {
  const latest = item.history.findLast((event): event is Decision => event.type === 'clinical');
  return {
    reference: item.reference,
    receivedAt: item.receivedAt,
    language: item.language,
    stage: item.stage,
    programme: item.programme,
    forWhom: item.forWhom,
    relationship: item.relationship,
    personKnows: item.personKnows,
    message: typeof item.fields.message === 'string' ? item.fields.message : '',
    decision: latest
      ? {
          decision: latest.decision,
          alternatives: latest.alternatives,
          reason: latest.reason,
          by: latest.by,
          at: latest.at,
        }
      : null,
  };
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
    return item ? { item: clinicalCase(item) } : failure(404, ERROR_CODES.notFound);
  },
  decide: ({ params, body, account }) => {
    const item = enquiry(params.reference);
    if (!item) return failure(404, ERROR_CODES.notFound);
    const event: Decision = {
      type: 'clinical',
      decision: body.decision,
      alternatives: body.alternatives ?? null,
      reason: body.reason,
      by: account.name,
      at: new Date().toISOString(),
    };
    // As the server: a history line, no new version (an admissions write in progress still saves).
    const next = { ...item, history: [...item.history, event] };
    inbox.items = inbox.items.map((one) => (one === item ? next : one));
    return { item: clinicalCase(next) };
  },
});
