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
  /** The language of the last address that decides one (`/ar…` or an English prerendered page), this visit only. */
  visited: Language | null;
  /** Saves `language` as the visitor's choice: only the toggle does (spec §4). */
  choose: (language: Language) => void;
  setBrowser: (language: Language) => void;
  visit: (language: Language | null) => void;
}

type Saved = Pick<LanguageState, 'chosen'>;

export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      chosen: null,
      browser: DEFAULT_LANGUAGE,
      visited: null,
      choose: (language) => set({ chosen: language, visited: language }),
      setBrowser: (browser) => set({ browser }),
      visit: (visited) => set({ visited }),
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

/**
 * The current language: the last address's, so a page reached from `/ar…` stays Arabic whatever was saved;
 * else the start rule (spec §4), the saved choice, else the browser's language.
 */
export const selectLanguage = (state: Pick<LanguageState, 'chosen' | 'browser' | 'visited'>): Language =>
  state.visited ?? state.chosen ?? state.browser;

/** The current language. */
export const useLanguage = () => useLanguageStore(selectLanguage);
