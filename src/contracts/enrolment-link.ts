import { z } from 'zod';
import { INVITATION_TOKEN_LENGTH } from './accounts';
import type { Language } from './languages';
import { PASSWORD_LENGTH } from './limits';

/**
 * How long a one-time enrolment link stays usable: long enough for a weekend between the reset and
 * the new phone. It works until its account enrols, and ends sooner when the account is disabled
 * or its second factor is reset again (a new link replaces it).
 */
export const ENROLMENT_LINK_HOURS = 72;

/** The link's token: made as an invitation's is (32 random bytes in base64url); only its SHA-256 is stored. */
const token = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${INVITATION_TOKEN_LENGTH}}$`));

/** POST /api/login/enrolment-link: read a link. */
export const enrolmentLinkSchema = z.object({ token });
/** POST /api/login/enrolment-link/accept: the link and the account's password (the link alone opens nothing). */
export const enrolmentLinkAcceptSchema = z.object({ token, password: z.string().min(1).max(PASSWORD_LENGTH.max) });

/** Whose a link is, so its page greets them in their language and names the account. */
export interface EnrolmentLinkAnswer {
  name: string;
  email: string;
  language: Language;
}

/** A link issued: where it is, until when, and whether it was emailed to the account's owner. */
export interface EnrolmentLinkIssued {
  link: string;
  expiresAt: string;
  emailed: boolean;
}
