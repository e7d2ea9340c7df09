/** Where a `to` leads: a route of ours, another site or app, or nowhere we will link to. */
export type LinkTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string; newTab: boolean } | { kind: 'invalid' };

const NEW_TAB_PROTOCOLS = new Set(['http:', 'https:']);
const SAME_TAB_PROTOCOLS = new Set(['mailto:', 'tel:']);

/**
 * `/path` is internal. `//host` and `/\host` are not: browsers read them as
 * another host. Absolute http(s) URLs open in a new tab, mailto and tel in place;
 * anything else (javascript:, relative paths) is refused.
 */
export function linkTarget(to: string): LinkTarget {
  if (/^\/(?![/\\])/.test(to)) return { kind: 'internal', to };
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return { kind: 'invalid' };
  }
  if (NEW_TAB_PROTOCOLS.has(url.protocol)) return { kind: 'external', href: to, newTab: true };
  if (SAME_TAB_PROTOCOLS.has(url.protocol)) return { kind: 'external', href: to, newTab: false };
  return { kind: 'invalid' };
}
