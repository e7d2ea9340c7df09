import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The favicon as a data URL in every page: one request fewer before the first paint (CSP img-src allows data:). */
export function inlineFavicon(): Plugin {
  const href = '/src/assets/favicon.svg';
  return {
    name: 'inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(`href="${href}"`)) throw new Error(`inline-favicon: index.html has no icon at ${href}`);
        // The href is from the repository root, two folders up from this file.
        const svg = readFileSync(fileURLToPath(new URL(`../..${href}`, import.meta.url)), 'utf8').trim();
        return html.replace(`href="${href}"`, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
      },
    },
  };
}
