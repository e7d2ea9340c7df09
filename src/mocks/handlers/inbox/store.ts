import type { StaffRef } from '#contracts/inbox';
import { can } from '#contracts/roles';
import { interpretDemo } from '#contracts/rules/demo-inbox';
import { arrivalFlags, itemAnswer, type StoredItem } from '#contracts/rules/inbox-list';
import { PIPELINE_DEFAULTS } from '#contracts/rules/pipeline-rules';
import { DEMO_USER, staff } from '../../staff';
import { mockState } from '../../state';

/** The staff an item can be given to, as the server answers them: enabled members who may work the inbox. */
export const mockColleagues = (): StaffRef[] =>
  staff.accounts
    .filter((one) => !one.disabled && can(one.role, 'inbox'))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** The demo inbox at `at` (ms), as the fixture's one reading leaves it, with the flags its arrivals raise. */
function seedInbox(at: number) {
  const demoOwner = mockColleagues().find((colleague) => colleague.id === DEMO_USER.id) ?? null;
  const items = interpretDemo(at).map(({ sample, item }) => ({ ...item, owner: sample.mine ? demoOwner : null }));
  return { items, links: arrivalFlags(items) };
}

/** The mock's inbox, its times counted back from now (tests set the clock first). */
export const inbox = mockState(() => seedInbox(Date.now()));

export const findItem = (reference: string) => inbox.items.find((item) => item.reference === reference);

/** The item as the server answers it at `now`. */
export const itemView = (item: StoredItem, now = new Date()) =>
  itemAnswer(item, { links: inbox.links, find: findItem, now, maxFailedAttempts: PIPELINE_DEFAULTS.maxFailedAttempts });

/** Stores `next`, one version on, and answers it as the server would. */
export function save(next: StoredItem) {
  const saved = { ...next, version: next.version + 1 };
  inbox.items = inbox.items.map((item) => (item.reference === saved.reference ? saved : item));
  return { item: itemView(saved) };
}
