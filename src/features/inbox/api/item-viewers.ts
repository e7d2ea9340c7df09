import { useQuery } from '@tanstack/react-query';
import { VIEWER_BEAT_SECONDS } from '#contracts/endpoints/inbox';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { inboxKey } from './get-inbox';
import { inboxEndpoints } from './inbox-endpoints';

/**
 * POST /api/inbox/:reference/viewers, every few seconds while the item is open (in a background
 * tab too: it is still open there): says the reader has it open, and answers who else has.
 */
export function useItemViewers(reference: string) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: [...inboxKey(userId), 'viewers', reference],
    queryFn: async ({ signal }) =>
      (await callEndpoint((await inboxEndpoints()).viewers, { params: { reference }, signal })).viewers,
    refetchInterval: VIEWER_BEAT_SECONDS * 1000,
    refetchIntervalInBackground: true,
    enabled: userId !== null,
  });
}
