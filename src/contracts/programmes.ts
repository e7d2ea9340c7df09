import type { Bilingual } from './languages';

/** The four treatment pages' ids, and "not sure yet". */
export const PROGRAMMES = [
  'addiction',
  'anxietyDepression',
  'eatingDisorders',
  'marriageCounseling',
  'notSure',
] as const;
export type Programme = (typeof PROGRAMMES)[number];
/** Each programme's name: its treatment page's heading, and "not sure yet" as the staff read it. */
export const PROGRAMME_LABELS = {
  addiction: { en: 'Addiction Rehab', ar: 'علاج الإدمان والتعافي' },
  anxietyDepression: { en: 'Anxiety & Depression Disorders', ar: 'اضطرابات القلق والاكتئاب' },
  eatingDisorders: { en: 'Eating Disorders', ar: 'اضطرابات الأكل' },
  marriageCounseling: { en: 'Marriage Counseling', ar: 'الإرشاد الزواجي' },
  notSure: { en: 'Not sure yet', ar: 'لم يحدَّد بعد' },
} as const satisfies Record<Programme, Bilingual>;
