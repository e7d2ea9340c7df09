import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { StaffUser } from '#contracts/auth';
import type { FamilyRole } from '#contracts/family';
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

/**
 * A family signed in to its one enquiry: only the reference is kept (where it stands, and anything
 * private, is asked of the server each time). Stored under the same key, so one device holds either
 * a staff member or a family, never both.
 */
export interface Family {
  role: FamilyRole;
  reference: string;
}

// Not FAMILY_ROLE: '#contracts/family' would bring its wording into every visitor's first load.
const FAMILY: FamilyRole = 'family';

export function toFamily(value: unknown): Family | null {
  if (!isPlainObject(value) || value.role !== FAMILY) return null;
  const { reference } = value;
  // Only its shape: the server, not this copy, decides what the session may open.
  return typeof reference === 'string' && reference !== '' ? { role: FAMILY, reference } : null;
}

/** The stored `user` value: JSON of an object, or logged out. */
export const readUser = (raw: string | null) => toUser(parseJson(raw));

/** Who the stored value names: a family (by its role), else a staff member, else nobody. */
function readSaved(raw: string | null): Saved {
  const value = parseJson(raw);
  const family = toFamily(value);
  return family ? { user: null, family } : { user: toUser(value), family: null };
}

/** Reads the stored value and, when an older version left more than the profile there (a token), rewrites it without. */
function readAndScrub(raw: string | null) {
  const saved = readSaved(raw);
  const kept = savedJson(saved);
  if (kept && raw !== kept) safeStorage.setItem(USER_KEY, kept);
  return saved;
}

const savedJson = ({ user, family }: Saved) =>
  user ? JSON.stringify(toUser(user)) : family ? JSON.stringify(toFamily(family)) : null;

interface UserState {
  user: User | null;
  family: Family | null;
  setUser: (user: User) => void;
  setFamily: (family: Family) => void;
  /** Forgets whoever is signed in, staff or family. */
  clearUser: () => void;
}

type Saved = Pick<UserState, 'user' | 'family'>;

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      family: null,
      setUser: (user) => set({ user, family: null }),
      setFamily: (family) => set({ user: null, family }),
      clearUser: () => set({ user: null, family: null }),
    }),
    {
      name: USER_KEY,
      skipHydration: true,
      partialize: ({ user, family }): Saved => ({ user, family }),
      storage: plainStorage<Saved>({
        read: readAndScrub,
        // Only the profile (or the family's reference) is ever written, whatever the caller passed.
        write: savedJson,
      }),
    },
  ),
);

/** A staff member is signed in (a family is not "logged in" to the staff area). */
export const useIsLoggedIn = () => useUserStore((state) => state.user !== null);

/** The family signed in on this device, or null. */
export const useFamily = () => useUserStore((state) => state.family);
