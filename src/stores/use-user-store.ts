import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { StaffUser } from '#contracts/auth';
import { isStaffRole } from '#contracts/roles';
import { isPlainObject, parseJson, plainStorage, safeStorage } from '@/lib/storage';

export const USER_KEY = 'user';

/**
 * The stored user: only the display profile (spec §3). Its presence means logged in; its fields are
 * optional. The session itself is an HttpOnly cookie the page never sees: no token is ever stored.
 */
export type User = Partial<StaffUser>;

const USER_FIELDS = ['id', 'name', 'email'] as const;

/**
 * Any object counts as a user; only its display fields are kept. Anything else (a `token` an older
 * version stored, for one) is dropped, so the next write leaves it out of storage.
 */
export function toUser(value: unknown): User | null {
  if (!isPlainObject(value)) return null;
  const user: User = {};
  for (const field of USER_FIELDS) {
    const fieldValue = value[field];
    if (typeof fieldValue === 'string') user[field] = fieldValue;
    else if (field === 'id' && typeof fieldValue === 'number') user.id = String(fieldValue);
  }
  if (isStaffRole(value.role)) user.role = value.role;
  if (value.language === 'ar' || value.language === 'en') user.language = value.language;
  return user;
}

/** The stored `user` value: JSON of an object, or logged out. */
export const readUser = (raw: string | null) => toUser(parseJson(raw));

/** Reads the stored user and, when an older version left more than the profile there (a token), rewrites it without. */
function readAndScrub(raw: string | null) {
  const user = readUser(raw);
  if (user && raw !== JSON.stringify(user)) safeStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}

interface UserState {
  user: User | null;
  setUser: (user: User) => void;
  clearUser: () => void;
}

type Saved = Pick<UserState, 'user'>;

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      clearUser: () => set({ user: null }),
    }),
    {
      name: USER_KEY,
      skipHydration: true,
      partialize: ({ user }): Saved => ({ user }),
      storage: plainStorage<Saved>({
        read: (raw) => ({ user: readAndScrub(raw) }),
        // Only the profile is ever written, whatever the caller passed.
        write: ({ user }) => (user ? JSON.stringify(toUser(user)) : null),
      }),
    },
  ),
);

export const useIsLoggedIn = () => useUserStore((state) => state.user !== null);
