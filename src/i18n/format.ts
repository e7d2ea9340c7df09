import { LANGUAGE_SETTINGS, type Language } from './languages';

export { CLOCK_STYLE, LONG_DAY_STYLE } from '#contracts/date-styles';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and options: building one costs far more than using it. */
function cached<T>(formats: Map<string, T>, language: Language, options: object, make: (locale: string) => T) {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make(LANGUAGE_SETTINGS[language].locale);
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (language: Language, options: Intl.NumberFormatOptions = {}) =>
  cached(numberFormats, language, options, (locale) => new Intl.NumberFormat(locale, options));

/** Dates and times in the language's locale (Arabic-Indic digits in Arabic). */
export const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(dateTimeFormats, language, options, (locale) => new Intl.DateTimeFormat(locale, options));

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Western digits in `text` as the language writes them: Arabic-Indic in Arabic (ar-EG), as they are in English. */
export const localDigits = (text: string, language: Language) =>
  language === 'ar' ? text.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)] ?? digit) : text;

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A whole hour of the day (0–23) as a centre time: 9 → "09:00". */
export const hourTime = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * A centre time ("07:00") in the site's one clock style (CLOCK_STYLE: "07:00", «٠٧:٠٠»), written digit by digit as
 * `Intl` writes it (a test holds them equal): the first date formatter a page builds loads the locale's data, a long
 * task on a slow phone while the page starts (ADR 031). A time of another shape throws, and fails the prerender of its page.
 */
export function clockTime(time: string, language: Language) {
  if (!CLOCK_TIME.test(time)) throw new Error(`"${time}" is not a 24-hour clock time (HH:MM)`);
  return localDigits(time, language);
}

/** What each language's locale puts between groups of three digits ("1,000", «١٬٠٠٠»). */
const GROUP_SEPARATOR: Record<Language, string> = { en: ',', ar: '٬' };

/**
 * A whole number ≥ 0 written digit by digit, as `Intl` writes it (a test holds them equal): building a page's
 * first `Intl` formatter loads the locale's data, a long task on a slow phone while the page loads, and most
 * pages show only a year, a step number or a character count. Null for anything else.
 */
function plainDigits(value: number, language: Language, grouping: boolean) {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  const digits = String(value);
  return localDigits(grouping ? digits.replace(/\B(?=(?:\d{3})+$)/g, GROUP_SEPARATOR[language]) : digits, language);
}

/** Arabic-Indic digits in Arabic (ar-EG), Western digits in English. */
export const formatNumber = (value: number, language: Language) =>
  plainDigits(value, language, true) ?? numberFormat(language).format(value);

/** A year without grouping separators (2026, not 2,026). */
export const formatYear = (year: number, language: Language) =>
  plainDigits(year, language, false) ?? numberFormat(language, { useGrouping: false }).format(year);
