import { importEndpoints } from '@/lib/api-client';

/** The family's endpoints, with their schemas and zod, load with the first call, not with the visitor's /login page. */
export const familyEndpoints = async () =>
  (await importEndpoints(() => import('#contracts/endpoints/family'))).FAMILY_ENDPOINTS;
