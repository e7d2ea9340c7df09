import { useQuery } from '@tanstack/react-query';
import { FAMILY_ENDPOINTS } from '#contracts/endpoints/family';
import { callEndpoint } from '@/lib/api-client';
import { useFamily } from '@/stores/use-user-store';

/**
 * GET /api/family/session: the family's enquiry and where it stands, asked again on opening and on
 * return to the tab (the team moves it on). Never stored: only the reference lives in the browser.
 * A 401 (the session ended) reaches the layout, which says so.
 */
export function useFamilySession() {
  const reference = useFamily()?.reference ?? null;
  return useQuery({
    queryKey: ['family-session', reference] as const,
    queryFn: ({ signal }) => callEndpoint(FAMILY_ENDPOINTS.session, { signal }),
    enabled: reference !== null,
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}
