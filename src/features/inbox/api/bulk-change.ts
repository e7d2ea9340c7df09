import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxSummary } from '#contracts/inbox';
import { useUserStore } from '@/stores/use-user-store';
import { inboxKey } from './get-inbox';
import { InboxConflict, updateInboxItem } from './update-inbox-item';
import type { InboxChange } from '#contracts/inbox-schema';

/** What a change to several items came to: the references saved, changed meanwhile (left as they are), or failed. */
export interface BulkOutcome {
  saved: string[];
  changed: string[];
  failed: string[];
}

/**
 * One change to several items, each a PATCH on the version the list showed, one after another
 * (each its own line in the history and the trail). An item someone changed meanwhile is left as
 * it is and named, as one page's conflict is; the lists are asked again once all are sent.
 */
export function useBulkChange() {
  const queryClient = useQueryClient();
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: async ({
      items,
      change,
    }: {
      items: Pick<InboxSummary, 'reference' | 'version'>[];
      change: Omit<InboxChange, 'version'>;
    }) => {
      const outcome: BulkOutcome = { saved: [], changed: [], failed: [] };
      for (const { reference, version } of items) {
        try {
          await updateInboxItem(reference, { version, ...change });
          outcome.saved.push(reference);
        } catch (error) {
          outcome[error instanceof InboxConflict ? 'changed' : 'failed'].push(reference);
        }
      }
      return outcome;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey(userId) }),
  });
}
