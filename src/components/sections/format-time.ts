import { dateTimeFormat, formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';

// Both read and write in UTC, so a reader's own time zone never shifts a centre time or a date.
const clockFormat = (language: Language) =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const dateFormat = (language: Language) => dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * ICU versions differ in the spaces they put in times ("8:00\u202fAM", "8:00 AM – 10:00 PM" with thin spaces):
 * Node's (prerendering) and the browser's must give the same text, so every space becomes one no-break space.
 */
const steadySpaces = (text: string) => text.replace(/\s/g, '\u00a0');

/** "07:00" as an instant on a fixed day. */
function clockInstant(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, hours, minutes));
}

/** "07:00" → "7:00 AM" in English, "٧:٠٠ ص" in Arabic. */
export const formatClock = (time: string, language: Language) =>
  steadySpaces(clockFormat(language).format(clockInstant(time)));

/** "08:00"–"22:00" → "8:00 AM – 10:00 PM" in English, with Arabic-Indic digits in Arabic. */
export const formatClockRange = (opens: string, closes: string, language: Language) =>
  steadySpaces(clockFormat(language).formatRange(clockInstant(opens), clockInstant(closes)));

/** "2026-11-21" → "November 21, 2026" in English, "٢١ نوفمبر ٢٠٢٦" in Arabic. */
export const formatIsoDate = (isoDate: string, language: Language) =>
  steadySpaces(dateFormat(language).format(new Date(`${isoDate}T00:00:00Z`)));

/** Each digit of a short number ("999") in the reader's digits, leading zeros kept. */
export const formatDigits = (digits: string, language: Language) =>
  digits.replace(/\d/g, (digit) => formatNumber(Number(digit), language));
