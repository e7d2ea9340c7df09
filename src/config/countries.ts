import type { Bilingual } from '@/i18n/text';

/** The four countries the site serves, as ISO 3166 codes (the flags use the same codes). */
export type CountryCode = 'AE' | 'EG' | 'SA' | 'US';

/** Each country's name, the one wording the crisis notice, the flags and the phone field all use. */
export const countryNames: Record<CountryCode, Bilingual> = {
  AE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  EG: { en: 'Egypt', ar: 'مصر' },
  SA: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  US: { en: 'United States', ar: 'الولايات المتحدة الأمريكية' },
};

export const countryName = (country: CountryCode) => countryNames[country];
