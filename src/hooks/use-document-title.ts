import { useEffect } from 'react';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';

/** Sets `document.title` to the wording in the current language, and follows language changes. */
export function useDocumentTitle(title: Bilingual) {
  const text = useText();
  const wording = text(title);
  useEffect(() => {
    document.title = wording;
  }, [wording]);
}
