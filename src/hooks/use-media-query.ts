import { useSyncExternalStore } from 'react';

/** Calls `onChange` with the query's answer each time it changes; returns the way to stop. */
export function watchMediaQuery(query: string, onChange: (matches: boolean) => void) {
  const list = window.matchMedia?.(query);
  const listener = () => onChange(list?.matches ?? false);
  list?.addEventListener?.('change', listener);
  return () => list?.removeEventListener?.('change', listener);
}

/** Whether a media query matches now; false where there is no window (prerendering). */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => watchMediaQuery(query, onChange),
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Tailwind's `laptop` breakpoint (tailwind.config.ts). */
export const LAPTOP_QUERY = '(min-width: 1024px)';
