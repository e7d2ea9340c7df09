import { DEMO_FAMILY_REFERENCE } from '#contracts/demo';
import { FAMILY_ENDPOINTS } from '#contracts/endpoints/family';
import { ERROR_CODES } from '#contracts/errors';
import { failure, mockEndpoints } from '../route';
import { startMockFamilySession } from '../session';
import { bookingAhead } from './bookings';
import { familyOf, findHeld } from './withdrawal';

/** The family of `reference`, its standing with its booked call in mind. */
export const mockFamily = (reference: string) => familyOf(reference, bookingAhead(reference) !== null);

/**
 * The demo's sign-in link, as if its email had arrived: /login#family-link=<this> opens the demo
 * family's page (SW-DEM00). The mock sends no mail; any other token is used or expired.
 */
export const MOCK_FAMILY_LINK_TOKEN = 'demo-sign-in-link-for-the-mock-family-SWDEM';

/** A family's sign-in with a held item's reference and code (the demo's: SW-DEM00, DEMW-ABCD-EFGH-JKMN), or the demo link, and its session. */
export const familyHandlers = mockEndpoints(FAMILY_ENDPOINTS, {
  login: ({ body }) => {
    const family = findHeld(body) ? mockFamily(body.reference) : null;
    if (!family) return failure(401, ERROR_CODES.invalidCredentials);
    startMockFamilySession(body.reference);
    return { family };
  },
  // As the server: the same answer whatever the reference, and no word of whether a link went.
  link: () => null,
  linkLogin: ({ body }) => {
    const family = body.token === MOCK_FAMILY_LINK_TOKEN ? mockFamily(DEMO_FAMILY_REFERENCE) : null;
    if (!family) return failure(401, ERROR_CODES.invalidCredentials);
    startMockFamilySession(DEMO_FAMILY_REFERENCE);
    return { family };
  },
  session: ({ family: reference }) => {
    const family = mockFamily(reference);
    return family ? { family } : failure(401, ERROR_CODES.unauthorized);
  },
});
