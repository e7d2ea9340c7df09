import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { RequestOutcome } from '#contracts/data-requests';
import { REQUEST_ENDPOINTS, type loggedRequestSchema } from '#contracts/endpoints/requests';

export type LoggedRequest = z.input<typeof loggedRequestSchema>;

const requestsKey = (userId: string | null) => ['requests', userId] as const;

/**
 * The families' requests. The server records every reading (the list names references and holds
 * families' notes), so the page asks on opening and after each change; never on focus or reconnection.
 */
export function useRequests() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: requestsKey(userId),
    queryFn: ({ signal }) => callEndpoint(REQUEST_ENDPOINTS.list, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** A write of the desk; success or failure, the list is read again (a refusal is best read beside the current state). */
function useRequestsWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey(userId) }),
  });
}

/** POST /api/requests: one that came by telephone or email. */
export const useLogRequest = () =>
  useRequestsWrite((body: LoggedRequest) => callEndpoint(REQUEST_ENDPOINTS.log, { body }));

/** PATCH /api/requests/:id: answered or refused, with a note. */
export const useCloseRequest = () =>
  useRequestsWrite(({ id, outcome, note }: { id: string; outcome: RequestOutcome; note: string }) =>
    callEndpoint(REQUEST_ENDPOINTS.close, { params: { id }, body: { outcome, note } }),
  );

export type RequestsProblem = 'unknownReference' | 'closed' | 'invalid' | 'network' | 'server';

/** Why a write failed, as a wording key; null for a 401, which the logged-in layout answers. */
export function requestsProblem(error: unknown): RequestsProblem | null {
  if (!error) return null;
  if (!isApiError(error)) return 'server';
  if (error.kind === 'network') return 'network';
  if (error.kind !== 'http' || error.status >= 500) return 'server';
  if (error.status === 401) return null;
  if (error.status === 404) return 'unknownReference';
  if (error.status === 409) return 'closed';
  return 'invalid';
}
