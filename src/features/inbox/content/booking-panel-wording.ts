import type { Bilingual } from '@/i18n/text';

/** The item's booked call: the centre's time, the family's beside it, and who takes it. */
export const bookingPanelWording = {
  heading: { en: 'Booked call', ar: 'موعد الاتصال المحجوز' },
  when: { en: 'Centre time', ar: 'بتوقيت المركز' },
  theirs: { en: 'Their time', ar: 'بتوقيت الأسرة' },
  who: { en: 'Taken by', ar: 'يتولاه' },
  you: { en: 'You', ar: 'أنت' },
} satisfies Record<string, Bilingual>;
