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

/** The signed-in member (the demo account for an id the mock no longer knows); null without a session or once disabled. */
export function sessionAccount(): MockAccount | null {
  const id = safeStorage.getItem(MOCK_SESSION_KEY);
  if (id === null) return null;
  const account = staff.accounts.find((one) => one.id === id) ?? staff.accounts.find((one) => one.id === DEMO_USER.id);
  return account && !account.disabled ? account : null;
}
