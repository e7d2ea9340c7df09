import { useCallback } from 'react';
import { useSubmit } from '@/hooks/use-submit';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Language } from '@/i18n/languages';
import { ApiError, callEndpoint } from '@/lib/api-client';
import type { User } from '@/stores/use-user-store';
import { authEndpoints } from './auth-endpoints';
import { useCompleteSignIn } from './complete-sign-in';

export interface Credentials {
  email: string;
  password: string;
}

/** What a right password leads to: the user (no second factor asked for), or the code step. */
export type LoginResult = { user: User } | { next: 'code' };

/**
 * The password step. The server answers the user's display profile (`{ user }`, its session in an
 * HttpOnly cookie the page never sees) or, far more often, `{ next }`: the second factor's step,
 * with the pending sign-in in a cookie. Fails with `ApiError`: `http` 401 for wrong credentials,
 * 403 `enrolment_link_required` for an account with no second factor yet, 429 when slowed down, `http` 5xx or `network` when the server is at fault or out of reach.
 */
export async function login({ email, password }: Credentials, language?: Language): Promise<LoginResult> {
  // The page's language: the account's from now on if its owner never chose one.
  const answer = await callEndpoint((await authEndpoints()).login, { body: { email, password, language } });
  return 'next' in answer ? { next: answer.next } : { user: answer.user };
}

/** Any failure as an `ApiError`: what is not one already counts as out of reach. */
export const toApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('network', String(error), { cause: error });

/**
 * Sign-in for the form: completes it when no second factor is asked for (the user stored, the
 * account's language applied, /protected opened), else hands the step to `onSecondFactor`; a second
 * submit while one is on its way is ignored. Plain state (`useSubmit`), not TanStack Query, so the
 * visitor's /login chunk stays small.
 */
export function useLogin(onSecondFactor: () => void) {
  const complete = useCompleteSignIn();
  const language = useRenderLanguage();
  const signIn = useCallback(
    async (credentials: Credentials) => {
      const result = await login(credentials, language);
      if ('next' in result) onSecondFactor();
      else complete(result.user);
    },
    [onSecondFactor, complete, language],
  );
  const { pending, error, submit } = useSubmit(signIn, toApiError);
  return { pending, error, submit };
}
