import { ACCOUNT_ENDPOINTS } from './accounts';
import { AUDIT_ENDPOINTS } from './audit';
import { AUTH_ENDPOINTS } from './auth';
import { BOOKING_ENDPOINTS } from './bookings';
import { BREACH_ENDPOINTS } from './breaches';
import { CLINICAL_ENDPOINTS } from './clinical';
import type { Endpoint } from './endpoint';
import { EXPORT_ENDPOINTS } from './exports';
import { FAMILY_ENDPOINTS } from './family';
import { FORM_ENDPOINTS } from './forms';
import { INBOX_ENDPOINTS } from './inbox';
import { MESSAGE_ENDPOINTS } from './messages';
import { NAVIGATION_ENDPOINTS } from './navigation';
import { PASSKEY_ENDPOINTS } from './passkeys';
import { PROFILE_ENDPOINTS } from './profile';
import { REPORT_ENDPOINTS } from './reports';
import { REQUEST_ENDPOINTS } from './requests';
import { SAVED_VIEW_ENDPOINTS } from './saved-views';
import { TODAY_ENDPOINTS } from './today';
import { WITHDRAWAL_ENDPOINTS } from './withdrawal';

/**
 * Every endpoint of the API, once: the server registers its routes from these (server/http/
 * endpoint-route.ts), the client calls them through `callEndpoint` (src/lib/api-client.ts), the
 * mocks answer them, and the README's API table lists them (tests check all four).
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(FORM_ENDPOINTS),
  ...Object.values(AUTH_ENDPOINTS),
  ...Object.values(NAVIGATION_ENDPOINTS),
  ...Object.values(INBOX_ENDPOINTS),
  ...Object.values(SAVED_VIEW_ENDPOINTS),
  ...Object.values(ACCOUNT_ENDPOINTS),
  ...Object.values(PROFILE_ENDPOINTS),
  ...Object.values(REPORT_ENDPOINTS),
  ...Object.values(AUDIT_ENDPOINTS),
  ...Object.values(EXPORT_ENDPOINTS),
  ...Object.values(WITHDRAWAL_ENDPOINTS),
  ...Object.values(REQUEST_ENDPOINTS),
  ...Object.values(BREACH_ENDPOINTS),
  ...Object.values(TODAY_ENDPOINTS),
  ...Object.values(FAMILY_ENDPOINTS),
  ...Object.values(PASSKEY_ENDPOINTS),
  ...Object.values(CLINICAL_ENDPOINTS),
  ...Object.values(BOOKING_ENDPOINTS),
  ...Object.values(MESSAGE_ENDPOINTS),
];

/** The methods the API answers, for CORS's preflight. */
export const API_METHODS = [...new Set(ENDPOINTS.map((one) => one.method))];
