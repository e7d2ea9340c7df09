import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_ENDPOINTS } from '#contracts/endpoints/bookings';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST /api/inbox/:reference/booking/missed: no answer at the booked time, logged as a try on the
 * item's `version`. The item, its booking, Today and the lists all change: everything is fetched again.
 */
export function useMissedCall(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callEndpoint(BOOKING_ENDPOINTS.missedCall, { params: { reference }, body: { version } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
