import { clockTime, CLOCK_STYLE, dateTimeFormat, hourTime } from './format';
import { LANGUAGE_SETTINGS, type Language } from './languages';
import type { Weekday } from '#contracts/forms/discretion';

/**
 * The weekdays' names as `Intl` writes them (a test holds them equal), so the enquiry form's safe days
 * build no date formatter while the page starts (see `clockTime`).
 */
const WEEKDAY_NAMES: Record<Language, Record<Weekday, string>> = {
  en: {
    sun: 'Sunday',
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
  },
  ar: { sun: 'الأحد', mon: 'الاثنين', tue: 'الثلاثاء', wed: 'الأربعاء', thu: 'الخميس', fri: 'الجمعة', sat: 'السبت' },
};

/** The months' names as `Intl` writes them in a long date (a test holds them equal), January first. */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/** A weekday's name in the language ("Sunday", «الأحد»). */
export const weekdayName = (day: Weekday, language: Language) => WEEKDAY_NAMES[language][day];

/** A whole hour of the day (0–23) as a clock time ("09:00", «٠٩:٠٠»), written by hand (`clockTime`); any other number through `Intl`. */
export const clockHour = (hour: number, language: Language) =>
  Number.isInteger(hour) && hour >= 0 && hour < 24
    ? clockTime(hourTime(hour), language)
    : dateTimeFormat(language, { ...CLOCK_STYLE, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));

/** Names joined as the language lists them ("Sunday, Tuesday, and Thursday"; «الأحد والثلاثاء والخميس»). */
export const listOf = (names: string[], language: Language) =>
  new Intl.ListFormat(LANGUAGE_SETTINGS[language].locale, { type: 'conjunction' }).format(names);
