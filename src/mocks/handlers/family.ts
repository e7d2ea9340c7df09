import { FAMILY_ENDPOINTS } from '#contracts/endpoints/family';
import { ERROR_CODES } from '#contracts/errors';
import { failure, mockEndpoints } from '../route';
import { startMockFamilySession } from '../session';
import { familyOf, findHeld } from './withdrawal';

/** A family's sign-in with a held item's reference and code (the demo's: SW-DEM00, DEMW-ABCD-EFGH-JKMN), and its session. */
export const familyHandlers = mockEndpoints(FAMILY_ENDPOINTS, {
  login: ({ body }) => {
    const family = findHeld(body) ? familyOf(body.reference) : null;
    if (!family) return failure(401, ERROR_CODES.invalidCredentials);
    startMockFamilySession(body.reference);
    return { family };
  },
  session: ({ family: reference }) => {
    const family = familyOf(reference);
    return family ? { family } : failure(401, ERROR_CODES.unauthorized);
  },
});
