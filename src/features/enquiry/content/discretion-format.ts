import { dateTimeFormat } from '@/i18n/format';
import { isolateLtr } from '@/i18n/isolate';
import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import { WEEKDAYS, type Weekday } from '#contracts/forms/discretion';

/** 1 January 2023 was a Sunday, the first of `WEEKDAYS`. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY = 86_400_000;

/** A weekday's name in the language ("Sunday", «الأحد»), from `Intl`. */
export const weekdayName = (day: Weekday, language: Language) =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(SUNDAY + WEEKDAYS.indexOf(day) * DAY);

/** A whole hour of the day as a clock time, 0–23 ("09:00", «٠٩:٠٠» in Arabic). */
export const clockHour = (hour: number, language: Language) =>
  dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour),
  );

/** The zone's name as `Intl` gives it in the language, for one style; undefined when it has none. */
function zoneName(zone: string, language: Language, style: 'shortGeneric' | 'longGeneric') {
  return dateTimeFormat(language, { timeZone: zone, timeZoneName: style })
    .formatToParts(0)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/** An offset ("GMT+3", «غرينتش+٣») or an abbreviation ("PT"): not words a family recognises. */
const notWords = (name: string | undefined) => !name || /GMT|UTC|غرينتش|^[A-Z]{1,5}$/.test(name);

/**
 * A time zone in words, in the language: "Saudi Arabia Time", «توقيت المملكة العربية السعودية»;
 * its IANA name ("Asia/Riyadh") when the runtime has no words for it.
 */
export function timeZoneWords(zone: string, language: Language): string {
  try {
    const short = zoneName(zone, language, 'shortGeneric');
    if (!notWords(short)) return short as string;
    const long = zoneName(zone, language, 'longGeneric');
    if (!notWords(long)) return long as string;
    return short ?? long ?? isolateLtr(zone);
  } catch {
    return isolateLtr(zone);
  }
}

/** Names joined as the language lists them ("Sunday, Tuesday, and Thursday"; «الأحد والثلاثاء والخميس»). */
export const listOf = (names: string[], language: Language) =>
  new Intl.ListFormat(LANGUAGE_SETTINGS[language].locale, { type: 'conjunction' }).format(names);
