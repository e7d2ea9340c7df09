import { preloadPage } from './router';

/**
 * Loads a page's chunks when a link to it is pointed at or touched, so a click rarely waits for them:
 * the build no longer preloads each lazy chunk's dependencies at runtime (vite.config.ts). Not on focus:
 * tabbing through a page would download and run every page it links to.
 */
export function prefetchOnIntent(win: Window = window): () => void {
  let last = '';
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== win.location.origin || link.pathname === last) return;
    last = link.pathname;
    preloadPage(link.pathname).catch(() => {
      // A chunk that fails now is tried again, and reported, when the page is opened.
    });
  };
  const events = ['pointerover', 'touchstart'] as const;
  for (const type of events) win.document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) win.document.removeEventListener(type, onIntent);
  };
}
