import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FamilyUser } from '#contracts/family';
import { FAMILY_LINK_FRAGMENT } from '#contracts/family-link';
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

/** POST /api/family/link: asks for a sign-in link; the same answer whether or not one went. Throws `ApiError`. */
export async function askFamilyLink(reference: string): Promise<void> {
  await callEndpoint((await familyEndpoints()).link, { body: { reference } });
}

/** POST /api/family/link/login: the link's session and the family's enquiry. Throws `ApiError`. */
async function familyLinkLogin(token: string): Promise<FamilyUser> {
  return (await callEndpoint((await familyEndpoints()).linkLogin, { body: { token } })).family;
}

/** Signed in: only the reference is stored, which switches to the family's layout, and the family lands on /protected. */
export function useSignedIn() {
  const navigate = useNavigate();
  return useCallback(
    ({ role, reference }: FamilyUser) => {
      useUserStore.getState().setFamily({ role, reference });
      navigate(landing.user, { replace: true });
    },
    [navigate],
  );
}

/**
 * The family's sign-in by a link from its email: the token is read from the page's fragment and
 * taken out of the address at once (a reload or the history never offers it again), then sent.
 */
export function useFamilyLinkSignIn() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { hash, pathname, search } = useLocation();
  const signIn = useCallback(async (token: string) => signedIn(await familyLinkLogin(token)), [signedIn]);
  const state = useSubmit(signIn, familyLoginFailure);
  const { submit } = state;
  useEffect(() => {
    if (!hash.startsWith(`#${FAMILY_LINK_FRAGMENT}`)) return;
    navigate({ pathname, search, hash: '' }, { replace: true });
    void submit(hash.slice(FAMILY_LINK_FRAGMENT.length + 1));
  }, [hash, pathname, search, navigate, submit]);
  return state;
}

/**
 * The family's sign-in for the form: stores only the reference (the rest is asked of the server on
 * /protected), which switches to the family's layout, and lands on /protected in the language the
 * page was read in. A second submit while one is on its way is ignored.
 */
export function useFamilyLogin() {
  const signedIn = useSignedIn();
  const signIn = useCallback(async (request: WithdrawalRequest) => signedIn(await familyLogin(request)), [signedIn]);
  return useSubmit(signIn, familyLoginFailure);
}
