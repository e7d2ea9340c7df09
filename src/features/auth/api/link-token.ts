import { INVITATION_TOKEN_LENGTH } from '#contracts/accounts';
import type { ApiError } from '@/lib/api-client';

/** A one-time link's token (an invitation's, an enrolment link's): 43 base64url characters. */
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${INVITATION_TOKEN_LENGTH}}$`);

/** A link's token from an address's fragment (`#TOKEN`), or null when there is none that could be one. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return TOKEN.test(token) ? token : null;
}

function tabStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** The link's token: the address's fragment, else the one this tab held under `key` since it opened the link. */
export function linkToken(key: string, win: Window = window): string | null {
  return tokenFromHash(win.location.hash) ?? tokenFromHash(`#${tabStorage(win)?.getItem(key) ?? ''}`);
}

/**
 * Takes the fragment out of the address bar and its history entry, so the token is neither left in
 * the browser's history nor shared by copying the address. This tab keeps it (sessionStorage: this
 * tab only, gone when it closes), so logging someone else out first, or a reload, does not lose
 * it; it is forgotten once used or refused.
 */
export function holdLinkToken(key: string, token: string, win: Window = window) {
  try {
    tabStorage(win)?.setItem(key, token);
  } catch {
    // Storage full or blocked: the page keeps it in memory, and a reload asks for the link again.
  }
  if (win.location.hash) win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
}

export function forgetLinkToken(key: string, win: Window = window) {
  try {
    tabStorage(win)?.removeItem(key);
  } catch {
    // Nothing was held.
  }
}

/** What a one-time link's page does with it: the calls that differ between an invitation and an enrolment link. */
interface LinkCalls<Owner> {
  /** Whose the link is. A spent one fails with the link's own error code. */
  read: (token: string) => Promise<Owner>;
  /** The password, with the token: the server answers with a pending sign-in that enrols the second factor. */
  accept: (token: string, password: string) => Promise<void>;
  /** The server's answer for a link that is unknown, used, replaced or expired (all alike). */
  isSpent: (error: ApiError) => boolean;
}

export interface OneTimeLink<Owner> extends LinkCalls<Owner> {
  /** The token: the address's fragment, else the one this tab held since it opened the link. */
  token: () => string | null;
  /** Takes the token out of the address and keeps it in this tab until it is used or refused. */
  hold: (token: string) => void;
  forget: () => void;
}

/** A one-time link whose token this tab keeps under `key` while its page is open. */
export function oneTimeLink<Owner>(key: string, calls: LinkCalls<Owner>): OneTimeLink<Owner> {
  return {
    ...calls,
    token: () => linkToken(key),
    hold: (token) => holdLinkToken(key, token),
    forget: () => forgetLinkToken(key),
  };
}
