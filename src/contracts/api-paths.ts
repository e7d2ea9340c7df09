/** Every address of the API, for the routes that answer them, the client that calls them and the mocks. */
export const API_PATHS = {
  enquiries: '/api/enquiries',
  contact: '/api/contact',
  login: '/api/login',
  /** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
  loginCode: '/api/login/code',
  /** First sign-in: a new secret and its QR code, then the first code confirms it. */
  enrol: '/api/login/enrol',
  enrolConfirm: '/api/login/enrol/confirm',
  logout: '/api/logout',
  session: '/api/session',
  inbox: '/api/inbox',
  /** The route pattern of one inbox item; `inboxItemPath` builds its address. */
  inboxItem: '/api/inbox/:reference',
  /** POST: one logged try to reach the family. */
  inboxAttempts: '/api/inbox/:reference/attempts',
  /** The staff an item can be assigned to. */
  inboxColleagues: '/api/inbox/colleagues',
  /** The logged-in navigation (spec §7). */
  navigation: '/ui/protected/nav',
} as const;

export const inboxItemPath = (reference: string) => `${API_PATHS.inbox}/${encodeURIComponent(reference)}`;
export const inboxAttemptsPath = (reference: string) => `${inboxItemPath(reference)}/attempts`;

/** The prefixes the API answers under: everything else is the site. */
export const API_PREFIXES = ['/api/', '/ui/'] as const;
