import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKING_ENDPOINTS } from '#contracts/endpoints/bookings';
import { callEndpoint } from '@/lib/api-client';
import { useFamily } from '@/stores/use-user-store';

const slotsKey = (reference: string | null) => ['family-slots', reference] as const;

/** GET /api/family/slots: the times the family may book and its booking, asked again on opening (others book meanwhile). */
export function useFamilySlots() {
  const reference = useFamily()?.reference ?? null;
  return useQuery({
    queryKey: slotsKey(reference),
    queryFn: ({ signal }) => callEndpoint(BOOKING_ENDPOINTS.slots, { signal }),
    enabled: reference !== null,
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}

/** A change to the family's call: book or move it to `startsAt`, or cancel it. */
export type BookingChange = { kind: 'book' | 'move'; startsAt: string } | { kind: 'cancel' };

/** POST, PATCH or DELETE /api/family/booking; afterwards the slots and where things stand are read again. Throws `ApiError`. */
export function useChangeBooking() {
  const reference = useFamily()?.reference ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: BookingChange) => {
      if (change.kind === 'cancel') return callEndpoint(BOOKING_ENDPOINTS.cancel, {});
      const spec = change.kind === 'book' ? BOOKING_ENDPOINTS.book : BOOKING_ENDPOINTS.move;
      return callEndpoint(spec, { body: { startsAt: change.startsAt } });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotsKey(reference) }),
        queryClient.invalidateQueries({ queryKey: ['family-session'] }),
      ]),
  });
}
