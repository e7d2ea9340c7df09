import { useQueryClient, type MutationCacheNotifyEvent, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isUnauthorized } from '@/lib/api-client';

/**
 * True once any call of the logged-in area (navigation, inbox, a save) answers 401: the session
 * expired or was revoked. Then nothing fetched as that user stays in memory: the cache is
 * cleared once the screens that showed it are gone.
 */
export function useSessionEnded() {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const watch = (event: QueryCacheNotifyEvent | MutationCacheNotifyEvent) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error))
        setEnded(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe(watch);
    const stopMutations = queryClient.getMutationCache().subscribe(watch);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  useEffect(() => {
    if (ended) queryClient.clear();
  }, [ended, queryClient]);
  return ended;
}
