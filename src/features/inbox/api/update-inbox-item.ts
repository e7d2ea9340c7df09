import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, errorCode, isApiError } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';
import { useUserStore } from '@/stores/use-user-store';
import { ERROR_CODES } from '#contracts/errors';
import type { InboxItem } from '#contracts/inbox';
import type { InboxChange } from '#contracts/inbox-schema';
import { inboxKey } from './get-inbox';
import { inboxItemKey } from './get-inbox-item';
import { inboxEndpoints } from './inbox-endpoints';

/** A PATCH's body: the version it was made on and what changes (a stage, an owner, a follow-up, a note, a link decision). */
export type InboxUpdate = InboxChange;

/** Someone else saved first: the server's newer item comes with it. */
export class InboxConflict extends Error {
  constructor(readonly item: InboxItem) {
    super('conflict');
    this.name = 'InboxConflict';
  }
}

/** The server refused the change for what it is (a message against the family's rules): the current item comes with it. */
export class InboxRefused extends Error {
  constructor(
    readonly code: typeof ERROR_CODES.againstContactRules,
    readonly item: InboxItem,
  ) {
    super(code);
    this.name = 'InboxRefused';
  }
}

/** The item a refused write comes with (409, or 422 against the rules), as the endpoint's refusal schema read it. */
function currentItem(error: unknown): InboxItem | null {
  if (!isApiError(error) || error.kind !== 'http' || !isPlainObject(error.body)) return null;
  return isPlainObject(error.body.item) ? (error.body.item as unknown as InboxItem) : null;
}

/**
 * Sends one write and answers the item it answers with. A 409 becomes an `InboxConflict` and a 422
 * against the family's rules an `InboxRefused`, each with the current item; anything else is thrown as it came.
 */
export async function writeInboxItem(send: () => Promise<{ item: InboxItem }>): Promise<InboxItem> {
  try {
    return (await send()).item;
  } catch (error) {
    const current = currentItem(error);
    if (current && isApiError(error) && error.status === 409) throw new InboxConflict(current);
    if (current && errorCode(error) === ERROR_CODES.againstContactRules)
      throw new InboxRefused(ERROR_CODES.againstContactRules, current);
    throw error;
  }
}

export const updateInboxItem = (reference: string, update: InboxUpdate) =>
  writeInboxItem(async () => callEndpoint((await inboxEndpoints()).change, { params: { reference }, body: update }));

/**
 * After a write (or a conflict, or a refusal, which bring the current item): the item shown becomes
 * the server's, and every other inbox query (lists, counts, other items) is refetched; colleagues stay.
 */
export function settleInboxItem(queryClient: QueryClient, userId: string | null, item: InboxItem) {
  queryClient.setQueryData(inboxItemKey(userId, item.reference), item);
  void queryClient.invalidateQueries({
    queryKey: inboxKey(userId),
    predicate: ({ queryKey }) =>
      queryKey[2] !== 'colleagues' && !(queryKey[2] === 'item' && queryKey[3] === item.reference),
  });
}

/** A hook's `onSuccess` and `onError` that settle the item as above. */
export function useSettleInboxItem() {
  const queryClient = useQueryClient();
  const userId = useUserStore((state) => state.user?.id ?? null);
  const settle = (item: InboxItem) => settleInboxItem(queryClient, userId, item);
  return {
    onSuccess: settle,
    onError: (error: unknown) => {
      if (error instanceof InboxConflict || error instanceof InboxRefused) settle(error.item);
    },
  };
}

/** A change to the item: a stage, an owner, a follow-up, a note or a duplicate decision. */
export function useUpdateInboxItem(reference: string) {
  return useMutation({
    mutationFn: (update: InboxUpdate) => updateInboxItem(reference, update),
    ...useSettleInboxItem(),
  });
}
