import { useCallback } from 'react';
import { useLanguage } from '@/stores/use-language-store';
import { pick, type Bilingual } from './text';

/** Picks the current language's wording: `const text = useText(); text(title)`. */
export function useText() {
  const language = useLanguage();
  return useCallback((wording: Partial<Bilingual> | null | undefined) => pick(wording, language), [language]);
}
