import { dateTimeFormat, formatNumber } from '@/i18n/format';
import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import type { Count } from '#contracts/reports';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions) {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_SETTINGS[language].locale, options);
    formats.set(key, format);
  }
  return format;
}

/** ICU puts thin and no-break spaces in ranges and units; one plain space reads and wraps the same everywhere. */
const plainSpaces = (text: string) => text.replace(/\s+/g, ' ');

/** `part` of `whole` as a share from 0 to 1; null when there is no whole to share. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? Math.min(1, Math.max(0, part / whole)) : null);

/**
 * A share as a whole percentage ("63%", «٦٣٪»), except that it never rounds to 0% or 100% when it is
 * not: 0.996 is "99.6%", 0.004 is "0.4%" (and anything smaller "<0.1%"), so "100%" means all of them.
 */
export function formatPercent(share: number, language: Language) {
  const whole = numberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const rounded = Math.round(share * 100);
  const edge = (rounded === 0 && share > 0) || (rounded === 100 && share < 1);
  if (!edge) return plainSpaces(whole.format(share));
  const tenth = numberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const clamped = share < 0.5 ? Math.max(share, 0.001) : Math.min(share, 0.999);
  const text = plainSpaces(tenth.format(Math.floor(clamped * 1000) / 1000));
  return share < 0.001 ? `<${text}` : text;
}

/**
 * Minutes as hours and minutes in words: "25 minutes", "1 hour 5 minutes", "2 hours"; in Arabic
 * «٢٥ دقيقة»، «ساعة و٥ دقائق»، «ساعتان». Rounded to the minute.
 */
export function formatDuration(minutes: number, language: Language) {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const unit = (unit: 'hour' | 'minute', value: number) =>
    plainSpaces(numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value));
  const parts = [hours > 0 && unit('hour', hours), (rest > 0 || hours === 0) && unit('minute', rest)].filter(
    (part): part is string => typeof part === 'string',
  );
  return parts.join(language === 'ar' ? ' و' : ' ');
}

/** A calendar day (YYYY-MM-DD) as an instant that formats as that day in UTC. */
const dayInstant = (day: string) => new Date(`${day}T00:00:00Z`);

/** A week by its Monday: "Mar 2" (short, under a column) or "March 2, 2026" (long, in the table); Arabic «٢ مارس». */
export function weekLabel(week: string, language: Language, length: 'short' | 'long') {
  const options: Intl.DateTimeFormatOptions =
    length === 'short'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return plainSpaces(dateTimeFormat(language, options).format(dayInstant(week)));
}

/** A period of days, both included: "March 1 – 15, 2026", «١–١٥ مارس ٢٠٢٦»; one day alone when they are the same. */
export function rangeLabel(from: string, to: string, language: Language) {
  const format = dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return plainSpaces(
    from === to ? format.format(dayInstant(from)) : format.formatRange(dayInstant(from), dayInstant(to)),
  );
}

/** Largest first; "not stated" (a null key) last whatever its size; ties keep the server's order. */
export function sortCounts<Key extends string>(counts: Count<Key>[]): Count<Key>[] {
  return counts
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        Number(a.entry.key === null) - Number(b.entry.key === null) ||
        b.entry.count - a.entry.count ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

export { formatNumber };
