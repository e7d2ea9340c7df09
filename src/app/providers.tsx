import type { ReactNode } from 'react';
import { LanguageProvider } from '@/i18n/language-context';
import { useLanguage } from '@/stores/use-language-store';

/** What every screen renders inside: the saved language, for shared code and the UI kit to read. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <LanguageProvider language={useLanguage()}>{children}</LanguageProvider>;
}
