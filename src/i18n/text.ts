import type { Bilingual } from '#contracts/languages';
import type { Language } from './languages';

export type { Bilingual };

/** Shown wherever a wording is missing (spec §8). */
export const LOCALE_NOT_FOUND = 'Locale Not Found';

/** The wording for `language`; `Locale Not Found` when it is missing or empty. */
export function pick(text: Partial<Bilingual> | null | undefined, language: Language): string {
  const wording = text?.[language];
  return typeof wording === 'string' && wording.trim() !== '' ? wording : LOCALE_NOT_FOUND;
}
