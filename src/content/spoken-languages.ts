import type { Bilingual } from '@/i18n/text';

/** Languages team members speak, named the same way on every team page. */
export const spoken = {
  arabic: { en: 'Arabic', ar: 'العربية' },
  english: { en: 'English', ar: 'الإنجليزية' },
  french: { en: 'French', ar: 'الفرنسية' },
  urdu: { en: 'Urdu', ar: 'الأردية' },
  filipino: { en: 'Filipino', ar: 'الفلبينية' },
} as const satisfies Record<string, Bilingual>;
