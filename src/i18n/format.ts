import { LANGUAGE_SETTINGS, type Language } from './languages';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}) {
  const key = `${language}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_SETTINGS[language].locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Arabic-Indic digits in Arabic (ar-EG), Western digits in English. */
export const formatNumber = (value: number, language: Language) => numberFormat(language).format(value);

/** A year without grouping separators (2026, not 2,026). */
export const formatYear = (year: number, language: Language) =>
  numberFormat(language, { useGrouping: false }).format(year);
