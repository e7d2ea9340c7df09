import type { Bilingual } from '@/i18n/text';

/** The reports page: counts and times only, never a family's details. */
export const reportsWording = {
  description: {
    en: 'Enquiries, the admissions pipeline and response times over a date range: counts only, no family’s details.',
    ar: 'الطلبات ومسار القبول وأوقات الاستجابة خلال مدة تختارها: أعداد فقط، بلا أي بيانات عن العائلات.',
  },
} satisfies Record<string, Bilingual>;
