import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isPlainObject, parseJson, plainStorage } from '@/lib/storage';

export const USER_KEY = 'user';

/** The stored user. Its presence means logged in; its fields are optional (spec §3 leaves them open). */
export interface User {
  id?: string;
  name?: string;
  email?: string;
  token?: string;
}

const USER_FIELDS = ['id', 'name', 'email', 'token'] as const;

/** Any object counts as a user; only its string fields (and a numeric id) are kept. */
export function toUser(value: unknown): User | null {
  if (!isPlainObject(value)) return null;
  const user: User = {};
  for (const field of USER_FIELDS) {
    const fieldValue = value[field];
    if (typeof fieldValue === 'string') user[field] = fieldValue;
    else if (field === 'id' && typeof fieldValue === 'number') user.id = String(fieldValue);
  }
  return user;
}

/** The stored `user` value: JSON of an object, or logged out. */
export const readUser = (raw: string | null) => toUser(parseJson(raw));

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
        read: (raw) => ({ user: readUser(raw) }),
        write: ({ user }) => (user ? JSON.stringify(user) : null),
      }),
    },
  ),
);

export const useIsLoggedIn = () => useUserStore((state) => state.user !== null);
