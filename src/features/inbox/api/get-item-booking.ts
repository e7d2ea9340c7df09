import { useQuery } from '@tanstack/react-query';
import { BOOKING_ENDPOINTS } from '#contracts/endpoints/bookings';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { inboxItemKey } from './get-inbox-item';

/** GET /api/inbox/:reference/booking: the family's call still ahead; under the item's key, so it refreshes with it. */
export function useItemBooking(reference: string) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: [...inboxItemKey(userId, reference), 'booking'] as const,
    queryFn: ({ signal }) => callEndpoint(BOOKING_ENDPOINTS.itemBooking, { params: { reference }, signal }),
    enabled: userId !== null,
    staleTime: 10_000,
  });
}
