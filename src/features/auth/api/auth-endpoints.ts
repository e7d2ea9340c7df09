import { importEndpoints } from '@/lib/api-client';

/** Sign-in's endpoints, with their schemas and zod, load with the first call, not with the visitor's /login page. */
export const authEndpoints = async () =>
  (await importEndpoints(() => import('#contracts/endpoints/auth'))).AUTH_ENDPOINTS;

/** The invitation's endpoints (POST /api/join, /api/join/accept), loaded the same way. */
export const joinEndpoints = async () =>
  (await importEndpoints(() => import('#contracts/endpoints/accounts'))).ACCOUNT_ENDPOINTS;
