import { useCallback, useRef, useState } from 'react';
import { ApiError, apiPost } from '@/lib/api-client';
import { toUser, useUserStore, type User } from '../stores/use-user-store';

export const LOGIN_PATH = '/auth/login';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in and answers the user. Fails with `ApiError`: `http` 401 for wrong
 * credentials, `http` 5xx or `network` when the server is at fault or out of reach.
 */
export async function login({ email, password }: Credentials): Promise<User> {
  const user = toUser(await apiPost(LOGIN_PATH, { email, password }));
  if (!user) throw new ApiError('invalid', 'Invalid response: the sign-in answer is not a user.');
  return user;
}

interface LoginState {
  pending: boolean;
  error: ApiError | null;
}

/**
 * Sign-in for the form: stores the user on success (which switches the app to the
 * logged-in layout) and ignores a second submit while one is on its way. Plain state,
 * not TanStack Query, so the visitor's /login chunk stays small.
 */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ pending: false, error: null });
  const inFlight = useRef(false);
  const submit = useCallback(async (credentials: Credentials) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ pending: true, error: null });
    try {
      useUserStore.getState().setUser(await login(credentials));
      setState({ pending: false, error: null });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('network', String(error), { cause: error });
      setState({ pending: false, error: apiError });
    } finally {
      inFlight.current = false;
    }
  }, []);
  return { ...state, submit };
}
