/** The site's two languages: the pages' address sets, the forms' `language` field, every wording. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's BCP 47 tag for `<html lang>` and `Intl` (ar-EG: Arabic-Indic digits). */
export const LOCALES: Readonly<Record<Language, string>> = { ar: 'ar-EG', en: 'en-US' };

/** A wording in both languages (spec §3), as the server sends it and the pages hold it. */
export interface Bilingual {
  ar: string;
  en: string;
}

/** Each language named in both: "Arabic" / «العربية». */
export const LANGUAGE_NAMES: Readonly<Record<Language, Bilingual>> = {
  ar: { en: 'Arabic', ar: 'العربية' },
  en: { en: 'English', ar: 'الإنجليزية' },
};
