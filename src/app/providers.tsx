import { useCallback, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { addressLanguage, localizedPath } from '#contracts/addresses';
import type { Language } from '@/i18n/languages';
import { LanguageProvider } from '@/i18n/language-context';
import { useLanguage, useLanguageStore } from '@/stores/use-language-store';

/** The language for everything inside, and the localised links that go with it. */
export function LanguageScope({ language, children }: { language: Language; children: ReactNode }) {
  const pathFor = useCallback((path: string) => localizedPath(path, language), [language]);
  return (
    <LanguageProvider language={language} pathFor={pathFor}>
      {children}
    </LanguageProvider>
  );
}

/**
 * Inside the router, the address decides the language (`/ar…` Arabic, other prerendered pages English),
 * so a prerendered page hydrates in the language it was rendered in; client-rendered pages keep the last
 * address's language (then the saved one).
 */
export function AddressLanguage({ children }: { children: ReactNode }) {
  const current = useLanguage();
  const fromAddress = addressLanguage(useLocation().pathname);

  // Back across the toggle or a link into the other set: remembered for this visit, not saved.
  useEffect(() => {
    if (fromAddress && fromAddress !== current) useLanguageStore.getState().visit(fromAddress);
  }, [fromAddress, current]);

  return <LanguageScope language={fromAddress ?? current}>{children}</LanguageScope>;
}
