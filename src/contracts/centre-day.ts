import { zonedTime } from './clock.ts';
import { CENTRE_TIME_ZONE } from './service-hours.ts';

/** A day of the centre's: its zone keeps no DST, so every one is this long. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today in the centre's time zone, as [start, end): "due today" means a follow-up inside it. Zone
 * offsets are whole minutes, so the local seconds are UTC's. (The centre's zone keeps no DST.)
 */
export function centreDay(now: Date, timeZone = CENTRE_TIME_ZONE): { start: Date; end: Date } {
  const { hour, minute } = zonedTime(now, timeZone);
  const elapsed = ((hour * 60 + minute) * 60 + now.getUTCSeconds()) * 1000 + now.getUTCMilliseconds();
  const start = new Date(now.getTime() - elapsed);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The centre's calendar day of `at`, YYYY-MM-DD: what "from" and "to" of a range name. */
export function centreDate(at: Date, timeZone = CENTRE_TIME_ZONE): string {
  const { year, month, day } = zonedTime(at, timeZone);
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}
