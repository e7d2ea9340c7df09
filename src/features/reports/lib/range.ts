import { zonedTime } from '#contracts/clock';
import { dateRangeSchema, DAY_PATTERN, MAX_RANGE_DAYS, type DateRange } from '#contracts/date-range';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';

/** The periods the page offers; `custom` is two days the reader picks. */
export const RANGE_CHOICES = ['this-week', 'last-week', 'this-month', 'last-month', 'last-90-days', 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];
export type PresetChoice = Exclude<RangeChoice, 'custom'>;
export const PRESET_CHOICES = RANGE_CHOICES.filter((choice): choice is PresetChoice => choice !== 'custom');
export const DEFAULT_CHOICE: PresetChoice = 'this-month';

/** A report's period: how it was chosen, and its first and last days (both included, centre's calendar). */
export interface ReportRange extends DateRange {
  choice: RangeChoice;
}

const DAY = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `days` (negative: earlier), as YYYY-MM-DD. */
export const addDays = (day: string, days: number) => dayOf(msOf(day) + days * DAY);

/** How many days `from`–`to` cover, both included. */
export const daysCovered = ({ from, to }: DateRange) => Math.round((msOf(to) - msOf(from)) / DAY) + 1;

/** Today's date on the centre's calendar (UAE), whatever the reader's own time zone. */
export function centreToday(now: Date, timeZone = CENTRE_TIME_ZONE) {
  const { year, month, day } = zonedTime(now, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The Monday of `day`'s week: the centre's working week, and the reports' weeks, start on Monday. */
const mondayOf = (day: string) => addDays(day, -((new Date(msOf(day)).getUTCDay() + 6) % 7));

/**
 * A preset's days, counted from `today` (the centre's): this week or month up to today, the whole of
 * last week or last month, and the last 90 days with today.
 */
export function presetRange(choice: PresetChoice, today: string): DateRange {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  switch (choice) {
    case 'this-week':
      return { from: mondayOf(today), to: today };
    case 'last-week': {
      const monday = addDays(mondayOf(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this-month':
      return { from: `${year}-${pad(month)}-01`, to: today };
    case 'last-month': {
      const firstOfThis = Date.UTC(year, month - 1, 1);
      const lastOfPrevious = firstOfThis - DAY;
      return { from: `${dayOf(lastOfPrevious).slice(0, 7)}-01`, to: dayOf(lastOfPrevious) };
    }
    case 'last-90-days':
      return { from: addDays(today, -89), to: today };
  }
}

const isPreset = (value: string | null): value is PresetChoice => PRESET_CHOICES.includes(value as PresetChoice);

/**
 * The period the address holds: `?range=last-month` (a preset), or `?from=2026-03-01&to=2026-03-15`
 * (custom). Anything else, an impossible day or a range the server would refuse, is this month:
 * an old or mistyped link still opens a report, without an error.
 */
export function readRange(params: URLSearchParams, today: string): ReportRange {
  const range = params.get('range');
  if (isPreset(range)) return { choice: range, ...presetRange(range, today) };
  const custom = dateRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
  if (range === null && custom.success) return { choice: 'custom', ...custom.data };
  return { choice: DEFAULT_CHOICE, ...presetRange(DEFAULT_CHOICE, today) };
}

/**
 * The address's query for a period, keeping any other parameter: nothing for the default (this
 * month), `range=…` for the other presets, `from` and `to` for a custom one.
 */
export function rangeSearch(range: { choice: RangeChoice } & Partial<DateRange>, current = new URLSearchParams()) {
  const next = new URLSearchParams(current);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if (range.choice === 'custom') {
    next.set('from', range.from ?? '');
    next.set('to', range.to ?? '');
  } else if (range.choice !== DEFAULT_CHOICE) next.set('range', range.choice);
  return next;
}

/** What is wrong with a custom period as typed: nothing (null), a missing or impossible day, the order, or the length. */
export type CustomRangeProblem = 'missing' | 'invalid' | 'order' | 'tooLong';

export function checkCustomRange(from: string, to: string): CustomRangeProblem | null {
  if (from === '' || to === '') return 'missing';
  const valid = (day: string) => DAY_PATTERN.test(day) && !Number.isNaN(msOf(day)) && dayOf(msOf(day)) === day;
  if (!valid(from) || !valid(to)) return 'invalid';
  if (msOf(to) < msOf(from)) return 'order';
  if (daysCovered({ from, to }) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

export { MAX_RANGE_DAYS };
