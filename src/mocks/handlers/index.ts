import { accountsHandlers, profileHandlers } from './accounts';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { bookingHandlers } from './bookings';
import { breachHandlers } from './breaches';
import { clinicalHandlers } from './clinical';
import { enquiryHandlers } from './enquiries';
import { familyHandlers } from './family';
import { exportHandlers, inboxHandlers } from './inbox';
import { messageHandlers } from './messages';
import { navigationHandlers } from './navigation';
import { passkeyHandlers } from './passkeys';
import { reportsHandlers } from './reports';
import { requestsHandlers } from './requests';
import { savedViewHandlers } from './saved-views';
import { todayHandlers } from './today';
import { withdrawalHandlers } from './withdrawal';

/**
 * The mock API (msw), shared by the dev server's browser worker and the tests' node server. Its
 * demo accounts, codes and scenarios are in the README ("Mock server"); docs/decisions/017 says what it is for.
 */
export const handlers = [
  ...authHandlers,
  ...navigationHandlers,
  // Before the inbox's: /api/inbox/views is no item's reference.
  ...savedViewHandlers,
  ...inboxHandlers,
  ...enquiryHandlers,
  ...accountsHandlers,
  ...profileHandlers,
  ...reportsHandlers,
  ...auditHandlers,
  ...exportHandlers,
  ...withdrawalHandlers,
  ...requestsHandlers,
  ...breachHandlers,
  ...todayHandlers,
  ...familyHandlers,
  ...passkeyHandlers,
  ...clinicalHandlers,
  ...bookingHandlers,
  ...messageHandlers,
];
