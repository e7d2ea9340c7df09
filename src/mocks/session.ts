import { safeStorage } from '@/lib/storage';
import { DEMO_USER, staff, type MockAccount } from './staff';

/**
 * The mock server's session, standing in for the real server's HttpOnly cookie: the member's id in
 * localStorage (`mock-session`), so `npm run dev:mock` stays signed in across reloads. The app
 * never reads it; a real build has no mocks. A stored `user` without it is a session the server no
 * longer knows: every private call answers 401.
 */
const MOCK_SESSION_KEY = 'mock-session';

export const hasMockSession = () => safeStorage.getItem(MOCK_SESSION_KEY) !== null;

export function startMockSession(userId: string) {
  safeStorage.setItem(MOCK_SESSION_KEY, userId);
}

export function endMockSession() {
  safeStorage.removeItem(MOCK_SESSION_KEY);
}

/** A family's session holds its reference after this prefix, so no staff id is ever taken for it. */
const FAMILY_PREFIX = 'family:';

export function startMockFamilySession(reference: string) {
  safeStorage.setItem(MOCK_SESSION_KEY, `${FAMILY_PREFIX}${reference}`);
}

/** The reference of the family signed in to it, or null (no session, or a staff member's). */
export function sessionReference(): string | null {
  const id = safeStorage.getItem(MOCK_SESSION_KEY);
  return id?.startsWith(FAMILY_PREFIX) ? id.slice(FAMILY_PREFIX.length) : null;
}

/** The signed-in member (the demo account for an id the mock no longer knows); null without a session, a family's, or once disabled. */
export function sessionAccount(): MockAccount | null {
  const id = safeStorage.getItem(MOCK_SESSION_KEY);
  if (id === null || id.startsWith(FAMILY_PREFIX)) return null;
  const account = staff.accounts.find((one) => one.id === id) ?? staff.accounts.find((one) => one.id === DEMO_USER.id);
  return account && !account.disabled ? account : null;
}
