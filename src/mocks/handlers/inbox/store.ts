import type { InboxItem, StaffRef } from '#contracts/inbox';
import type { LinkState, MatchReason } from '#contracts/pipeline';
import { can } from '#contracts/roles';
import { interpretDemo } from '#contracts/rules/demo-inbox';
import { matchKeys, sharedKeys } from '#contracts/rules/match-keys';
import { isOverdue, needsDecision, PIPELINE_DEFAULTS } from '#contracts/rules/pipeline-rules';
import { DEMO_USER, staff } from '../../staff';

/** A flag that `reference` (the later item) looks like the same family as `other`. */
interface MockLink {
  reference: string;
  other: string;
  reasons: MatchReason[];
  state: LinkState;
}

/** What the mock keeps of an item; what follows from the clock and the links is worked out when read. */
export type StoredItem = Omit<InboxItem, 'overdue' | 'needsDecision' | 'duplicateFlags' | 'duplicates'>;

/** The staff an item can be given to, as the server answers them: enabled members who may work the inbox. */
export const mockColleagues = (): StaffRef[] =>
  staff.accounts
    .filter((one) => !one.disabled && can(one.role, 'inbox'))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** The demo inbox at `at` (ms), as the fixture's one reading leaves it, with the flags the server's start would raise. */
function seedInbox(at: number) {
  const demoOwner = mockColleagues().find((colleague) => colleague.id === DEMO_USER.id) ?? null;
  const items: StoredItem[] = interpretDemo(at).map(({ sample, item }) => ({
    ...item,
    owner: sample.mine ? demoOwner : null,
  }));
  // Each later item against the earlier ones, never spam.
  const oldestFirst = items
    .filter((item) => item.stage !== 'spam')
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const links = oldestFirst.flatMap((item, index) =>
    oldestFirst.slice(0, index).flatMap((earlier): MockLink[] => {
      const reasons = sharedKeys(matchKeys(item), matchKeys(earlier));
      return reasons.length > 0
        ? [{ reference: item.reference, other: earlier.reference, reasons, state: 'flagged' }]
        : [];
    }),
  );
  return { items, links };
}

/** The mock's inbox, in memory until the page reloads (or a test resets it). */
export const inbox = seedInbox(Date.now());

/** Puts the sample inbox back, its times counted back from `at` (tests set the clock first). */
export function resetMockInbox(at = Date.now()) {
  Object.assign(inbox, seedInbox(at));
}

export const findItem = (reference: string) => inbox.items.find((item) => item.reference === reference);

/** The flag between `reference` and `other`, either way round. */
export const linkBetween = (reference: string, other: string) =>
  inbox.links.find((link) => [link.reference, link.other].sort().join() === [reference, other].sort().join());

/** The item as the server answers it at `now`: late or not, waiting for a decision, and its flags. */
export function itemView(item: StoredItem, now = new Date()): InboxItem {
  const links = inbox.links.filter((link) => link.reference === item.reference || link.other === item.reference);
  const duplicates = links.flatMap((link) => {
    const other = findItem(link.reference === item.reference ? link.other : link.reference);
    if (!other) return [];
    const { reference, name, receivedAt, stage } = other;
    return [{ reference, name, receivedAt, stage, reasons: link.reasons, state: link.state }];
  });
  return {
    ...item,
    overdue: isOverdue(item, now),
    needsDecision: needsDecision(item, PIPELINE_DEFAULTS.maxFailedAttempts),
    duplicateFlags: links.filter((link) => link.state === 'flagged').length,
    duplicates: duplicates.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)),
  };
}

/** Stores `next`, one version on, and answers it as the server would. */
export function save(next: StoredItem) {
  const saved = { ...next, version: next.version + 1 };
  inbox.items = inbox.items.map((item) => (item.reference === saved.reference ? saved : item));
  return { item: itemView(saved) };
}
