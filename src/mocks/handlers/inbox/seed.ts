import { respondBy } from '#contracts/clock';
import { DEMO_ACCOUNT, DEMO_SAMPLES, type DemoSample } from '#contracts/demo';
import { firstStage, inboxFields, type InboxEvent, type InboxItem, type StaffRef } from '#contracts/inbox';
import { isFailedOutcome, type LinkState, type MatchReason } from '#contracts/pipeline';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import { DEMO_USER } from '../auth';

/** The server's defaults (FIRST_RESPONSE_MINUTES, MAX_FAILED_ATTEMPTS). */
export const FIRST_RESPONSE_MINUTES = 60;
export const MAX_FAILED_ATTEMPTS = 5;

/** Who an item can be assigned to: the demo account, and one colleague to hand items to. */
export const COLLEAGUES: StaffRef[] = [
  { id: DEMO_USER.id, name: DEMO_ACCOUNT.name },
  { id: '2', name: 'Reem Khalil' },
];

/** A flag that `reference` (the later item) looks like the same family as `other`. */
export interface MockLink {
  reference: string;
  other: string;
  reasons: MatchReason[];
  state: LinkState;
}

/** What the mock keeps of an item; what follows from the clock and the links is worked out when read. */
export type StoredItem = Omit<InboxItem, 'overdue' | 'needsDecision' | 'duplicateFlags' | 'duplicates'>;

/**
 * Names the mock knows to be the same across scripts: the server's matching module (server/inbox)
 * is not the client's to import, and the demo needs only its one pair.
 */
const SAME_NAMES = [['SW-6MJ2C', 'SW-4F7K2']];

/** A demo sample as the server's seed and pipeline would have stored it, `at` being the seeding moment. */
function storedItem(sample: DemoSample, at: number): StoredItem {
  const ago = (hours: number) => new Date(at - hours * 3_600_000).toISOString();
  const arrival = ago(sample.hoursAgo);
  const history: InboxEvent[] = [
    { type: 'stage', stage: firstStage(sample), closeReason: null, by: 'system', at: arrival },
  ];
  let failedAttempts = 0;
  for (const event of sample.events) {
    const by = { by: DEMO_ACCOUNT.name, at: ago(event.hoursAgo) };
    if (event.attempt) {
      history.push({ ...by, type: 'attempt', ...event.attempt });
      failedAttempts = isFailedOutcome(event.attempt.outcome) ? failedAttempts + 1 : 0;
    }
    if (event.stage) history.push({ ...by, type: 'stage', stage: event.stage, closeReason: event.closeReason ?? null });
    if (event.note) history.push({ ...by, type: 'note', text: event.note });
  }
  const [firstEvent] = sample.events;
  return {
    reference: sample.reference,
    kind: sample.kind,
    stage: sample.stage,
    closeReason: sample.closeReason ?? null,
    receivedAt: arrival,
    name: sample.name,
    forWhom: sample.forWhom,
    contactMethod: sample.contactMethod,
    preferredTime: sample.preferredTime,
    programme: sample.programme,
    language: sample.language,
    version: sample.events.length + 1,
    owner: sample.mine ? COLLEAGUES[0]! : null,
    respondBy: respondBy(new Date(arrival), FIRST_RESPONSE_MINUTES, RESPONSE_HOURS).toISOString(),
    firstResponseAt: firstEvent ? ago(firstEvent.hoursAgo) : null,
    followUpAt: null,
    failedAttempts,
    fields: inboxFields(sample),
    phone: sample.phone,
    email: sample.email,
    rules: sample.discretion ? { ...sample.discretion, channel: sample.contactMethod } : null,
    relationship: sample.relationship ?? null,
    personKnows: sample.personKnows ?? null,
    heardFrom: null,
    history,
  };
}

const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

/** Each later item flagged against the earlier ones with the same phone digits, email or (known) name; never spam. */
function seedLinks(items: StoredItem[]): MockLink[] {
  const links: MockLink[] = [];
  const oldestFirst = [...items]
    .filter((item) => item.stage !== 'spam')
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  oldestFirst.forEach((item, index) => {
    for (const earlier of oldestFirst.slice(0, index)) {
      const reasons: MatchReason[] = [];
      if (digits(item.phone) !== '' && digits(item.phone) === digits(earlier.phone)) reasons.push('phone');
      if (item.email && item.email.toLowerCase() === earlier.email?.toLowerCase()) reasons.push('email');
      if (SAME_NAMES.some(([a, b]) => a === item.reference && b === earlier.reference)) reasons.push('name');
      if (reasons.length > 0)
        links.push({ reference: item.reference, other: earlier.reference, reasons, state: 'flagged' });
    }
  });
  return links;
}

/** The demo inbox as it stands `at` (ms): every sample, and the flags between them. */
export function seedInbox(at: number) {
  const items = DEMO_SAMPLES.map((sample) => storedItem(sample, at));
  return { items, links: seedLinks(items) };
}
