import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainStorage } from '@/lib/storage';

export const COLOR_SCHEME_KEY = 'color-scheme';

export type ColorScheme = 'light' | 'dark';

export const isColorScheme = (value: unknown): value is ColorScheme => value === 'light' || value === 'dark';

interface ColorSchemeState {
  /** What the visitor chose and we saved; `null` follows the system. */
  chosen: ColorScheme | null;
  /** The system preference (`prefers-color-scheme`); not saved. */
  system: ColorScheme;
  toggle: () => void;
  setSystem: (scheme: ColorScheme) => void;
}

type Saved = Pick<ColorSchemeState, 'chosen'>;

export const useColorSchemeStore = create<ColorSchemeState>()(
  persist(
    (set, get) => ({
      chosen: null,
      system: 'light',
      toggle: () => set({ chosen: selectColorScheme(get()) === 'dark' ? 'light' : 'dark' }),
      setSystem: (system) => set({ system }),
    }),
    {
      name: COLOR_SCHEME_KEY,
      skipHydration: true,
      partialize: ({ chosen }): Saved => ({ chosen }),
      storage: plainStorage<Saved>({
        read: (raw) => ({ chosen: isColorScheme(raw) ? raw : null }),
        write: ({ chosen }) => chosen,
      }),
    },
  ),
);

export const selectColorScheme = (state: Pick<ColorSchemeState, 'chosen' | 'system'>): ColorScheme =>
  state.chosen ?? state.system;

/** The current colour scheme. */
export const useColorScheme = () => useColorSchemeStore(selectColorScheme);
