import { callEndpoint } from '@/lib/api-client';
import type { InboxArrivals } from '#contracts/inbox';
import { inboxEndpoints } from './inbox-endpoints';

/** GET /api/inbox/arrivals: how many items arrived after `since`, and when the newest did. */
export async function getArrivals(since: string, { signal }: { signal?: AbortSignal } = {}): Promise<InboxArrivals> {
  const { arrivals } = await inboxEndpoints();
  return callEndpoint(arrivals, { query: { since }, signal });
}
