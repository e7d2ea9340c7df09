import { CALLS_AHEAD_DAYS } from '../bookings.ts';
import { centreDay, DAY_MS } from '../centre-day.ts';

/** The Today page's calls: from the start of the centre's today to the end of the `CALLS_AHEAD_DAYS` after it. */
export function todayCallsWindow(now: Date) {
  const { start, end } = centreDay(now);
  return { from: start, todayEnds: end, until: new Date(end.getTime() + CALLS_AHEAD_DAYS * DAY_MS) };
}

/** Calls in time order, split into the centre's today (`calls`) and the days after it (`ahead`). */
export function splitTodayCalls<C extends { startsAt: string }>(calls: readonly C[], todayEnds: Date) {
  const today = (call: C) => Date.parse(call.startsAt) < todayEnds.getTime();
  return { calls: calls.filter(today), ahead: calls.filter((call) => !today(call)) };
}
