import type { Bilingual } from '@/i18n/text';

/** The Today page's booked calls: each at the centre's time, with the family's beside it. */
export const bookedCallsWording = {
  heading: { en: 'Calls booked for today', ar: 'الاتصالات المحجوزة لليوم' },
  none: { en: 'No call is booked for today.', ar: 'لا اتصالات محجوزة لهذا اليوم.' },
  /** The days after today that CALLS_AHEAD_DAYS names: six. */
  aheadHeading: { en: 'Calls booked for the next six days', ar: 'الاتصالات المحجوزة للأيام الستة القادمة' },
  noneAhead: { en: 'No call is booked for the next six days.', ar: 'لا اتصالات محجوزة للأيام الستة القادمة.' },
  loading: { en: 'Loading today’s calls…', ar: 'جارٍ تحميل اتصالات اليوم…' },
  loadFailed: { en: 'Today’s calls could not be loaded.', ar: 'تعذّر تحميل اتصالات اليوم.' },
  tryAgain: { en: 'Try again', ar: 'إعادة المحاولة' },
  /** "{time}" is the family's clock and "{zone}" its name. */
  theirTime: { en: 'Their time: {time} ({zone})', ar: 'بتوقيتهم: {time} ({zone})' },
  yours: { en: 'Yours', ar: 'لك' },
  /** The chips that narrow today's and the week's calls to one person's. */
  whose: { en: 'Whose calls', ar: 'اتصالات مَن' },
  everyone: { en: 'Everyone ({count})', ar: 'الجميع ({count})' },
  /** "{count}": how many calls, today and in the six days after. */
  you: { en: 'You ({count})', ar: 'أنت ({count})' },
  person: { en: '{name} ({count})', ar: '{name} ({count})' },
  /** "{name}" is the colleague who takes the call. */
  colleague: { en: 'Taken by {name}', ar: 'يتولاه {name}' },
} satisfies Record<string, Bilingual>;
