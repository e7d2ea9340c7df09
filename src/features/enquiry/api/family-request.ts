import type { z } from 'zod';
import type { RequestKind } from '#contracts/data-requests';
import type { familyRequestAnswerSchema } from '#contracts/endpoints/requests';
import type { WithdrawalRequest } from '#contracts/withdrawal';
import { callEndpoint, importEndpoints } from '@/lib/api-client';
import { refusal } from './withdrawal';

export type FamilyRequestAnswer = z.output<typeof familyRequestAnswerSchema>;

/**
 * POST /api/withdrawal/requests: a request about the family's data, with its reference and code; a
 * copy comes back at once. Throws `NothingFound`, `RateLimited` or `ApiError`, as withdrawal does.
 */
export async function sendFamilyRequest(
  request: WithdrawalRequest,
  { kind, note }: { kind: RequestKind; note: string },
): Promise<FamilyRequestAnswer> {
  const { REQUEST_ENDPOINTS } = await importEndpoints(() => import('#contracts/endpoints/requests'));
  try {
    return await callEndpoint(REQUEST_ENDPOINTS.family, {
      body: { ...request, kind, ...(note.trim() ? { note: note.trim() } : {}) },
    });
  } catch (error) {
    throw refusal(error);
  }
}
