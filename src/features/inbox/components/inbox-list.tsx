import { LAPTOP_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useState } from 'react';
import { INBOX_MAX_ROWS, INBOX_PAGE } from '#contracts/inbox-schema';
import { inboxSearch, useInbox } from '../api/get-inbox';
import { useDefaultView } from '../hooks/use-default-view';
import { useInboxFilter } from '../hooks/use-inbox-filter';
import { useNewArrivals } from '../hooks/use-new-arrivals';
import { InboxFilters } from './inbox-filters';
import { InboxResults } from './inbox-results';
import { KeyboardHelp } from './keyboard-help';
import { NewItemsNotice } from './new-items-notice';
import { SavedViews } from './saved-views';

/**
 * The admissions inbox: late items first, then newest; filtered by stage, owner and next step, and
 * searched by name, phone or reference. The filters live in the address, so Back and a reload keep
 * them; a member's saved views set them in one press, and the default one opens the list. With every stage shown the rows are grouped under their stage with its count; cards on
 * phones, a table from laptop width. A page of rows at first, a page more at each "Show more".
 * Keys: "/" searches, j and k move between rows, "?" lists them.
 */
export function InboxList() {
  const { filter, typed, update } = useInboxFilter();
  const limit = useShownRows(inboxSearch(filter).toString());
  const inbox = useInbox(filter, limit.rows);
  const wide = useMediaQuery(LAPTOP_QUERY);
  const arrivals = useNewArrivals();
  useDefaultView(update);
  return (
    <div className="flex flex-col gap-6">
      <SavedViews filter={filter} onChange={update} />
      <InboxFilters filter={filter} typed={typed} counts={inbox.data?.counts} onChange={update} />
      <KeyboardHelp />
      <NewItemsNotice count={arrivals.count} onShow={arrivals.show} />
      <InboxResults
        state={inbox}
        wide={wide}
        grouped={filter.stage === null}
        narrowed={filter.q.trim() !== '' ? 'search' : filter.stage || filter.owner || filter.due ? 'filter' : null}
        onRetry={() => void inbox.refetch()}
        onMore={limit.more}
      />
    </div>
  );
}

/**
 * How many rows the list asks for: a page, a page more at each `more()` up to the most one answer
 * holds (then `more` is null), a page again when the filter (`key`) changes.
 */
function useShownRows(key: string) {
  const [shown, setShown] = useState({ key, rows: INBOX_PAGE });
  const rows = shown.key === key ? shown.rows : INBOX_PAGE;
  const more = () => setShown({ key, rows: Math.min(rows + INBOX_PAGE, INBOX_MAX_ROWS) });
  return { rows, more: rows < INBOX_MAX_ROWS ? more : null };
}
