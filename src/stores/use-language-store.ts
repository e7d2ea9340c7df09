import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/languages';
import { plainStorage } from '@/lib/storage';

export const LANGUAGE_KEY = 'language';

interface LanguageState {
  /** What the visitor chose and we saved; `null` follows the browser. */
  chosen: Language | null;
  /** Derived from the browser's languages at start-up; not saved. */
  browser: Language;
  /** Saves `language` as the visitor's choice (the toggle, or an address that decides the language). */
  choose: (language: Language) => void;
  setBrowser: (language: Language) => void;
}

type Saved = Pick<LanguageState, 'chosen'>;

export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      chosen: null,
      browser: DEFAULT_LANGUAGE,
      choose: (language) => set({ chosen: language }),
      setBrowser: (browser) => set({ browser }),
    }),
    {
      name: LANGUAGE_KEY,
      skipHydration: true,
      partialize: ({ chosen }): Saved => ({ chosen }),
      storage: plainStorage<Saved>({
        read: (raw) => ({ chosen: isLanguage(raw) ? raw : null }),
        write: ({ chosen }) => chosen,
      }),
    },
  ),
);

export const selectLanguage = (state: Pick<LanguageState, 'chosen' | 'browser'>): Language =>
  state.chosen ?? state.browser;

/** The current language. */
export const useLanguage = () => useLanguageStore(selectLanguage);
