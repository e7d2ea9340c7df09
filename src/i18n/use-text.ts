import { useCallback } from 'react';
import { useRenderLanguage } from './language-context';
import { pick, type Bilingual } from './text';

/** Picks the current language's wording: `const text = useText(); text(title)`. */
export function useText() {
  const language = useRenderLanguage();
  return useCallback((wording: Partial<Bilingual> | null | undefined) => pick(wording, language), [language]);
}
