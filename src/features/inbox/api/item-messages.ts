import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, importEndpoints } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { inboxKey } from './get-inbox';

const messageEndpoints = async () =>
  (await importEndpoints(() => import('#contracts/endpoints/messages'))).MESSAGE_ENDPOINTS;

/** Apart from the item's key: refreshing the item after a write does not read (and audit) the messages again. */
const itemMessagesKey = (userId: string | null, reference: string) => ['item-messages', userId, reference] as const;

/** GET /api/inbox/:reference/messages: the item's messages with its family (reading marks the family's read). */
export function useItemMessages(reference: string) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: itemMessagesKey(userId, reference),
    queryFn: async ({ signal }) =>
      callEndpoint((await messageEndpoints()).staffList, { params: { reference }, signal }),
    enabled: userId !== null,
    staleTime: 10_000,
  });
}

/** POST /api/inbox/:reference/messages: an answer to the family; the item (its owner, its stage) and the lists refresh. */
export function useAnswerFamily(reference: string) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      callEndpoint((await messageEndpoints()).staffSend, { params: { reference }, body: { text } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(itemMessagesKey(userId, reference), answer);
      void queryClient.invalidateQueries({ queryKey: inboxKey(userId) });
    },
  });
}
