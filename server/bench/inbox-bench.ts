import { API_PATHS } from '#contracts/api-paths';
import type { InboxList } from '#contracts/inbox';
import { INBOX_PAGE } from '#contracts/inbox-schema';
import { timeStaff } from './staff-load';

/** An item the search by phone must find: bench-items.ts gives SW-B004567 the phone +971 50 765 4567. */
const PHONE_ITEM = 'SW-B004567';

const found = (what: string, test: (list: InboxList) => boolean) => (answer: unknown) =>
  test(answer as InboxList) ? null : `the answer holds no ${what}`;

/**
 * The admissions list as the inbox asks for it: unfiltered (its first page, INBOX_PAGE rows), a name typed in Latin letters
 * that must find it written in Arabic, and a phone typed in Arabic-Indic digits with its leading 0. Every
 * staff member at once, each with its own session (timeStaff).
 */
export async function measureInbox(url: string, cookies: readonly string[], seconds: number) {
  const first = await fetch(`${url}${API_PATHS.inbox}`, { headers: { cookie: cookies[0] ?? '' } });
  const { counts } = (await first.json()) as InboxList;
  const items = Object.values(counts.stages).reduce((sum, each) => sum + each, 0);
  const list = (query: string) => `${url}${API_PATHS.inbox}${query}`;
  const options = (check: ReturnType<typeof found>) => ({ seconds, check });
  return [
    await timeStaff(
      `GET /api/inbox (${items} items, first ${INBOX_PAGE})`,
      list(''),
      cookies,
      options(found('items', (answer) => answer.items.length > 0)),
    ),
    await timeStaff(
      `GET /api/inbox?q=Khalid (${items} items; finds خالد)`,
      list('?q=Khalid'),
      cookies,
      options(found('Arabic name', (answer) => answer.items.some((item) => item.name.startsWith('خالد')))),
    ),
    await timeStaff(
      `GET /api/inbox?q=٠٥٠٧٦٥٤٥٦٧ (${items} items; finds +971507654567)`,
      list(`?q=${encodeURIComponent('٠٥٠٧٦٥٤٥٦٧')}`),
      cookies,
      options(found(PHONE_ITEM, (answer) => answer.items.some((item) => item.reference === PHONE_ITEM))),
    ),
  ];
}
