import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { Availability } from '#contracts/bookings';
import { BOOKING_ENDPOINTS } from '#contracts/endpoints/bookings';

const availabilityKey = ['availability', 'own'] as const;

/** GET /api/availability: one's own call-back hours, or null before they are first set. */
export function useOwnAvailability() {
  return useQuery({
    queryKey: availabilityKey,
    queryFn: ({ signal }) => callEndpoint(BOOKING_ENDPOINTS.ownAvailability, { signal }),
  });
}

/** PUT /api/availability: the whole week, leave and languages at once; the answer is what is now held. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) => callEndpoint(BOOKING_ENDPOINTS.setAvailability, { body: availability }),
    onSuccess: (answer) => queryClient.setQueryData(availabilityKey, answer),
  });
}
