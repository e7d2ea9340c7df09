import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { InboxAttemptBody } from '#contracts/inbox-schema';
import { inboxEndpoints } from './inbox-endpoints';
import { useSettleInboxItem, writeInboxItem } from './update-inbox-item';

/** POST /api/inbox/:reference/attempts: one try to reach the family, with the version it was made on. */
export const logAttempt = (reference: string, attempt: InboxAttemptBody) =>
  writeInboxItem(async () => callEndpoint((await inboxEndpoints()).attempt, { params: { reference }, body: attempt }));

/** Logs a try to reach the family; like a change, it settles the item and refreshes the lists. */
export function useLogAttempt(reference: string) {
  return useMutation({
    mutationFn: (attempt: InboxAttemptBody) => logAttempt(reference, attempt),
    ...useSettleInboxItem(),
  });
}
