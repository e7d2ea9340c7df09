import type { Bilingual } from '@/i18n/text';
import { LANGUAGE_NAMES } from '#contracts/languages';

/** Languages team members speak, named the same way on every team page (the site's own two as everywhere). */
export const spoken = {
  arabic: LANGUAGE_NAMES.ar,
  english: LANGUAGE_NAMES.en,
  french: { en: 'French', ar: 'الفرنسية' },
  urdu: { en: 'Urdu', ar: 'الأردية' },
  filipino: { en: 'Filipino', ar: 'الفلبينية' },
} as const satisfies Record<string, Bilingual>;
