import { centreDate } from '#contracts/centre-day';
import { TODAY_ENDPOINTS } from '#contracts/endpoints/today';
import { can, type Permission } from '#contracts/roles';
import { mondayOf } from '#contracts/today';
import { mockEndpoints } from '../route';

/** Plausible counts (the mock does not count its inbox), each part for a role with its permission, as the server answers. */
export const todayHandlers = mockEndpoints(TODAY_ENDPOINTS, {
  today: ({ account }) => {
    const today = centreDate(new Date());
    const only = <Part>(permission: Permission, part: Part) => (can(account.role, permission) ? part : null);
    return {
      today,
      work: only('inbox', { overdueMine: 1, dueTodayMine: 2, newUnassigned: 3, needsDecision: 1, unreadMessages: 1 }),
      week: only('reports', {
        from: mondayOf(today),
        arrived: 9,
        answered: 8,
        withinTarget: 7,
        admitted: 1,
        openNow: 12,
        overdueNow: 2,
      }),
      // As the seeded team has them: Layla's invitation, and no enabled account without a second factor.
      team: only('accounts', { pendingInvitations: 1, withoutSecondFactor: 0 }),
      requests: only('requests', { open: 2, late: 1 }),
    };
  },
});
