import { useSubmit } from '@/hooks/use-submit';
import { ApiError, apiPost } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';
import { toUser, useUserStore, type User } from '@/stores/use-user-store';
import { API_PATHS } from '#contracts/api-paths';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in and answers the user's display profile (`{ user }`); the server sets the session as an
 * HttpOnly cookie, which the page never sees. Fails with `ApiError`: `http` 401 for wrong
 * credentials, 429 when slowed down, `http` 5xx or `network` when the server is at fault or out of reach.
 */
export async function login({ email, password }: Credentials): Promise<User> {
  const answer = await apiPost(API_PATHS.login, { email, password });
  const user = isPlainObject(answer) ? toUser(answer.user) : null;
  if (!user) throw new ApiError('invalid', 'Invalid response: the sign-in answer is not a user.');
  return user;
}

/** Stores the signed-in user, which switches the app to the logged-in layout. */
async function signIn(credentials: Credentials) {
  useUserStore.getState().setUser(await login(credentials));
}

/** Any failure as an `ApiError`: what is not one already counts as out of reach. */
const toApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('network', String(error), { cause: error });

/**
 * Sign-in for the form: stores the user on success and ignores a second submit while one
 * is on its way. Plain state (`useSubmit`), not TanStack Query, so the visitor's /login
 * chunk stays small.
 */
export function useLogin() {
  const { pending, error, submit } = useSubmit(signIn, toApiError);
  return { pending, error, submit };
}
