/**
 * GET /api/today: what needs the signed-in person now, as counts only (no name, phone or message),
 * one part per permission of their role. A part the role may not see is null.
 */
export interface TodayAnswer {
  /** The centre's today (YYYY-MM-DD) the counts are for. */
  today: string;
  /**
   * Inbox work: the person's own late items and follow-ups due today, the team's new unassigned items
   * and decisions, and the items whose family wrote since the team last read.
   */
  work: {
    overdueMine: number;
    dueTodayMine: number;
    newUnassigned: number;
    needsDecision: number;
    unreadMessages: number;
  } | null;
  /** This week (Monday to today, the centre's time zone) and the open items now: counts for a manager. */
  week: {
    from: string;
    arrived: number;
    answered: number;
    withinTarget: number;
    admitted: number;
    openNow: number;
    overdueNow: number;
  } | null;
  /** The accounts an admin should look at. */
  team: { pendingInvitations: number; withoutSecondFactor: number } | null;
  /** Families' requests still open, and how many of them are past their due day. */
  requests: { open: number; late: number } | null;
}

/** The Monday (YYYY-MM-DD) of the week that holds `day` (YYYY-MM-DD): the week the manager's figures start. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The inbox filter each work count is read with (the inbox page's address), so a count and the list
 * its link opens agree. The inbox has no filter for a decision: that link opens the whole inbox,
 * where those items carry their marker.
 */
export const WORK_FILTERS = {
  overdueMine: { owner: 'mine', due: 'overdue' },
  dueTodayMine: { owner: 'mine', due: 'today' },
  newUnassigned: { stage: 'new', owner: 'unassigned' },
  needsDecision: {},
  unreadMessages: { due: 'messages' },
} as const satisfies Record<keyof NonNullable<TodayAnswer['work']>, Partial<Record<'stage' | 'owner' | 'due', string>>>;
