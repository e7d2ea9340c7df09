import { CLOCK_STYLE, dateTimeFormat, formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { isTimeZone, WEEKDAYS, weekRun, type Weekday } from '#contracts/forms/discretion';
import { clockHour, listOf, weekdayName } from '@/i18n/calendar-words';

/** The safe hours in words: "09:00 to 18:00", «من ٠٩:٠٠ إلى ١٨:٠٠»; 24 is midnight. */
export function safeHoursText(from: number, to: number, language: Language): string {
  const end = to >= 24 ? (language === 'ar' ? 'منتصف الليل' : 'midnight') : clockHour(to, language);
  return language === 'ar' ? `من ${clockHour(from, 'ar')} إلى ${end}` : `${clockHour(from, 'en')} to ${end}`;
}

/** A zone the runtime knows, or UTC, as `safeWindow` reads it: a stored value is untrusted. */
export const knownZone = (zone: string) => (isTimeZone(zone) ? zone : 'UTC');

/** "Friday 14:05" / «الجمعة ١٤:٠٥»: a moment on the wall clock of `zone`. */
export const weekdayTime = (at: Date, zone: string, language: Language) =>
  dateTimeFormat(language, { weekday: 'long', ...CLOCK_STYLE, timeZone: knownZone(zone) }).format(at);

/** The reader's own time zone, as their browser keeps it. */
export const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "16:00" / «١٦:٠٠» in the reader's own zone. */
export const readerTime = (at: Date, language: Language) => dateTimeFormat(language, CLOCK_STYLE).format(at);

/** The safe days in words: "Monday to Friday", «من الأحد إلى الخميس», "Every day", or a list. */
export function safeDaysText(days: readonly Weekday[], language: Language): string {
  const name = (day: Weekday) => weekdayName(day, language);
  if (WEEKDAYS.every((day) => days.includes(day))) return language === 'ar' ? 'كل أيام الأسبوع' : 'Every day';
  const run = weekRun(days);
  if (run)
    return language === 'ar'
      ? `من ${name(run.first)} إلى ${name(run.last)}`
      : `${name(run.first)} to ${name(run.last)}`;
  const names = WEEKDAYS.filter((day) => days.includes(day)).map(name);
  return listOf(names, language);
}

/** "3 tries" / «٣ محاولات», with Arabic's number agreement. */
export function triesText(count: number, language: Language): string {
  const formatted = formatNumber(count, language);
  if (language === 'en') return `${formatted} ${count === 1 ? 'try' : 'tries'}`;
  if (count === 1) return 'محاولة واحدة';
  if (count === 2) return 'محاولتان';
  if (count % 100 >= 3 && count % 100 <= 10) return `${formatted} محاولات`;
  return `${formatted} محاولة`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-11-25T16:00": `at` on the reader's own wall clock, as a `datetime-local` input holds it. */
const localMinute = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** A moment as a `datetime-local` value in the reader's own zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) ? localMinute(at) : '';
}

/**
 * A `datetime-local` value, read in the reader's zone, as ISO 8601 with that zone's offset
 * ("2026-11-25T16:00:00+04:00"); null when empty or not a time.
 */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const at = new Date(year, month - 1, day, hour, minute);
  if (Number.isNaN(at.getTime())) return null;
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${localMinute(at)}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
