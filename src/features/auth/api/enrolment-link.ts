import { callEndpoint, errorCode } from '@/lib/api-client';
import type { EnrolmentLinkAnswer } from '#contracts/enrolment-link';
import { ERROR_CODES } from '#contracts/errors';
import { authEndpoints } from './auth-endpoints';
import { oneTimeLink } from './link-token';

/** An enrolment link (`/enrol#TOKEN`); this tab holds its token under 'enrolment-link'. */
export const enrolmentLink = oneTimeLink<EnrolmentLinkAnswer>('enrolment-link', {
  /** POST /api/login/enrolment-link: whose the link is. An unknown, used, replaced or expired one fails with 404. */
  read: async (token) => callEndpoint((await authEndpoints()).enrolmentLink, { body: { token } }),
  /**
   * POST /api/login/enrolment-link/accept: the link and the account's password. The server answers
   * with a pending sign-in (an HttpOnly cookie) that enrols the second factor; 401 for a wrong password.
   */
  accept: async (token, password) => {
    await callEndpoint((await authEndpoints()).enrolmentLinkAccept, { body: { token, password } });
  },
  /** The link is unknown, used, replaced or expired, or its account disabled: the server answers all alike. */
  isSpent: (error) => error.kind === 'http' && errorCode(error) === ERROR_CODES.enrolmentLinkInvalid,
});
