import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { CLINICAL_ENDPOINTS, type ClinicalDecisionBody } from '#contracts/endpoints/clinical';

const queueKey = (userId: string | null) => ['clinical-review', userId] as const;

/**
 * The enquiries waiting for a clinical decision. The server records every reading (the list holds
 * families' words), so the page asks on opening and after a decision, never on focus or reconnection.
 */
export function useClinicalQueue() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: queueKey(userId),
    queryFn: ({ signal }) => callEndpoint(CLINICAL_ENDPOINTS.queue, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** POST …/decision; the list is read again after it, so a decided enquiry leaves it. */
export function useRecordDecision() {
  const queryClient = useQueryClient();
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: ({ reference, body }: { reference: string; body: ClinicalDecisionBody }) =>
      callEndpoint(CLINICAL_ENDPOINTS.decide, { params: { reference }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey(userId) }),
  });
}

export type DecisionProblem = 'gone' | 'invalid' | 'network' | 'server';

/** Why a decision was not saved, as a wording key; null for a 401, which the logged-in layout answers. */
export function decisionProblem(error: unknown): DecisionProblem | null {
  if (!error) return null;
  if (!isApiError(error)) return 'server';
  if (error.kind === 'network') return 'network';
  if (error.kind !== 'http' || error.status >= 500) return 'server';
  if (error.status === 401) return null;
  if (error.status === 404) return 'gone';
  return 'invalid';
}
