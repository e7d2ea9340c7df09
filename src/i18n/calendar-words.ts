import { clockTime, CLOCK_STYLE, dateTimeFormat, hourTime } from './format';
import { LANGUAGE_SETTINGS, type Language } from './languages';
import { WEEKDAYS, type Weekday } from '#contracts/forms/discretion';

/** 1 January 2023 was a Sunday, the first of `WEEKDAYS`. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY = 86_400_000;

/** A weekday's name in the language ("Sunday", «الأحد»), from `Intl`. */
export const weekdayName = (day: Weekday, language: Language) =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(SUNDAY + WEEKDAYS.indexOf(day) * DAY);

/** A whole hour of the day (0–23) as a clock time ("09:00", «٠٩:٠٠»), written by hand (`clockTime`); any other number through `Intl`. */
export const clockHour = (hour: number, language: Language) =>
  Number.isInteger(hour) && hour >= 0 && hour < 24
    ? clockTime(hourTime(hour), language)
    : dateTimeFormat(language, { ...CLOCK_STYLE, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));

/** Names joined as the language lists them ("Sunday, Tuesday, and Thursday"; «الأحد والثلاثاء والخميس»). */
export const listOf = (names: string[], language: Language) =>
  new Intl.ListFormat(LANGUAGE_SETTINGS[language].locale, { type: 'conjunction' }).format(names);
