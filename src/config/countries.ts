import type { Bilingual } from '@/i18n/text';
import type { CountryCode } from '#contracts/countries';

export type { CountryCode };

/** Each country's name, the one wording the crisis notice, the flags and the phone field all use. */
export const countryNames: Record<CountryCode, Bilingual> = {
  AE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  EG: { en: 'Egypt', ar: 'مصر' },
  SA: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  US: { en: 'United States', ar: 'الولايات المتحدة الأمريكية' },
};

export const countryName = (country: CountryCode) => countryNames[country];
