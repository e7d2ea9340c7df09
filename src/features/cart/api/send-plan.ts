import type { StayPlan } from '#contracts/stay-plan';
import { callEndpoint, importEndpoints } from '@/lib/api-client';

/** POST /api/family/plan: the signed-in family's stay plan, put on its enquiry for the team. Throws `ApiError`. */
export async function sendPlan(plan: StayPlan) {
  const { MESSAGE_ENDPOINTS } = await importEndpoints(() => import('#contracts/endpoints/messages'));
  await callEndpoint(MESSAGE_ENDPOINTS.familyPlan, { body: plan });
}
