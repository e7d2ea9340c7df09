import { centreDay } from './centre-day';
import { zonedTime } from './clock';
import { CENTRE_TIME_ZONE } from './service-hours';

const DAY = 24 * 60 * 60 * 1000;

/**
 * When day `day` (YYYY-MM-DD) begins in the centre's time zone. Noon UTC falls on the same calendar
 * day in every zone from UTC−12 to UTC+11 (the centre's, Asia/Dubai, is UTC+4), so the day that
 * holds it is `day`.
 */
export const centreDayStart = (day: string) => centreDay(new Date(`${day}T12:00:00Z`)).start;

/** The instants [start, end) of the days `from` to `to`, both included; an absent end is open. */
export function centreRange({ from, to }: { from: string | null; to: string | null }) {
  return {
    start: from ? centreDayStart(from) : null,
    end: to ? centreDay(new Date(Date.parse(`${to}T12:00:00Z`) + DAY)).start : null,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** `at` on the centre's wall clock, "2026-11-24 14:05", Latin digits: a spreadsheet sorts and reads it. */
export function centreLocalTime(at: Date | string): string {
  const { year, month, day, hour, minute } = zonedTime(new Date(at), CENTRE_TIME_ZONE);
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}`;
}

/** Today in the centre's time zone, YYYY-MM-DD: a download's file name says when it was made. */
export const centreToday = (now = new Date()) => centreLocalTime(now).slice(0, 10);
