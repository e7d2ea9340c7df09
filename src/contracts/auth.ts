import type { Language } from './languages';
import type { StaffRole } from './roles';

/** The signed-in staff member's display profile (spec §3 `user`), as sign-in and GET /api/session answer it. */
export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The staff area's language, saved on the account: the area opens in it on any device. */
  language: Language;
}

/** `{ user }`: the answer of POST /api/login and GET /api/session. */
export interface SessionAnswer {
  user: StaffUser;
}

/** What the password step asks for next: the authenticator's code, or enrolment of a first one. */
export type SecondFactorStep = 'code' | 'enrol';

/**
 * The answer of POST /api/login: `{ user }` when no second factor is asked for (the demo account in
 * demo mode), otherwise `{ next: 'code' }` with the pending sign-in in an HttpOnly cookie, never a
 * session. Enrolment is reached only through an invitation or a one-time enrolment link.
 */
export type LoginAnswer = SessionAnswer | { next: 'code' };

/** The answer of POST /api/login/enrol: the new secret for manual entry, its otpauth URI and QR code. */
export interface EnrolmentAnswer {
  /** Base32, as authenticator apps take it typed. */
  secret: string;
  uri: string;
  /** The QR code's modules, one string a row, "1" dark and "0" light, without the quiet zone. */
  qr: string[];
}

/** The answer of POST /api/login/enrol/confirm: the session's user, and the recovery codes, shown this once. */
export interface EnrolledAnswer extends SessionAnswer {
  recoveryCodes: string[];
}
