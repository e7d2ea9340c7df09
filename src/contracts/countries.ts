import type { Bilingual } from './languages';

/** The four countries the site serves, as ISO 3166 codes (the flags and the phone field use the same codes). */
export const COUNTRY_CODES = ['AE', 'EG', 'SA', 'US'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Each country's name: the crisis notice, the flags, the phone field, the reports and the exports. */
export const COUNTRY_NAMES: Readonly<Record<CountryCode, Bilingual>> = {
  AE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  EG: { en: 'Egypt', ar: 'مصر' },
  SA: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  US: { en: 'United States', ar: 'الولايات المتحدة الأمريكية' },
};
