import { act } from '@testing-library/react';
import { LAPTOP_QUERY } from '@/hooks/use-media-query';

/**
 * jsdom has no media queries. This stub answers the laptop query with `laptop` (only that query
 * matches) and returns a setter that grows or shrinks the window and tells the listeners.
 * tests/setup.ts takes it away after each test.
 */
export function stubLaptopQuery(laptop = false) {
  const listeners = new Set<() => void>();
  let matches = laptop;
  window.matchMedia = ((query: string) => ({
    // Live, as a MediaQueryList's is.
    get matches() {
      return query === LAPTOP_QUERY && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (value: boolean) => {
    matches = value;
    act(() => listeners.forEach((listener) => listener()));
  };
}
