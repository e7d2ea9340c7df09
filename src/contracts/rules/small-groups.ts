import { rangeDays } from '../date-range';
import { BREAKDOWNS, type Breakdown, type ReportsAnswer } from '../reports';

/**
 * Small groups over short periods (security review 2, Info): a one-day report that says "US: 1" or
 * "eating disorders: 1" lets someone who knows a family's day pick their enquiry out. Over a period
 * shorter than `underDays`, a breakdown names only its groups of at least `below` items and says
 * how many it left out; totals, weeks, the funnel and the response times stay whole.
 */
export const SMALL_GROUPS = { below: 3, underDays: 31 } as const;

export function hideSmallGroups(answer: Omit<ReportsAnswer, 'smallGroups'>): ReportsAnswer {
  if (rangeDays(answer) >= SMALL_GROUPS.underDays) return { ...answer, smallGroups: null };
  const shown = { ...answer };
  const hidden = {} as Record<Breakdown, number>;
  for (const breakdown of BREAKDOWNS) {
    const small = (count: number) => count > 0 && count < SMALL_GROUPS.below;
    hidden[breakdown] = answer[breakdown].reduce((sum, entry) => sum + (small(entry.count) ? entry.count : 0), 0);
    Object.assign(shown, { [breakdown]: answer[breakdown].filter((entry) => !small(entry.count)) });
  }
  return { ...shown, smallGroups: { below: SMALL_GROUPS.below, hidden } };
}
