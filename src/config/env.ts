/** Build-time configuration (README "Configuration"). */
export const env = {
  /** Where the API lives; empty means the site's own origin. Never the string "undefined". */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
};
