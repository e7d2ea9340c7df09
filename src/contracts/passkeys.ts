/** One of a family's passkeys, as its space lists them: never the key itself. */
export interface FamilyPasskey {
  /** The row's number, for removing it. */
  id: string;
  addedAt: string;
  lastUsedAt: string | null;
  /** Kept by the device's account (iCloud, Google…), so it may be on the family's other devices too. */
  synced: boolean;
}

/** A family may keep this many passkeys: one per device of theirs, with room to spare. */
export const MAX_FAMILY_PASSKEYS = 10;

/** How long the device has to answer a passkey request before it must be asked again. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
