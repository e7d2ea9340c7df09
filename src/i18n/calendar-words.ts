import { CLOCK_STYLE, dateTimeFormat, localDigits } from './format';
import { LANGUAGE_SETTINGS, type Language } from './languages';
import { WEEKDAYS, type Weekday } from '#contracts/forms/discretion';

/** 1 January 2023 was a Sunday, the first of `WEEKDAYS`. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY = 86_400_000;

/** A weekday's name in the language ("Sunday", «الأحد»), from `Intl`. */
export const weekdayName = (day: Weekday, language: Language) =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(SUNDAY + WEEKDAYS.indexOf(day) * DAY);

/**
 * A whole hour of the day as a clock time, 0–23 ("09:00", «٠٩:٠٠» in Arabic), written digit by digit as
 * `Intl` writes it in CLOCK_STYLE (a test holds them equal): the form pages show the reply hours, and the
 * first date formatter a page builds loads the locale's data, a long task on a slow phone while it starts.
 */
export const clockHour = (hour: number, language: Language) =>
  Number.isInteger(hour) && hour >= 0 && hour < 24
    ? localDigits(`${String(hour).padStart(2, '0')}:00`, language)
    : dateTimeFormat(language, { ...CLOCK_STYLE, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));

/** Names joined as the language lists them ("Sunday, Tuesday, and Thursday"; «الأحد والثلاثاء والخميس»). */
export const listOf = (names: string[], language: Language) =>
  new Intl.ListFormat(LANGUAGE_SETTINGS[language].locale, { type: 'conjunction' }).format(names);
