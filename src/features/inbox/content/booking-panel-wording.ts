import type { Bilingual } from '@/i18n/text';

/** The item's booked call: the centre's time, the family's beside it, and who takes it. */
export const bookingPanelWording = {
  heading: { en: 'Booked call', ar: 'موعد الاتصال المحجوز' },
  when: { en: 'Centre time', ar: 'بتوقيت المركز' },
  theirs: { en: 'Their time', ar: 'بتوقيت الأسرة' },
  who: { en: 'Taken by', ar: 'يتولاه' },
  you: { en: 'You', ar: 'أنت' },
  reminder: { en: 'Reminder to the family', ar: 'التذكير للأسرة' },
  reminderPlanned: { en: 'By email on {time}', ar: 'بالبريد الإلكتروني في {time}' },
  reminderSent: { en: 'Emailed on {time}', ar: 'أُرسل بالبريد الإلكتروني في {time}' },
  reminderFailed: {
    en: 'Not sent: the mail server refused it on {time}. Remind them yourself, on their channel and within their hours.',
    ar: 'لم يُرسل: رفضه خادم البريد في {time}. ذكّرهم بنفسك عبر الوسيلة التي اختاروها وفي الأوقات التي حددوها.',
  },
  reminderNone: {
    en: 'None is sent: only a family that chose email gets one, a day before and within their hours.',
    ar: 'لا يُرسل تذكير: يصل التذكير فقط إلى الأسرة التي اختارت البريد الإلكتروني، قبل الموعد بيوم وفي الأوقات التي حددتها.',
  },
  missed: { en: 'No answer at the booked time', ar: 'لم يُجَب في الموعد المحجوز' },
  missedHint: {
    en: 'Logs a try with no answer at the booked time; the family can then book again.',
    ar: 'تُسجَّل محاولة بلا رد في الموعد المحجوز، ويمكن للأسرة بعدها أن تحجز موعدًا جديدًا.',
  },
  missedFailed: {
    en: 'It was not logged: the item may have changed. Reload it and try once more.',
    ar: 'لم تُسجَّل المحاولة، فربما تغيّر الاستفسار. أعد تحميله ثم أعد المحاولة.',
  },
} satisfies Record<string, Bilingual>;
