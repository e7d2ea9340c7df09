import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FamilyUser } from '#contracts/family';
import { landing } from '#contracts/routes';
import type { WithdrawalRequest } from '#contracts/withdrawal';
import { useSubmit } from '@/hooks/use-submit';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';
import { useUserStore } from '@/stores/use-user-store';
import { familyEndpoints } from './family-endpoints';

/** Why a family's sign-in failed: the pair is wrong (one answer for both), too many tries (until when), or the server. */
export type FamilyLoginFailure =
  { kind: 'wrongPair' } | { kind: 'limited'; retryAt: Date | null } | { kind: 'network' } | { kind: 'server' };

export function familyLoginFailure(error: unknown): FamilyLoginFailure {
  if (!isApiError(error) || error.kind === 'network') return { kind: 'network' };
  if (error.kind === 'http' && error.status === 401) return { kind: 'wrongPair' };
  if (error.kind === 'http' && error.status === 429) {
    const at =
      isPlainObject(error.body) && typeof error.body.retryAt === 'string' ? Date.parse(error.body.retryAt) : NaN;
    return { kind: 'limited', retryAt: Number.isFinite(at) ? new Date(at) : null };
  }
  return { kind: 'server' };
}

/** POST /api/family/login: the session (an HttpOnly cookie) and the family's enquiry. Throws `ApiError`. */
export async function familyLogin(request: WithdrawalRequest): Promise<FamilyUser> {
  return (await callEndpoint((await familyEndpoints()).login, { body: request })).family;
}

/**
 * The family's sign-in for the form: stores only the reference (the rest is asked of the server on
 * /protected), which switches to the family's layout, and lands on /protected in the language the
 * page was read in. A second submit while one is on its way is ignored.
 */
export function useFamilyLogin() {
  const navigate = useNavigate();
  const signIn = useCallback(
    async (request: WithdrawalRequest) => {
      const { role, reference } = await familyLogin(request);
      useUserStore.getState().setFamily({ role, reference });
      navigate(landing.user, { replace: true });
    },
    [navigate],
  );
  return useSubmit(signIn, familyLoginFailure);
}
