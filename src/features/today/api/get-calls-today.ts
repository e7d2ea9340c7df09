import { useQuery } from '@tanstack/react-query';
import { BOOKING_ENDPOINTS } from '#contracts/endpoints/bookings';
import { callEndpoint } from '@/lib/api-client';

/** GET /api/bookings/today: the calls booked for today, asked again on opening (families book all day). */
export function useCallsToday(enabled: boolean) {
  return useQuery({
    queryKey: ['calls-today'] as const,
    queryFn: ({ signal }) => callEndpoint(BOOKING_ENDPOINTS.callsToday, { signal }),
    enabled,
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}
