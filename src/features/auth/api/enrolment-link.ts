import { callEndpoint, errorCode, type ApiError } from '@/lib/api-client';
import type { EnrolmentLinkAnswer } from '#contracts/enrolment-link';
import { ERROR_CODES } from '#contracts/errors';
import { authEndpoints } from './auth-endpoints';
import { forgetLinkToken, holdLinkToken, linkToken } from './link-token';

/** Where this tab keeps an enrolment link's token once the address no longer holds it. */
const HELD_TOKEN_KEY = 'enrolment-link';

export const enrolmentLinkToken = (win: Window = window) => linkToken(HELD_TOKEN_KEY, win);
export const holdEnrolmentLinkToken = (token: string, win: Window = window) =>
  holdLinkToken(HELD_TOKEN_KEY, token, win);
export const forgetEnrolmentLinkToken = (win: Window = window) => forgetLinkToken(HELD_TOKEN_KEY, win);

/** POST /api/login/enrolment-link: whose the link is. An unknown, used, replaced or expired one fails with 404. */
export const readEnrolmentLink = async (token: string): Promise<EnrolmentLinkAnswer> =>
  callEndpoint((await authEndpoints()).enrolmentLink, { body: { token } });

/**
 * POST /api/login/enrolment-link/accept: the link and the account's password. The server answers
 * with a pending sign-in (an HttpOnly cookie) that enrols the second factor; 401 for a wrong password.
 */
export async function acceptEnrolmentLink(token: string, password: string): Promise<void> {
  await callEndpoint((await authEndpoints()).enrolmentLinkAccept, { body: { token, password } });
}

/** The link is unknown, used, replaced or expired, or its account disabled: the server answers all alike. */
export const isEnrolmentLinkInvalid = (error: ApiError) =>
  error.kind === 'http' && errorCode(error) === ERROR_CODES.enrolmentLinkInvalid;
