import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUserStore } from '@/stores/use-user-store';
import { getArrivals } from '../api/get-arrivals';
import { inboxKey } from '../api/get-inbox';

/** How often an open inbox asks for new items: a new enquiry shows within this, while the tab is in view. */
export const ARRIVALS_POLL_MS = 5_000;
/** Before anything is known: every item counts, so an empty inbox's first enquiry is seen too. */
const DAWN = '1970-01-01T00:00:00.000Z';

/**
 * Items that arrived since the list was last shown, asked every ARRIVALS_POLL_MS (not while the tab
 * is hidden; again on focus). Counts only: the trail records the list `show` brings, not each question.
 */
export function useNewArrivals() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  // The newest arrival the shown list holds; undefined until the first answer says it.
  const [shown, setShown] = useState<string | undefined>(undefined);
  const arrivals = useQuery({
    queryKey: [...inboxKey(userId), 'arrivals', shown ?? DAWN],
    queryFn: ({ signal }) => getArrivals(shown ?? DAWN, { signal }),
    enabled: userId !== null,
    refetchInterval: ARRIVALS_POLL_MS,
  });
  if (shown === undefined && arrivals.data) setShown(arrivals.data.latest ?? DAWN);
  const count = shown === undefined ? 0 : (arrivals.data?.count ?? 0);
  const show = () => {
    setShown(arrivals.data?.latest ?? shown);
    void queryClient.invalidateQueries({ queryKey: [...inboxKey(userId), 'list'] });
  };
  return { count, show };
}
