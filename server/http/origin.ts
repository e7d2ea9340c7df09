/**
 * Whether a write comes from a page of this site (or an origin configured as allowed):
 * the `Origin` header, which browsers send with every POST, must name this host.
 * A request without one is refused too: forms are sent by browsers.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowed: readonly string[]) {
  if (!origin || origin === 'null') return false;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
