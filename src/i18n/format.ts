import { LANGUAGE_SETTINGS, type Language } from './languages';

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

/** Arabic-Indic digits in Arabic (ar-EG), Western digits in English. */
export const formatNumber = (value: number, language: Language) => numberFormat(language).format(value);

/** A year without grouping separators (2026, not 2,026). */
export const formatYear = (year: number, language: Language) =>
  numberFormat(language, { useGrouping: false }).format(year);
