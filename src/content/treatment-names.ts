import type { Bilingual } from '@/i18n/text';

/** Each programme's name: its page's heading, its card and its menu entry say it the same way. */
export const treatmentNames = {
  addiction: { en: 'Addiction Rehab', ar: 'علاج الإدمان والتعافي' },
  anxietyDepression: { en: 'Anxiety & Depression Disorders', ar: 'اضطرابات القلق والاكتئاب' },
  eatingDisorders: { en: 'Eating Disorders', ar: 'اضطرابات الأكل' },
  marriageCounseling: { en: 'Marriage Counseling', ar: 'الإرشاد الزواجي' },
} as const satisfies Record<string, Bilingual>;
