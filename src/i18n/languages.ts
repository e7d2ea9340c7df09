import { LANGUAGES, LOCALES, type Language } from '#contracts/languages';

export { LANGUAGES, type Language };
export type Direction = 'rtl' | 'ltr';

interface LanguageSettings {
  /** BCP 47 tag for `<html lang>` and `Intl`. */
  locale: string;
  dir: Direction;
  /** The language's own name, in its own script. */
  label: string;
  fontClass: string;
}

export const LANGUAGE_SETTINGS: Record<Language, LanguageSettings> = {
  ar: { locale: LOCALES.ar, dir: 'rtl', label: 'العربية', fontClass: 'font-ar' },
  en: { locale: LOCALES.en, dir: 'ltr', label: 'English', fontClass: 'font-en' },
};

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => value === 'ar' || value === 'en';

export const otherLanguage = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/** Arabic when the browser's first language is Arabic, otherwise English (spec §4). */
export function languageFromBrowser(preferred: readonly string[] | undefined): Language {
  const first = preferred?.[0]?.toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : DEFAULT_LANGUAGE;
}
