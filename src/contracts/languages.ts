/** The site's two languages: the pages' address sets, the forms' `language` field, every wording. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A wording in both languages (spec §3), as the server sends it and the pages hold it. */
export interface Bilingual {
  ar: string;
  en: string;
}
