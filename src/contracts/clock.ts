import { WEEKDAYS, isTimeZone, type Discretion, type Weekday } from './forms/discretion.ts';

/** Whole hours kept on some days in one time zone: open from `opens` (0–23) until `closes` (1–24). */
export interface ResponseHours {
  timeZone: string;
  days: readonly Weekday[];
  opens: number;
  closes: number;
}

/** A wall clock and calendar reading; `month` and `day` count from 1. */
export type ZonedTime = { weekday: Weekday } & Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FIELDS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
};
// Building a formatter costs far more than using one, and the pipeline asks about the same few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  const format =
    formatters.get(timeZone) ?? new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...FIELDS });
  formatters.set(timeZone, format);
  return format;
}

/** The wall clock and calendar in `timeZone` at `at`. Throws a RangeError for a zone the runtime does not know. */
export function zonedTime(at: Date, timeZone: string): ZonedTime {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(at)) part[type] = value;
  return {
    weekday: (part.weekday ?? '').toLowerCase() as Weekday,
    year: Number(part.year),
    month: Number(part.month),
    day: Number(part.day),
    hour: Number(part.hour),
    minute: Number(part.minute),
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms (whole minutes). */
function offsetAt(at: number, timeZone: string): number {
  const { year, month, day, hour, minute } = zonedTime(new Date(at), timeZone);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(at / MINUTE) * MINUTE;
}

/**
 * The open spans [start, end) of `hours` from `from` on, in order, as UTC ms. The timeline is walked a
 * day at a time; within a stretch of one UTC offset the wall clock is UTC plus that offset, so the
 * windows are plain arithmetic. A stretch ends early at an offset change (DST), found by bisection.
 */
function* openSpans(from: number, hours: ResponseHours): Generator<[number, number]> {
  // Untrusted hours that never open would otherwise keep this walking forever.
  const { opens, closes } = hours;
  if (!(opens >= 0 && opens < closes && closes <= 24 && WEEKDAYS.some((day) => hours.days.includes(day)))) return;
  for (let start = from; ;) {
    const offset = offsetAt(start, hours.timeZone);
    let end = start + DAY;
    if (offsetAt(end, hours.timeZone) !== offset) {
      let before = start;
      while (end - before > MINUTE) {
        const mid = Math.floor((before + end) / 2);
        if (offsetAt(mid, hours.timeZone) === offset) before = mid;
        else end = mid;
      }
      end = Math.floor(end / MINUTE) * MINUTE;
    }
    const [localStart, localEnd] = [start + offset, end + offset];
    for (let midnight = Math.floor(localStart / DAY) * DAY; midnight < localEnd; midnight += DAY) {
      if (!hours.days.includes(WEEKDAYS[new Date(midnight).getUTCDay()] as Weekday)) continue;
      const spanStart = Math.max(localStart, midnight + opens * HOUR);
      const spanEnd = Math.min(localEnd, midnight + closes * HOUR);
      if (spanStart < spanEnd) yield [spanStart - offset, spanEnd - offset];
    }
    start = end;
  }
}

/** Minutes of [from, to) inside `hours`; fractional when `from` or `to` falls mid-minute. */
export function serviceMinutesBetween(from: Date, to: Date, hours: ResponseHours): number {
  let total = 0;
  for (const [start, end] of openSpans(from.getTime(), hours)) {
    if (start >= to.getTime()) break;
    total += Math.min(end, to.getTime()) - start;
  }
  return total / MINUTE;
}

/** The earliest instant by which `targetMinutes` (≥ 1) of `hours` have passed since `arrival`. */
export function respondBy(arrival: Date, targetMinutes: number, hours: ResponseHours): Date {
  if (!(targetMinutes >= 1)) throw new RangeError(`respondBy needs a target of 1 minute or more, not ${targetMinutes}`);
  let left = targetMinutes * MINUTE;
  for (const [start, end] of openSpans(arrival.getTime(), hours)) {
    if (end - start >= left) return new Date(start + left);
    left -= end - start;
  }
  throw new RangeError('respondBy needs hours that open at some time');
}

/**
 * Whether `now` is inside the family's safe days and hours, in its zone; if not, when they next open
 * (null when they never do). A zone the runtime does not know is read as UTC: stored values are untrusted.
 */
export function safeWindow(
  rules: Pick<Discretion, 'safeDays' | 'safeFrom' | 'safeTo' | 'timeZone'>,
  now: Date,
): { within: boolean; local: ZonedTime; nextStart: Date | null } {
  const timeZone = isTimeZone(rules.timeZone) ? rules.timeZone : 'UTC';
  const local = zonedTime(now, timeZone);
  const within = rules.safeDays.includes(local.weekday) && local.hour >= rules.safeFrom && local.hour < rules.safeTo;
  if (within) return { within, local, nextStart: null };
  const hours = { timeZone, days: rules.safeDays, opens: rules.safeFrom, closes: rules.safeTo };
  const first = openSpans(now.getTime(), hours).next();
  return { within, local, nextStart: first.done ? null : new Date(first.value[0]) };
}
