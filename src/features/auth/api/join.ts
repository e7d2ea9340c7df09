import { callEndpoint, errorCode, type ApiError } from '@/lib/api-client';
import type { JoinAnswer } from '#contracts/accounts';
import { INVITATION_TOKEN_LENGTH } from '#contracts/accounts';
import { ERROR_CODES } from '#contracts/errors';
import { joinEndpoints } from './auth-endpoints';

const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${INVITATION_TOKEN_LENGTH}}$`);

/** The invitation's token from an address's fragment (`#TOKEN`), or null when there is none that could be one. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return TOKEN.test(token) ? token : null;
}

/** This tab's copy of the token once the address no longer holds it (sessionStorage: this tab only, gone when it closes). */
const HELD_TOKEN_KEY = 'invitation';

function tabStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** The invitation's token: the address's fragment, else the one this tab held since it opened the link. */
export function invitationToken(win: Window = window): string | null {
  return tokenFromHash(win.location.hash) ?? tokenFromHash(`#${tabStorage(win)?.getItem(HELD_TOKEN_KEY) ?? ''}`);
}

/**
 * Takes the fragment out of the address bar and its history entry, so the token is neither left in
 * the browser's history nor shared by copying the address. This tab keeps it, so logging someone
 * else out first, or a reload, does not lose it; it is forgotten once used or refused.
 */
export function holdToken(token: string, win: Window = window) {
  try {
    tabStorage(win)?.setItem(HELD_TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the page keeps it in memory, and a reload asks for the link again.
  }
  if (win.location.hash) win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
}

export function forgetToken(win: Window = window) {
  try {
    tabStorage(win)?.removeItem(HELD_TOKEN_KEY);
  } catch {
    // Nothing was held.
  }
}

/** POST /api/join: who the invitation is for. A used, withdrawn, expired or unknown one fails with 404. */
export const readInvitation = async (token: string): Promise<JoinAnswer> =>
  callEndpoint((await joinEndpoints()).join, { body: { token } });

/**
 * POST /api/join/accept: the new password. The server creates the account and a pending sign-in
 * (an HttpOnly cookie) that asks for the second factor's enrolment, as a first sign-in does.
 */
export async function acceptInvitation(token: string, password: string): Promise<void> {
  await callEndpoint((await joinEndpoints()).joinAccept, { body: { token, password } });
}

/** The invitation is unknown, used, withdrawn or past its 24 hours: the server answers all alike. */
export const isInvitationInvalid = (error: ApiError) =>
  error.kind === 'http' && errorCode(error) === ERROR_CODES.invitationInvalid;
