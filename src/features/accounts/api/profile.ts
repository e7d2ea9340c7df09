import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';
import { useLanguageStore } from '@/stores/use-language-store';
import { toUser, useUserStore, type User } from '@/stores/use-user-store';
import { API_PATHS } from '#contracts/api-paths';
import type { Language } from '#contracts/languages';

/** GET /api/profile: one's own account, with what the stored profile lacks. */
export interface Profile {
  user: User;
  secondFactor: boolean;
  lastSignInAt: string | null;
}

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
const profileSchema = z.object({
  user: z.unknown(),
  secondFactor: z.catch(z.boolean(), false),
  lastSignInAt: z.catch(z.nullable(isoDate), null),
});

export function parseProfile(json: unknown): Profile {
  const answer = profileSchema.safeParse(json);
  const user = answer.success ? toUser(answer.data.user) : null;
  if (!answer.success || !user) throw new ApiError('invalid', 'Invalid response: the profile is not an account.');
  return { user, secondFactor: answer.data.secondFactor, lastSignInAt: answer.data.lastSignInAt };
}

export const getProfile = async ({ signal }: { signal?: AbortSignal } = {}) =>
  parseProfile(await apiGet(API_PATHS.profile, { signal }));

export const profileKey = (userId: string | null) => ['profile', userId] as const;

export const getProfileQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: profileKey(userId), queryFn: ({ signal }) => getProfile({ signal }) });

/** One's own account; idle while no user is stored. */
export function useProfile() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({ ...getProfileQueryOptions(userId), enabled: loggedIn });
}

export interface ProfileChange {
  name?: string;
  language?: Language;
}

/**
 * PATCH /api/profile, then the stored profile follows: the answer's user when it sends one, else
 * what was changed. A new language is also the app's language from now on, on this device (the
 * account carries it to the others).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProfileChange) => {
      const answer = await apiPatch(API_PATHS.profile, change);
      const sent = isPlainObject(answer) ? toUser(answer.user) : null;
      return { change, user: sent };
    },
    onSuccess: ({ change, user }) => {
      const stored = useUserStore.getState().user;
      useUserStore.getState().setUser({ ...stored, ...change, ...user });
      if (change.language) useLanguageStore.getState().choose(change.language);
      // The name shows in the navigation and the inbox too: everything fetched as this user is refreshed.
      void queryClient.invalidateQueries();
    },
  });
}

/** POST /api/profile/password: 204, or 403 when the current password is wrong. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiPost(API_PATHS.profilePassword, { currentPassword, newPassword }).then(() => undefined);

/** POST /api/profile/second-factor: 204, and the session is over; 403 when the password is wrong. */
export const resetOwnSecondFactor = (currentPassword: string) =>
  apiPost(API_PATHS.profileSecondFactor, { currentPassword }).then(() => undefined);

/** The current password was refused. */
export const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status === 403;
