import { zonedTime } from '#contracts/clock';
import type { DateRange } from '#contracts/date-range';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The whole of last month on the centre's calendar (UAE), whatever the reader's own time zone:
 * on 24 November, 1 to 31 October; on 1 January, all of December before.
 */
export function lastMonth(now: Date, timeZone = CENTRE_TIME_ZONE): DateRange {
  const { year, month } = zonedTime(now, timeZone);
  const [lastYear, last] = month === 1 ? [year - 1, 12] : [year, month - 1];
  // Day 0 of this month is the last day of the month before.
  const days = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return { from: `${lastYear}-${pad(last)}-01`, to: `${lastYear}-${pad(last)}-${pad(days)}` };
}
