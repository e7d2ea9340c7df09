import type { Language } from './languages';
import { ENROL_PATH, isPrerendered, JOIN_PATH, pageIds, paths, SHOWCASE_PATH } from './routes.ts';

/** Arabic twins live under this prefix: `/ar`, `/ar/treatments/addiction`. */
export const ARABIC_PREFIX = '/ar';

/** Client-rendered pages: one address each, in the saved language (no `/ar` twin, not prerendered). */
export const clientRenderedPaths: readonly string[] = [
  ...pageIds.filter((id) => !isPrerendered(id)).map((id) => paths[id]),
  SHOWCASE_PATH,
  JOIN_PATH,
  ENROL_PATH,
];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export const isClientRendered = (pathname: string) => clientRenderedPaths.some((base) => isUnder(pathname, base));

/** The language an address decides: Arabic under `/ar`, none for client-rendered pages, else English. */
export function addressLanguage(pathname: string): Language | null {
  if (isUnder(pathname, ARABIC_PREFIX)) return 'ar';
  return isClientRendered(pathname) ? null : 'en';
}

/** The address without its language prefix: `/ar/contact-us` → `/contact-us`, `/ar` → `/`. */
export function unprefixedPath(pathname: string): string {
  if (!isUnder(pathname, ARABIC_PREFIX)) return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/**
 * An internal link in `language`'s address set: `/contact-us` → `/ar/contact-us` in Arabic.
 * Query and fragment are kept; client-rendered pages and anything that is not a path stay as they are.
 */
export function localizedPath(to: string, language: Language): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const split = to.search(/[?#]/);
  const pathname = unprefixedPath(split === -1 ? to : to.slice(0, split));
  const rest = split === -1 ? '' : to.slice(split);
  if (language === 'en' || isClientRendered(pathname)) return pathname + rest;
  return (pathname === '/' ? ARABIC_PREFIX : ARABIC_PREFIX + pathname) + rest;
}

/** Every page that is prerendered in both languages (visitor and public pages), by unprefixed path. */
export const twinnedPaths: readonly string[] = pageIds.filter(isPrerendered).map((id) => paths[id]);
