import type { Standing } from '#contracts/family';
import type { Bilingual } from '@/i18n/text';

/** The family's home on /protected (the page's own heading stays "Protected", spec §2). */
export const familyHomeWording = {
  heading: { en: 'Where things stand', ar: 'أين وصل استفساركم' },
  reference: { en: 'Your reference:', ar: 'رقمكم المرجعي:' },
  stepsLabel: { en: 'The steps of an enquiry', ar: 'مراحل الاستفسار' },
  /** The short name of each step, in the list that shows how far the enquiry has come. */
  step: {
    received: { en: 'Received', ar: 'الاستلام' },
    reaching: { en: 'Reaching you', ar: 'التواصل معكم' },
    callBooked: { en: 'Call booked', ar: 'موعد الاتصال' },
    assessment: { en: 'Assessment', ar: 'التقييم' },
    decision: { en: 'Decision', ar: 'القرار' },
  } satisfies Record<Standing, Bilingual>,
  current: { en: '(now)', ar: '(الآن)' },
  /** `{day}` and `{time}` on the reader's own clock. */
  assessmentAt: {
    en: 'Your assessment is on {day} at {time} (your time).',
    ar: 'موعد التقييم {day} الساعة {time} بتوقيتكم.',
  },
  loading: { en: 'Loading where things stand…', ar: 'جارٍ تحميل حالة استفساركم…' },
  loadFailed: { en: 'We could not load where things stand.', ar: 'تعذّر تحميل حالة استفساركم.' },
  tryAgain: { en: 'Try again', ar: 'إعادة المحاولة' },
};
