import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, importEndpoints } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { SavedView } from '#contracts/saved-views';

const endpoints = async () =>
  (await importEndpoints(() => import('#contracts/endpoints/saved-views'))).SAVED_VIEW_ENDPOINTS;

/** Its own key, not under the inbox's: an item's write refreshes the list, never these. */
const savedViewsKey = (userId: string | null) => ['inbox-views', userId] as const;

/** The signed-in member's saved views of the list; idle while no user is stored. */
export function useSavedViews() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: savedViewsKey(userId),
    queryFn: async ({ signal }) => (await callEndpoint((await endpoints()).views, { signal })).views,
    enabled: userId !== null,
    staleTime: Infinity,
  });
}

/** Saves the member's views whole (a new one, a new default, one removed): the list shown becomes the server's answer. */
export function useSaveViews() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (views: SavedView[]) =>
      (await callEndpoint((await endpoints()).saveViews, { body: { views } })).views,
    onSuccess: (views) => queryClient.setQueryData(savedViewsKey(userId), views),
  });
}
