import { useMutation } from '@tanstack/react-query';
import { ApiError, apiPost } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';
import { useUserStore, type User } from '../stores/use-user-store';

export const LOGIN_PATH = '/auth/login';

export interface Credentials {
  email: string;
  password: string;
}

const USER_FIELDS = ['id', 'name', 'email', 'token'] as const;

/** Any JSON object is a user (spec §3 leaves the shape open); only its string fields (and a numeric id) are kept, as the store does. */
function toUser(value: unknown): User {
  if (!isPlainObject(value)) throw new ApiError('invalid', 'Invalid response: the sign-in answer is not a user.');
  const user: User = {};
  for (const field of USER_FIELDS) {
    const fieldValue = value[field];
    if (typeof fieldValue === 'string') user[field] = fieldValue;
    else if (field === 'id' && typeof fieldValue === 'number') user.id = String(fieldValue);
  }
  return user;
}

/**
 * Signs in and answers the user. Fails with `ApiError`: `http` 401 for wrong
 * credentials, `http` 5xx or `network` when the server is at fault or out of reach.
 */
export async function login({ email, password }: Credentials): Promise<User> {
  return toUser(await apiPost(LOGIN_PATH, { email, password }));
}

/** Signs in and stores the user, which switches the app to the logged-in layout. */
export function useLogin() {
  return useMutation<User, Error, Credentials>({
    mutationFn: login,
    onSuccess: (user) => useUserStore.getState().setUser(user),
  });
}
