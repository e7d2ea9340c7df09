import type { FamilyUser } from '#contracts/family';
import type { WithdrawalRequest } from '#contracts/withdrawal';
import { callEndpoint, importEndpoints } from '@/lib/api-client';

/**
 * POST /api/family/login with the pair the receipt shows: the family's session (an HttpOnly
 * cookie) straight from the confirmation, without typing what they were just given. Throws `ApiError`.
 */
export async function openFamilySpace(request: WithdrawalRequest): Promise<FamilyUser> {
  const { FAMILY_ENDPOINTS } = await importEndpoints(() => import('#contracts/endpoints/family'));
  return (await callEndpoint(FAMILY_ENDPOINTS.login, { body: request })).family;
}
