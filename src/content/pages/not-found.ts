import type { Bilingual } from '@/i18n/text';

/** The 404 body, English verbatim from the spec; the spec gives the Arabic too. */
export const notFoundBody: Bilingual = {
  en: 'The page your are looking for cannot be found. It may have been removed, had its name changed, or is temporarily unavailable.',
  ar: 'الصفحة غير موجودة',
};
