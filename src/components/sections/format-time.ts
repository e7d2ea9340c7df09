import { dateTimeFormat, formatNumber, localDigits } from '@/i18n/format';
import type { Language } from '@/i18n/languages';

// Read and written in UTC, so a reader's own time zone never shifts a date.
const dateFormat = (language: Language) => dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * ICU versions differ in the spaces they put in dates and times (thin or no-break): Node's (prerendering) and the
 * browser's must give the same text, so every space becomes one no-break space.
 */
const steadySpaces = (text: string) => text.replace(/\s/g, '\u00a0');

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * A centre time ("07:00") in the site's one clock style (CLOCK_STYLE: "07:00", «٠٧:٠٠»), written digit by digit as
 * `Intl` writes it (a test holds them equal): the first date formatter a page builds loads the locale's data, a long
 * task on a slow phone while the page starts. A time of another shape fails the prerender of its page.
 */
export function formatClock(time: string, language: Language) {
  if (!CLOCK_TIME.test(time)) throw new Error(`"${time}" is not a 24-hour clock time (HH:MM)`);
  return localDigits(time, language);
}

/** "08:00"–"22:00" → "08:00 – 22:00", with Arabic-Indic digits in Arabic. */
export const formatClockRange = (opens: string, closes: string, language: Language) =>
  `${formatClock(opens, language)}\u00a0–\u00a0${formatClock(closes, language)}`;

/** "2026-11-21" → "November 21, 2026" in English, "٢١ نوفمبر ٢٠٢٦" in Arabic. */
export const formatIsoDate = (isoDate: string, language: Language) =>
  steadySpaces(dateFormat(language).format(new Date(`${isoDate}T00:00:00Z`)));

/** Each digit of a short number ("999") in the reader's digits, leading zeros kept. */
export const formatDigits = (digits: string, language: Language) =>
  digits.replace(/\d/g, (digit) => formatNumber(Number(digit), language));
