import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, errorCode, isApiError } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { Breach, BreachChange, BreachCreate } from '#contracts/breaches';
import { BREACH_ENDPOINTS } from '#contracts/endpoints/breaches';
import { ERROR_CODES } from '#contracts/errors';

const breachesKey = (userId: string | null) => ['breaches', userId] as const;

/** GET /api/breaches: those still owing the regulator first. Idle while no user is stored. */
export function useBreaches() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: breachesKey(userId),
    queryFn: ({ signal }) => callEndpoint(BREACH_ENDPOINTS.list, { signal }),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** What a write sends: a new entry, or a change of entry `id` made on its `version`. */
export type BreachWrite = { id: null; body: BreachCreate } | { id: string; body: BreachChange };

const send = async (write: BreachWrite): Promise<Breach> => {
  const answer =
    write.id === null
      ? await callEndpoint(BREACH_ENDPOINTS.create, { body: write.body })
      : await callEndpoint(BREACH_ENDPOINTS.change, { params: { id: write.id }, body: write.body });
  return answer.breach;
};

/** A 409's entry as it is now, or null for any other failure. */
export function conflictOf(error: unknown): Breach | null {
  if (!isApiError(error) || errorCode(error) !== ERROR_CODES.conflict) return null;
  // The body is kept only when it reads as the table's 409: otherwise there is no entry to show.
  return (error.body as { breach?: Breach } | undefined)?.breach ?? null;
}

/** Records or changes an entry; success or failure, the register is read again. */
export function useSaveBreach() {
  const queryClient = useQueryClient();
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: breachesKey(userId) }),
  });
}
