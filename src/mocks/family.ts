import { FAMILY_ROLE, type FamilyUser, type Standing } from '#contracts/family';
import type { HeldState } from '#contracts/withdrawal';
import { heldItem } from './handlers/withdrawal';

/** The mock's held state in a family's words (the real server reads the pipeline's stage). */
const STANDING: Readonly<Record<HeldState, Standing>> = {
  received: 'received',
  beingHandled: 'reaching',
  closed: 'decision',
};

/** The family of a held item, as the server's session answers it; null once it is withdrawn. */
export function familyOf(reference: string): FamilyUser | null {
  const item = heldItem(reference);
  if (!item) return null;
  const { kind, language, receivedAt, state } = item.answer;
  return { role: FAMILY_ROLE, reference, kind, language, receivedAt, standing: STANDING[state] };
}
