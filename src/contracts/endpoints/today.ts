import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { DAY_PATTERN } from '../date-range';
import type { TodayAnswer } from '../today';
import { endpoint } from './endpoint';

const day = z.string().regex(DAY_PATTERN);
// A count that cannot be read is zero and a part that cannot be read is none: one bad figure never hides the rest.
const shown = z.number().int().nonnegative().catch(0);
const part = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullable().catch(null);

export const todayAnswerSchema = z.object({
  today: day,
  work: part({
    overdueMine: shown,
    dueTodayMine: shown,
    newUnassigned: shown,
    needsDecision: shown,
    unreadMessages: shown,
  }),
  week: part({
    from: day,
    arrived: shown,
    answered: shown,
    withinTarget: shown,
    admitted: shown,
    openNow: shown,
    overdueNow: shown,
  }),
  team: part({ pendingInvitations: shown, withoutSecondFactor: shown }),
  requests: part({ open: shown, late: shown }),
}) satisfies z.ZodType<TodayAnswer>;

/** The Today page: counts for every signed-in staff member, each part by the role's permissions. */
export const TODAY_ENDPOINTS = {
  today: endpoint({
    method: 'GET',
    path: API_PATHS.today,
    access: 'staff',
    answers: { 200: todayAnswerSchema },
    errors: [],
  }),
};
