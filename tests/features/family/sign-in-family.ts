import { FAMILY_ROLE } from '#contracts/family';
import { startMockFamilySession } from '@/mocks/session';
import { useUserStore } from '@/stores/use-user-store';

/** The mock's demo enquiry, as its confirmation showed it. */
export const DEMO_FAMILY = { reference: 'SW-DEM00', code: 'DEMW-ABCD-EFGH-JKMN' } as const;

/** Signs the demo family in as the mock server knows it: the stored reference and the mock session. */
export function signInFamily() {
  startMockFamilySession(DEMO_FAMILY.reference);
  useUserStore.getState().setFamily({ role: FAMILY_ROLE, reference: DEMO_FAMILY.reference });
}
