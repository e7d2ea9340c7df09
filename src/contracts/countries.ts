/** The four countries the site serves, as ISO 3166 codes (the flags and the phone field use the same codes). */
export const COUNTRY_CODES = ['AE', 'EG', 'SA', 'US'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
