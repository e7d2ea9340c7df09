import {
  COUNTRY_TIME_ZONE,
  type HeardFrom,
  type PersonKnows,
  type Relationship,
  type Weekday,
} from '../forms/discretion.ts';
import type { ContactRules } from '../inbox.ts';
import type { AttemptOutcome } from '../pipeline.ts';

/** The family's choices as stored on `enquiries` (migration 005); null where an older enquiry had none. */
export interface EnquiryExtras {
  relationship: Relationship | null;
  personKnows: PersonKnows | null;
  heardFrom: HeardFrom | null;
  leaveMessage: boolean | null;
  nameCentre: boolean | null;
  safeDays: Weekday[];
  safeFrom: number | null;
  safeTo: number | null;
  timeZone: string | null;
  phoneCountry: string | null;
}

const isCountry = (code: string | null): code is keyof typeof COUNTRY_TIME_ZONE =>
  code !== null && Object.hasOwn(COUNTRY_TIME_ZONE, code);

/** The rules staff must follow, or null when the family set none (an enquiry from before they existed). */
export function readContactRules(extras: EnquiryExtras, channel: string | null): ContactRules | null {
  const { leaveMessage, nameCentre, safeFrom, safeTo, safeDays } = extras;
  if (leaveMessage === null || nameCentre === null || safeFrom === null || safeTo === null || safeFrom >= safeTo)
    return null;
  if (safeDays.length === 0) return null;
  const timeZone = extras.timeZone ?? (isCountry(extras.phoneCountry) ? COUNTRY_TIME_ZONE[extras.phoneCountry] : 'UTC');
  return { leaveMessage, nameCentre, safeDays, safeFrom, safeTo, timeZone, channel };
}

/** The family's word before the staff member's: no message where it asked for none. */
export const isAgainstContactRules = (
  outcome: AttemptOutcome,
  family: Pick<EnquiryExtras, 'leaveMessage'> | null | undefined,
) => outcome === 'leftMessage' && family?.leaveMessage === false;
