import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_ENDPOINTS } from '#contracts/endpoints/messages';
import { callEndpoint } from '@/lib/api-client';
import { useFamily } from '@/stores/use-user-store';

const familyMessagesKey = (reference: string | null) => ['family-messages', reference] as const;

/** GET /api/family/messages: the family's messages with the team, asked again on return to the tab. */
export function useFamilyMessages() {
  const reference = useFamily()?.reference ?? null;
  return useQuery({
    queryKey: familyMessagesKey(reference),
    queryFn: ({ signal }) => callEndpoint(MESSAGE_ENDPOINTS.familyList, { signal }),
    enabled: reference !== null,
    staleTime: 30_000,
  });
}

/** POST /api/family/messages: the answer is the thread with the new message in it. */
export function useSendFamilyMessage() {
  const reference = useFamily()?.reference ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callEndpoint(MESSAGE_ENDPOINTS.familySend, { body: { text } }),
    onSuccess: (answer) => queryClient.setQueryData(familyMessagesKey(reference), answer),
  });
}
