import { callEndpoint, errorCode } from '@/lib/api-client';
import type { JoinAnswer } from '#contracts/accounts';
import { ERROR_CODES } from '#contracts/errors';
import { joinEndpoints } from './auth-endpoints';
import { oneTimeLink } from './link-token';

/** An invitation (`/join#TOKEN`); this tab holds its token under 'invitation' (`link-token.ts`). */
export const invitationLink = oneTimeLink<JoinAnswer>('invitation', {
  /** POST /api/join: who the invitation is for. A used, withdrawn, expired or unknown one fails with 404. */
  read: async (token) => callEndpoint((await joinEndpoints()).join, { body: { token } }),
  /**
   * POST /api/join/accept: the new password. The server creates the account and a pending sign-in
   * (an HttpOnly cookie) that asks for the second factor's enrolment, as a first sign-in does.
   */
  accept: async (token, password) => {
    await callEndpoint((await joinEndpoints()).joinAccept, { body: { token, password } });
  },
  /** The invitation is unknown, used, withdrawn or past its 24 hours: the server answers all alike. */
  isSpent: (error) => error.kind === 'http' && errorCode(error) === ERROR_CODES.invitationInvalid,
});
