import { callEndpoint, errorCode, type ApiError } from '@/lib/api-client';
import type { JoinAnswer } from '#contracts/accounts';
import { ERROR_CODES } from '#contracts/errors';
import { joinEndpoints } from './auth-endpoints';
import { forgetLinkToken, holdLinkToken, linkToken } from './link-token';

/** Where this tab keeps an invitation's token once the address no longer holds it (`link-token.ts`). */
const HELD_TOKEN_KEY = 'invitation';

/** The invitation's token: the address's fragment, else the one this tab held since it opened the link. */
export const invitationToken = (win: Window = window) => linkToken(HELD_TOKEN_KEY, win);
/** Takes the token out of the address and keeps it in this tab until it is used or refused. */
export const holdToken = (token: string, win: Window = window) => holdLinkToken(HELD_TOKEN_KEY, token, win);
export const forgetToken = (win: Window = window) => forgetLinkToken(HELD_TOKEN_KEY, win);

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
