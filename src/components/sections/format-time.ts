import { MONTH_NAMES } from '@/i18n/calendar-words';
import { clockTime, formatNumber, localDigits } from '@/i18n/format';
import type { Language } from '@/i18n/languages';

/** "08:00"–"22:00" → "08:00 – 22:00", with Arabic-Indic digits in Arabic. */
export const formatClockRange = (opens: string, closes: string, language: Language) =>
  `${clockTime(opens, language)}\u00a0–\u00a0${clockTime(closes, language)}`;

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * "2026-11-21" → "November 21, 2026" in English, "٢١ نوفمبر ٢٠٢٦" in Arabic: `Intl`'s long date, written by
 * hand (a test holds them equal) so a legal page builds no date formatter while it starts. Every space is a
 * no-break space, as ICU versions differ in theirs. A date of another shape fails the prerender of its page.
 */
export function formatIsoDate(isoDate: string, language: Language) {
  const [, year, month, day] = ISO_DATE.exec(isoDate) ?? [];
  if (!year || !month || !day) throw new Error(`"${isoDate}" is not an ISO date (YYYY-MM-DD)`);
  const monthName = MONTH_NAMES[language][Number(month) - 1];
  const dayNumber = formatNumber(Number(day), language);
  return language === 'ar'
    ? `${dayNumber}\u00a0${monthName}\u00a0${localDigits(year, 'ar')}`
    : `${monthName}\u00a0${dayNumber},\u00a0${year}`;
}
