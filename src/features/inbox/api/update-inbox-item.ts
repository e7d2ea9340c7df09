import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, isApiError } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { InboxItem, InboxStatus } from '#contracts/inbox';
import { inboxKey } from './get-inbox';
import { inboxItemPath } from '#contracts/api-paths';
import { inboxItemKey } from './get-inbox-item';

export interface InboxUpdate {
  version: number;
  status?: InboxStatus;
  note?: string;
}

/** Someone else saved first: the server's newer item comes with it. */
export class InboxConflict extends Error {
  constructor(readonly item: InboxItem) {
    super('conflict');
    this.name = 'InboxConflict';
  }
}

export async function updateInboxItem(reference: string, update: InboxUpdate): Promise<InboxItem> {
  const { parseInboxItem } = await import('./inbox-schema');
  try {
    return parseInboxItem(await apiPatch(inboxItemPath(reference), update));
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 409) {
      let newer: InboxItem;
      try {
        newer = parseInboxItem(error.body);
      } catch {
        throw error;
      }
      throw new InboxConflict(newer);
    }
    throw error;
  }
}

/**
 * A status change or a note. On success, and on a conflict, the item shown becomes the server's
 * and every inbox list (and the navigation's count) is refetched.
 */
export function useUpdateInboxItem(reference: string) {
  const queryClient = useQueryClient();
  const userId = useUserStore((state) => state.user?.id ?? null);
  const settle = (item: InboxItem) => {
    queryClient.setQueryData(inboxItemKey(userId, reference), item);
    void queryClient.invalidateQueries({
      queryKey: inboxKey(userId),
      predicate: (query) => query.queryKey[2] === 'list',
    });
  };
  return useMutation({
    mutationFn: (update: InboxUpdate) => updateInboxItem(reference, update),
    onSuccess: settle,
    onError: (error) => {
      if (error instanceof InboxConflict) settle(error.item);
    },
  });
}
