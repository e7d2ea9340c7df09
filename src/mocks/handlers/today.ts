import { centreDate } from '#contracts/centre-day';
import { TODAY_ENDPOINTS } from '#contracts/endpoints/today';
import { isOpenStage } from '#contracts/pipeline';
import { can } from '#contracts/roles';
import { matchesQuery } from '#contracts/rules/inbox-list';
import { mondayOf, WORK_FILTERS } from '#contracts/today';
import { mockEndpoints } from '../route';
import { staff } from '../staff';
import { inbox, itemView } from './inbox/store';

/** The Today page's counts from the mock inbox (each with the filter its link opens) and the mock accounts. */
export const todayHandlers = mockEndpoints(TODAY_ENDPOINTS, {
  today: ({ account }) => {
    const now = new Date();
    const today = centreDate(now);
    const items = inbox.items.map((item) => itemView(item, now));
    const work = Object.fromEntries(
      Object.entries(WORK_FILTERS).map(([key, filter]) => [
        key,
        items.filter((item) =>
          key === 'needsDecision'
            ? item.needsDecision
            : matchesQuery(item, { stage: null, owner: null, due: null, q: null, ...filter }, account.id, now),
        ).length,
      ]),
    ) as Record<keyof typeof WORK_FILTERS, number>;
    const open = items.filter((item) => isOpenStage(item.stage));
    const thisWeek = items.filter((item) => centreDate(new Date(item.receivedAt)) >= mondayOf(today));
    return {
      today,
      work: can(account.role, 'inbox') ? work : null,
      week: can(account.role, 'reports')
        ? {
            from: mondayOf(today),
            arrived: thisWeek.length,
            answered: thisWeek.filter((item) => item.firstResponseAt !== null).length,
            withinTarget: 0,
            admitted: thisWeek.filter((item) => item.stage === 'admitted').length,
            openNow: open.length,
            overdueNow: open.filter((item) => item.overdue).length,
          }
        : null,
      team: can(account.role, 'accounts')
        ? {
            pendingInvitations: staff.invitations.length,
            withoutSecondFactor: staff.accounts.filter((one) => !one.disabled && !one.secondFactor).length,
          }
        : null,
      requests: can(account.role, 'requests') ? { open: 1, late: 1 } : null,
    };
  },
});
