/**
 * The mock API (msw), shared by the dev server's browser worker and the tests' node server.
 *
 * Demo account: demo@sakinawellness.com / Sakina-demo-2026, signed in at its password (as in the server's
 * demo mode). With the same password, code@sakinawellness.com asks for a code (123456, or the recovery
 * code ABCD-EFGH-JKLM) and enrol@sakinawellness.com enrols (confirm with 123456). Any other sign-in answers 401.
 * POST /api/login starts a mock session (localStorage `mock-session`, standing in for the real
 * server's HttpOnly cookie), POST /api/logout ends it. GET /ui/protected/nav and /api/inbox answer
 * with a session and 401 `{ error: 'unauthorized' }` without one.
 * POST /api/enquiries and POST /api/contact answer as the real server: 201 `{ reference }`, or 400 with
 * the form's error codes (the same checks, from features/enquiry/validation).
 *
 * Scenarios, to see the loading and error states in dev: open any page with
 * `?mock-scenario=<name>` (saved in localStorage under `mock-scenario`, so it
 * lasts until `?mock-scenario=off`). It applies to every mock call, sign-in included:
 *   slow         answers after 3 seconds
 *   error        500 Internal Server Error
 *   invalid      an answer the app cannot use (navigation: no menu lists; sign-in: not JSON)
 *   unauthorized 401 Unauthorized
 *   network      a network failure (no answer)
 *   rate-limited 429 Too Many Requests, try again in 10 minutes
 * Tests call `setMockScenario()` from `@/mocks/scenario` instead.
 */
import type { RequestHandler } from 'msw';
import { accountsHandlers } from './accounts';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { reportsHandlers } from './reports';
import { enquiryHandlers } from './enquiries';
import { inboxHandlers } from './inbox';
import { navigationHandlers } from './navigation';
import { withdrawalHandlers } from './withdrawal';

export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...navigationHandlers,
  ...inboxHandlers,
  ...enquiryHandlers,
  ...accountsHandlers,
  ...reportsHandlers,
  ...auditHandlers,
  ...withdrawalHandlers,
];
