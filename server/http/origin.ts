/**
 * Whether a write comes from a page of this site (or an origin configured as allowed): the
 * `Origin` header, which browsers send with every POST, must name this site's scheme, host and
 * port. A request without one is refused too: forms are sent by browsers.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  site: { host: string | undefined; protocol: string },
  allowed: readonly string[],
) {
  if (!origin || origin === 'null') return false;
  if (allowed.includes(origin)) return true;
  try {
    const { host, protocol } = new URL(origin);
    // URL drops a scheme's default port ("https://x:443" → "x"), as browsers' Host headers do.
    return site.host !== undefined && host === site.host.toLowerCase() && protocol === `${site.protocol}:`;
  } catch {
    return false;
  }
}
