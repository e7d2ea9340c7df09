import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './languages';

type PathFor = (path: string) => string;

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);
const PathForContext = createContext<PathFor>((path) => path);

interface LanguageProviderProps {
  language: Language;
  /** Writes an internal path in this language's address set (`/contact-us` → `/ar/contact-us`). */
  pathFor?: PathFor;
  children: ReactNode;
}

/**
 * The language a subtree renders in, and how its internal links are written. The app provides
 * both from the address (src/app/providers.tsx); shared code and the UI kit read them here, never from a store.
 */
export function LanguageProvider({ language, pathFor = (path) => path, children }: LanguageProviderProps) {
  return (
    <LanguageContext.Provider value={language}>
      <PathForContext.Provider value={pathFor}>{children}</PathForContext.Provider>
    </LanguageContext.Provider>
  );
}

/** The language this subtree renders in. */
export const useRenderLanguage = () => useContext(LanguageContext);

/** Turns an internal path into this subtree's address for it; anything else passes through. */
export const usePathFor = () => useContext(PathForContext);
