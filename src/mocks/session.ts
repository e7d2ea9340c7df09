import { HttpResponse } from 'msw';
import { safeStorage } from '@/lib/storage';

/**
 * The mock server's session, standing in for the real server's HttpOnly cookie: a flag in
 * localStorage (`mock-session`), so `npm run dev:mock` stays signed in across reloads. The app
 * never reads it; a real build has no mocks. A stored `user` without this flag is a session the
 * server no longer knows: every private call answers 401.
 */
const MOCK_SESSION_KEY = 'mock-session';

export const hasMockSession = () => safeStorage.getItem(MOCK_SESSION_KEY) !== null;

export function startMockSession(userId: string) {
  safeStorage.setItem(MOCK_SESSION_KEY, userId);
}

export function endMockSession() {
  safeStorage.removeItem(MOCK_SESSION_KEY);
}

export const unauthorized = () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
