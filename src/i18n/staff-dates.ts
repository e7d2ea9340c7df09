import { DAY_PATTERN } from '#contracts/date-range';
import { CLOCK_STYLE, dateTimeFormat } from './format';
import type { Language } from './languages';

/**
 * The staff screens' one date style and one clock (CLOCK_STYLE), in every feature: "Nov 28, 2026" / «٢٨ نوفمبر ٢٠٢٦»
 * and 24-hour "14:05" / «١٤:٠٥» (the review found «٨:٢٦ م» and «٢١:٢٦» on one item).
 */
export const DAY_STYLE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A moment as its day and its 24-hour time; `options` adds a time zone or the zone's name. */
export const dayAndTime = (at: string | number | Date, language: Language, options: Intl.DateTimeFormatOptions = {}) =>
  dateTimeFormat(language, { ...DAY_STYLE, ...CLOCK_STYLE, ...options }).format(new Date(at));

/** A calendar day (YYYY-MM-DD, as the server sends days) in the day style; anything else as it came. */
export function dayText(day: string, language: Language): string {
  if (!DAY_PATTERN.test(day)) return day;
  return dateTimeFormat(language, { ...DAY_STYLE, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
