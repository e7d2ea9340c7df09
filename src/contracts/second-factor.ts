import { toLatinDigits } from './forms/digits';

/** What authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'Sakina Wellness';
/** RFC 6238's defaults, which every authenticator app reads: six digits, a new code every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** Recovery codes made at enrolment, each usable once, shown once. */
export const RECOVERY_CODE_COUNT = 10;
/** Twelve characters of this 32-letter alphabet (60 bits), shown as XXXX-XXXX-XXXX; no 0/O or 1/I to confuse. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_LENGTH = 12;

/** How long a password that was right waits for its second factor. */
export const PENDING_SIGN_IN_MINUTES = 5;

/** The longest code field worth reading: a recovery code with generous spacing. */
export const CODE_MAX_LENGTH = 40;

// Spaces, dashes and the direction marks that come with text copied from right-to-left pages.
const CODE_SEPARATORS = /[\s\-\u2010-\u2015\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A typed code as the server compares it: Latin digits, upper case, no separators ("١٢٣ ٤٥٦" → "123456"). */
export const normaliseCode = (value: string) => toLatinDigits(value).replace(CODE_SEPARATORS, '').toUpperCase();

/** Whether a normalised code is the authenticator's (digits) rather than a recovery code. */
export const isTotpCode = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

/** Whether a normalised code can be a recovery code. */
export const isRecoveryCode = (code: string) =>
  code.length === RECOVERY_CODE_LENGTH && [...code].every((char) => RECOVERY_CODE_ALPHABET.includes(char));
