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
  /** POST { token }: whose a one-time enrolment link is (a reset second factor, a new account). */
  enrolmentLink: '/api/login/enrolment-link',
  /** POST { token, password }: the link and the account's password open enrolment. */
  enrolmentLinkAccept: '/api/login/enrolment-link/accept',
  logout: '/api/logout',
  session: '/api/session',
  inbox: '/api/inbox',
  /** The route pattern of one inbox item; `inboxItemPath` builds its address. */
  inboxItem: '/api/inbox/:reference',
  /** POST: one logged try to reach the family. */
  inboxAttempts: '/api/inbox/:reference/attempts',
  /** Who else has the item open: the page says it is open, every few seconds, and hears who else has. */
  inboxViewers: '/api/inbox/:reference/viewers',
  /** The staff an item can be assigned to. */
  inboxColleagues: '/api/inbox/colleagues',
  /** The signed-in member's saved views of the list: GET them, PUT them all. */
  inboxViews: '/api/inbox/views',
  /** How many items arrived since a time: an open inbox asks every few seconds. */
  inboxArrivals: '/api/inbox/arrivals',
  /** Admins: GET the accounts and open invitations, POST an invitation. */
  accounts: '/api/accounts',
  /** PATCH: a new role, or disabled/enabled. */
  account: '/api/accounts/:id',
  /** DELETE: the account's second factor; its owner enrols again through a one-time enrolment link. */
  accountSecondFactor: '/api/accounts/:id/second-factor',
  /** DELETE: withdraw an invitation not yet accepted. */
  invitation: '/api/invitations/:id',
  /** POST { token }: who an invitation is for. */
  join: '/api/join',
  /** POST { token, password }: accept it; the answer asks for the second factor's enrolment. */
  joinAccept: '/api/join/accept',
  /** Each staff member's own account: GET, PATCH { name, language }. */
  profile: '/api/profile',
  profilePassword: '/api/profile/password',
  profileSecondFactor: '/api/profile/second-factor',
  /** Clinical reviewers: the enquiries waiting for a clinical decision, one of them, and its decision (POST). */
  clinical: '/api/clinical',
  clinicalCase: '/api/clinical/:reference',
  clinicalDecision: '/api/clinical/:reference/decision',
  /** Admins: the audit trail, paged, and as CSV. */
  audit: '/api/audit',
  auditExport: '/api/audit/export',
  /** Admins: the breach register (GET, POST) and one entry (PATCH with its version). */
  breaches: '/api/breaches',
  breach: '/api/breaches/:id',
  /** Managers and admins: counts and times over a date range. */
  reports: '/api/reports',
  /** Admins: enquiries of a date range as CSV. */
  enquiriesExport: '/api/exports/enquiries',
  /** A family, with reference + withdrawal code: POST to see what the centre holds, then to delete it. */
  withdrawal: '/api/withdrawal',
  withdrawalConfirm: '/api/withdrawal/confirm',
  /** A family, with reference + withdrawal code: a request (access, a copy, correction, erasure, objection). */
  familyRequest: '/api/withdrawal/requests',
  /** The admissions team and admins: the families' requests (GET), one logged from a call or an email (POST). */
  requests: '/api/requests',
  /** PATCH: a request answered or refused, with a note. */
  request: '/api/requests/:id',
  /** Any staff member: what needs them now, as counts (the Today page). */
  today: '/api/today',
  /** A family, with reference + withdrawal code: POST opens a session bound to that one enquiry. */
  familyLogin: '/api/family/login',
  /** The signed-in family: its enquiry's reference and where it stands. */
  familySession: '/api/family/session',
  /** POST: a sign-in link for a family that lost its code, asked for with the reference alone. */
  familyLink: '/api/family/link',
  /** POST: a family's sign-in with the link's token. */
  familyLinkLogin: '/api/family/link/login',
  /** The signed-in family: its passkeys (GET), one added (POST, after `familyPasskeyOptions`), one removed (DELETE). */
  familyPasskeys: '/api/family/passkeys',
  familyPasskeyOptions: '/api/family/passkeys/options',
  familyPasskey: '/api/family/passkeys/:id',
  /** POST: a family's sign-in with a passkey, after `familyPasskeyLoginOptions`. */
  familyPasskeyLogin: '/api/family/passkey-login',
  familyPasskeyLoginOptions: '/api/family/passkey-login/options',
  /** The signed-in family: the call-back slots it may book (GET), and its booking: POST, PATCH (move), DELETE. */
  familySlots: '/api/family/slots',
  familyBooking: '/api/family/booking',
  /** Admissions members: their own hours (GET, PUT); admins: everyone's. */
  availability: '/api/availability',
  teamAvailability: '/api/availability/team',
  /** The admissions team: the calls booked for today (the Today page). */
  callsToday: '/api/bookings/today',
  /** The admissions team: an item's booked call, or none. */
  itemBooking: '/api/inbox/:reference/booking',
  missedCall: '/api/inbox/:reference/booking/missed',
  /** The signed-in family: its messages with the admissions team (GET), a new one (POST). */
  familyMessages: '/api/family/messages',
  /** POST: the family's stay plan, sent to the team. */
  familyPlan: '/api/family/plan',
  /** Staff: an item's messages with its family (GET), an answer (POST). */
  inboxMessages: '/api/inbox/:reference/messages',
  /** The logged-in navigation (spec §7). */
  navigation: '/ui/protected/nav',
} as const;

export const inboxItemPath = (reference: string) => `${API_PATHS.inbox}/${encodeURIComponent(reference)}`;
export const accountPath = (id: string) => `${API_PATHS.accounts}/${encodeURIComponent(id)}`;
export const accountSecondFactorPath = (id: string) => `${accountPath(id)}/second-factor`;
export const invitationPath = (id: string) => `/api/invitations/${encodeURIComponent(id)}`;
export const requestPath = (id: string) => `${API_PATHS.requests}/${encodeURIComponent(id)}`;
export const breachPath = (id: string) => `${API_PATHS.breaches}/${encodeURIComponent(id)}`;
export const inboxAttemptsPath = (reference: string) => `${inboxItemPath(reference)}/attempts`;
export const missedCallPath = (reference: string) => `${inboxItemPath(reference)}/booking/missed`;
export const inboxMessagesPath = (reference: string) => `${inboxItemPath(reference)}/messages`;

/** The prefixes the API answers under: everything else is the site. */
export const API_PREFIXES = ['/api/', '/ui/'] as const;
