import { useSyncExternalStore } from 'react';

/** Whether a media query matches now; false where there is no window (prerendering). */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Tailwind's `laptop` breakpoint (tailwind.config.ts). */
export const LAPTOP_QUERY = '(min-width: 1024px)';
