import { COUNTRY_NAMES, type CountryCode } from '#contracts/countries';

export type { CountryCode };

/** Each country's name, worded once in the contracts (the server's exports use it too). */
export const countryNames = COUNTRY_NAMES;

export const countryName = (country: CountryCode) => countryNames[country];
