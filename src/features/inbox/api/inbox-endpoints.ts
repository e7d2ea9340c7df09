import { importEndpoints } from '@/lib/api-client';

/** The inbox's endpoints, with their schemas and zod, load with the first call, not with the staff layout's badge. */
export const inboxEndpoints = async () =>
  (await importEndpoints(() => import('#contracts/endpoints/inbox'))).INBOX_ENDPOINTS;
