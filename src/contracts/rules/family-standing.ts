import type { Standing } from '../family';
import type { Stage } from '../pipeline';

/**
 * Where things stand, in a family's words: a call the family booked, or a follow-up time still ahead
 * while in contact, is a booked call.
 */
export function standingOf(stage: Stage, followUpAt: Date | null, callBooked: boolean, now = new Date()): Standing {
  if ((stage === 'new' || stage === 'inContact') && callBooked) return 'callBooked';
  if (stage === 'inContact') return followUpAt && followUpAt > now ? 'callBooked' : 'reaching';
  if (stage === 'assessmentBooked') return 'assessment';
  if (stage === 'admitted' || stage === 'closed') return 'decision';
  return 'received';
}
