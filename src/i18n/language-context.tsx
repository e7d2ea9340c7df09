import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './languages';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/**
 * The language a subtree renders in. The app provides it from the saved preference
 * (src/app/router.tsx); shared code and the UI kit read it here, never from a store.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language this subtree renders in. */
export const useRenderLanguage = () => useContext(LanguageContext);
