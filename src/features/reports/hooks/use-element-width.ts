import { useLayoutEffect, useRef, useState } from 'react';

/**
 * An element's width in CSS pixels, measured before the browser paints and again whenever it
 * changes, so a chart draws at the size it is shown (text stays at its true size on a phone).
 * `fallback` until measured, and where nothing can be measured (tests, prerendering).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
