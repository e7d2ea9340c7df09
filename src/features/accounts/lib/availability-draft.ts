import { MAX_LEAVE_DAYS, minutesOf, type Availability, type WeeklyHours } from '#contracts/bookings';
import { DAY_PATTERN } from '#contracts/date-range';
import { toLatinDigits } from '#contracts/forms/digits';
import { WEEKDAYS, type Weekday } from '#contracts/forms/discretion';
import type { Language } from '#contracts/languages';

/** One stretch of a day as typed: any digits, "9" or "09:00". */
export interface DraftHours {
  key: number;
  from: string;
  to: string;
}

/** The form's state: the week by day, leave as typed text. */
export interface AvailabilityDraft {
  timeZone: string;
  languages: Language[];
  days: Record<Weekday, DraftHours[]>;
  leave: string;
}

/** What is wrong, by field: `languages`, `leave`, or `<day>-<key>-from` / `-to`. */
export type DraftProblem = 'clock' | 'order' | 'day' | 'tooManyDays' | 'noLanguage';
export type DraftErrors = Record<string, DraftProblem>;

let nextKey = 0;
/** A new stretch's React key: ranges are added and removed, so their index cannot be one. */
export const newHours = (from = '', to = ''): DraftHours => ({ key: nextKey++, from, to });

/** The saved hours as the form shows them; a member with none set starts in their browser's zone. */
export function draftOf(saved: Availability | null, browserZone: string): AvailabilityDraft {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as DraftHours[]])) as Record<Weekday, DraftHours[]>;
  for (const { day, from, to } of saved?.weekly ?? []) days[day].push(newHours(from, to));
  return {
    timeZone: saved?.timeZone ?? browserZone,
    languages: saved?.languages ?? [],
    days,
    leave: (saved?.leave ?? []).join('\n'),
  };
}

/** "9", "9:30", "٠٩:٣٠" → "09:30"; null unless on the hour or half past ("24:00" ends a day). */
export function readClock(typed: string): string | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(toLatinDigits(typed).trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (minute !== 0 && minute !== 30) return null;
  if (hour > 24 || (hour === 24 && minute !== 0)) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A real calendar day written YYYY-MM-DD (no 31 February). */
const isDay = (day: string) => DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The draft as the API takes it, or what is wrong with it, field by field. */
export function readDraft(draft: AvailabilityDraft): { availability: Availability } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const weekly: WeeklyHours[] = [];
  for (const day of WEEKDAYS)
    for (const hours of draft.days[day]) {
      const from = readClock(hours.from);
      const to = readClock(hours.to);
      const id = `${day}-${hours.key}`;
      if (!from || from === '24:00') errors[`${id}-from`] = 'clock';
      if (!to) errors[`${id}-to`] = 'clock';
      else if (from && minutesOf(from) >= minutesOf(to)) errors[`${id}-to`] = 'order';
      if (from && to) weekly.push({ day, from, to });
    }
  if (draft.languages.length === 0) errors.languages = 'noLanguage';
  const leave = [
    ...new Set(
      toLatinDigits(draft.leave)
        .split(/[\s,،]+/)
        .filter(Boolean),
    ),
  ].toSorted();
  if (leave.some((day) => !isDay(day))) errors.leave = 'day';
  else if (leave.length > MAX_LEAVE_DAYS) errors.leave = 'tooManyDays';
  if (Object.keys(errors).length > 0) return { errors };
  return { availability: { timeZone: draft.timeZone, languages: draft.languages, weekly, leave } };
}
