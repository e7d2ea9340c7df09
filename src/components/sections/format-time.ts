import { clockTime, dateTimeFormat } from '@/i18n/format';
import type { Language } from '@/i18n/languages';

// Read and written in UTC, so a reader's own time zone never shifts a date.
const dateFormat = (language: Language) => dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * ICU versions differ in the spaces they put in dates and times (thin or no-break): Node's (prerendering) and the
 * browser's must give the same text, so every space becomes one no-break space.
 */
const steadySpaces = (text: string) => text.replace(/\s/g, '\u00a0');

/** "08:00"–"22:00" → "08:00 – 22:00", with Arabic-Indic digits in Arabic. */
export const formatClockRange = (opens: string, closes: string, language: Language) =>
  `${clockTime(opens, language)}\u00a0–\u00a0${clockTime(closes, language)}`;

/** "2026-11-21" → "November 21, 2026" in English, "٢١ نوفمبر ٢٠٢٦" in Arabic. */
export const formatIsoDate = (isoDate: string, language: Language) =>
  steadySpaces(dateFormat(language).format(new Date(`${isoDate}T00:00:00Z`)));
