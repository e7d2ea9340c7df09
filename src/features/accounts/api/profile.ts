import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore } from '@/stores/use-user-store';
import type { ProfileAnswer } from '#contracts/accounts';
import { PROFILE_ENDPOINTS } from '#contracts/endpoints/profile';

/** GET /api/profile: one's own account, with what the stored profile lacks. */
export type Profile = ProfileAnswer;

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> =>
  callEndpoint(PROFILE_ENDPOINTS.read, { signal });

export const profileKey = (userId: string | null) => ['profile', userId] as const;

export const getProfileQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: profileKey(userId), queryFn: ({ signal }) => getProfile({ signal }) });

/** One's own account; idle while no user is stored. */
export function useProfile() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({ ...getProfileQueryOptions(userId), enabled: loggedIn });
}

/** PATCH /api/profile's body, as the contract takes it. */
export type ProfileChange = z.input<typeof PROFILE_ENDPOINTS.change.body>;

/**
 * PATCH /api/profile, then the stored profile follows: the answer's user when it sends one, else
 * what was changed. A new language is also the app's language from now on, on this device (the
 * account carries it to the others).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProfileChange) => {
      const { user } = await callEndpoint(PROFILE_ENDPOINTS.change, { body: change });
      return { change, user };
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
  callEndpoint(PROFILE_ENDPOINTS.password, { body: { currentPassword, newPassword } }).then(() => undefined);

/**
 * POST /api/profile/second-factor: the session is over, and the answer is the one-time link that
 * sets up the new phone (`#token` on the enrolment page); 403 when the password is wrong.
 */
export const resetOwnSecondFactor = async (currentPassword: string) => {
  const { link } = await callEndpoint(PROFILE_ENDPOINTS.resetSecondFactor, { body: { currentPassword } });
  return new URL(link).hash;
};

/** The current password was refused. */
export const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status === 403;
