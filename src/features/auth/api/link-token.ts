import { INVITATION_TOKEN_LENGTH } from '#contracts/accounts';

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
