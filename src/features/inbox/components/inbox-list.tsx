import { LAPTOP_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useInbox } from '../api/get-inbox';
import { useInboxFilter } from '../hooks/use-inbox-filter';
import { useNewArrivals } from '../hooks/use-new-arrivals';
import { InboxFilters } from './inbox-filters';
import { InboxResults } from './inbox-results';
import { NewItemsNotice } from './new-items-notice';

/**
 * The admissions inbox: late items first, then newest; filtered by stage, owner and next step, and
 * searched by name, phone or reference. The filters live in the address, so Back and a reload keep
 * them. With every stage shown the rows are grouped under their stage with its count; cards on
 * phones, a table from laptop width.
 */
export function InboxList() {
  const { filter, typed, update } = useInboxFilter();
  const inbox = useInbox(filter);
  const wide = useMediaQuery(LAPTOP_QUERY);
  const arrivals = useNewArrivals();
  return (
    <div className="flex flex-col gap-6">
      <InboxFilters filter={filter} typed={typed} counts={inbox.data?.counts} onChange={update} />
      <NewItemsNotice count={arrivals.count} onShow={arrivals.show} />
      <InboxResults
        state={inbox}
        wide={wide}
        grouped={filter.stage === null}
        narrowed={filter.q.trim() !== '' ? 'search' : filter.stage || filter.owner || filter.due ? 'filter' : null}
        onRetry={() => void inbox.refetch()}
      />
    </div>
  );
}
