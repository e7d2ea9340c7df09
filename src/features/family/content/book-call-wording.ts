import type { Bilingual } from '@/i18n/text';

/** Booking a call-back from the family's home: times in the family's zone, the centre's beside each. */
export const bookCallWording = {
  heading: { en: 'Book a call with us', ar: 'احجزوا موعدًا لاتصالنا بكم' },
  lead: {
    en: 'Choose a time inside the days and hours you told us are safe. The times are yours ({zone}); the centre’s time is beside each.',
    ar: 'اختاروا وقتًا ضمن الأيام والساعات التي ذكرتم أنها آمنة. الأوقات بتوقيتكم ({zone})، وبجانب كل منها توقيت المركز.',
  },
  day: { en: 'Day of the call', ar: 'يوم الاتصال' },
  /** "{time}" is the centre's clock, "{zone}" its name. */
  centreTime: { en: '{time} centre time', ar: '{time} بتوقيت المركز' },
  booked: { en: 'Your call is booked for {day} at {time}.', ar: 'موعد اتصالنا بكم {day} الساعة {time}.' },
  bookedCentre: { en: 'That is {time} at the centre ({zone}).', ar: 'أي الساعة {time} بتوقيت المركز ({zone}).' },
  /** The calendar entry's only words: whoever shares the phone may see them. */
  calendarTitle: { en: 'Phone call', ar: 'مكالمة هاتفية' },
  addToCalendar: { en: 'Add to my calendar', ar: 'إضافة إلى تقويمي' },
  calendarHint: {
    en: 'The entry says only “Phone call”: no name, no place, no notes.',
    ar: 'لا يظهر في الموعد إلا «مكالمة هاتفية»: دون اسم أو مكان أو ملاحظات.',
  },
  book: { en: 'Book this time', ar: 'احجزوا هذا الموعد' },
  move: { en: 'Choose another time', ar: 'اختاروا موعدًا آخر' },
  moveHere: { en: 'Move my call to this time', ar: 'انقلوا الموعد إلى هذا الوقت' },
  keep: { en: 'Keep my time', ar: 'أبقوا موعدي' },
  cancel: { en: 'Cancel the call', ar: 'ألغوا الموعد' },
  cancelled: { en: 'Your call is cancelled. You can book another time.', ar: 'أُلغي الموعد، ويمكنكم حجز وقت آخر.' },
  choose: { en: 'Choose a time first.', ar: 'اختاروا وقتًا أولًا.' },
  none: {
    en: 'No time is free inside your hours in the next two weeks. We will call you within them.',
    ar: 'لا يوجد وقت متاح ضمن ساعاتكم خلال الأسبوعين القادمين، وسنتصل بكم ضمنها.',
  },
  taken: {
    en: 'That time has just been taken. Please choose another.',
    ar: 'حُجز هذا الوقت للتو، فاختاروا وقتًا آخر من فضلكم.',
  },
  failed: {
    en: 'That did not work. Check your connection and try again.',
    ar: 'لم تنجح العملية. تحققوا من اتصالكم وحاولوا مرة أخرى.',
  },
  loading: { en: 'Loading the free times…', ar: 'جارٍ تحميل الأوقات المتاحة…' },
  loadFailed: { en: 'We could not load the free times.', ar: 'تعذّر تحميل الأوقات المتاحة.' },
  tryAgain: { en: 'Try again', ar: 'إعادة المحاولة' },
} satisfies Record<string, Bilingual>;
