import { useLayoutEffect } from 'react';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';

/**
 * Sets `document.title` to the wording in the current language, and follows language changes.
 * A layout effect, so the title changes in the same commit as the page it names: nothing (a screen
 * reader, a history entry, a test) sees the new heading under the old title.
 */
export function useDocumentTitle(title: Bilingual) {
  const text = useText();
  const wording = text(title);
  useLayoutEffect(() => {
    document.title = wording;
  }, [wording]);
}
