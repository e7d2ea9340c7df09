import { DEFAULT_SITE_URL } from './site';

/** Build-time configuration (README "Configuration"). */
export const env = {
  /** The public origin, for canonical addresses and link previews. */
  siteUrl: (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
  /** Where the API lives; empty means the site's own origin. Never the string "undefined". */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
};
