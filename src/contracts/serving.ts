import { ARABIC_PREFIX, addressLanguage, isClientRendered } from './addresses.ts';

/**
 * How an address maps to a file of the build, for every server that serves it
 * (the Node server, `npm run preview`); deploy/nginx/site.conf says the same in nginx's terms, and
 * tests/nginx/site-conf-routes.test.ts holds its Cache-Control lines to `CACHE_CONTROL`.
 */
export type Resolution = { redirect: string } | { file: string; status: 200 | 404 };

/** The client-rendered pages' HTML: the app without a prerendered page in it. */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * How long a browser or proxy may keep a file of the build. Hashed assets never change (a new build
 * names new files): a year, immutable. Everything else (pages, the app shell, robots.txt, the
 * sitemap) is revalidated by its ETag at each use, since its name stays while the build changes.
 */
export const CACHE_CONTROL = { hashed: 'public, max-age=31536000, immutable', revalidate: 'no-cache' } as const;

/** The Cache-Control of `file` (relative to the build folder, no leading slash). */
export const cacheControl = (file: string) =>
  file.startsWith('assets/') ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate;

/** The prerendered 404 page of the address's language. */
export const notFoundFile = (pathname: string) =>
  addressLanguage(pathname) === 'ar' ? `${ARABIC_PREFIX.slice(1)}/404.html` : '404.html';

/**
 * `exists` answers whether a file (relative to the build folder, no leading slash) is there.
 * One canonical form: no trailing slash, so `/contact-us/` is redirected to `/contact-us`.
 */
export function resolveAddress(pathname: string, exists: (file: string) => boolean): Resolution {
  // Leading slashes collapse too: `//evil.example/` must stay on this site, not become a protocol-relative address.
  if (pathname.length > 1 && pathname.endsWith('/')) return { redirect: `/${pathname.replace(/^\/+|\/+$/g, '')}` };
  // Never a file outside the build folder.
  if (pathname.split('/').includes('..')) return { file: notFoundFile(pathname), status: 404 };
  const relative = pathname.slice(1);
  // Dotfiles and the HTML files' own names are never addresses.
  const hidden = /(^|\/)\./.test(relative) || /(^|\/)(index|404)\.html$/.test(relative) || relative === APP_SHELL_FILE;
  if (!hidden && relative !== '' && exists(relative)) return { file: relative, status: 200 };
  if (pathname.startsWith('/assets/')) return { file: notFoundFile(pathname), status: 404 };
  if (isClientRendered(pathname)) return { file: APP_SHELL_FILE, status: 200 };
  const page = relative === '' ? 'index.html' : `${relative}/index.html`;
  if (!hidden && exists(page)) return { file: page, status: 200 };
  return { file: notFoundFile(pathname), status: 404 };
}
