import type { Bilingual } from '@/i18n/text';
import type { DraftProblem } from '../lib/availability-draft';

/** My Account's call-back hours: when families may book a call with this member. `{day}`, `{max}` are filled in. */
export const availabilityWording = {
  title: { en: 'My availability', ar: 'أوقات إتاحتي' },
  lead: {
    en: 'Families book call-backs only inside these hours, in a language you speak. Times are on your own clock, 24-hour.',
    ar: 'لا تحجز الأسر مكالمات الاتصال إلا ضمن هذه الأوقات، وبلغة تتحدثها. الأوقات بتوقيتك أنت، بنظام ٢٤ ساعة.',
  },
  loading: { en: 'Loading your hours…', ar: 'جارٍ تحميل أوقاتك…' },
  loadFailed: { en: 'We could not load your hours.', ar: 'تعذّر تحميل أوقاتك.' },
  timeZone: { en: 'Your time zone', ar: 'منطقتك الزمنية' },
  suggestedZones: { en: 'Suggested time zones', ar: 'مناطق زمنية مقترحة' },
  allZones: { en: 'All time zones, by international name', ar: 'جميع المناطق الزمنية بأسمائها الدولية' },
  languages: { en: 'Languages you take calls in', ar: 'اللغات التي تجري بها المكالمات' },
  dayHint: { en: 'No hours: no calls that day.', ar: 'إن لم تضف أوقاتًا فلن تُحجز مكالمات في هذا اليوم.' },
  from: { en: 'From', ar: 'من' },
  to: { en: 'To', ar: 'إلى' },
  addHours: { en: 'Add hours on {day}', ar: 'إضافة أوقات يوم {day}' },
  remove: { en: 'Remove', ar: 'حذف' },
  removeHours: { en: 'Remove {from}–{to} on {day}', ar: 'حذف {from}–{to} يوم {day}' },
  tooManyHours: {
    en: 'You have the most stretches of hours a week ({max}).',
    ar: 'بلغتَ الحد الأقصى لفترات الأسبوع ({max}).',
  },
  leave: { en: 'Leave days', ar: 'أيام الإجازة' },
  leaveHint: {
    en: 'One day a line, year-month-day, such as 2026-12-31. No calls are booked with you on these days.',
    ar: 'يومًا في كل سطر، بصيغة السنة-الشهر-اليوم، مثل ٢٠٢٦-١٢-٣١. لا تُحجز معك مكالمات في هذه الأيام.',
  },
  save: { en: 'Save my availability', ar: 'حفظ أوقات إتاحتي' },
  saved: { en: 'Your availability is saved.', ar: 'حُفظت أوقات إتاحتك.' },
  problems: {
    clock: {
      en: 'Enter a time on the hour or half past, such as 09:00 or 17:30.',
      ar: 'أدخل وقتًا على رأس الساعة أو نصفها، مثل ٠٩:٠٠ أو ١٧:٣٠.',
    },
    order: { en: 'The end must come after the start.', ar: 'يجب أن يأتي وقت الانتهاء بعد وقت البدء.' },
    day: {
      en: 'Enter each day as year-month-day, such as 2026-12-31.',
      ar: 'أدخل كل يوم بصيغة السنة-الشهر-اليوم، مثل ٢٠٢٦-١٢-٣١.',
    },
    tooManyDays: { en: 'Enter at most 366 leave days.', ar: 'أدخل ٣٦٦ يوم إجازة على الأكثر.' },
    noLanguage: { en: 'Choose at least one language.', ar: 'اختر لغة واحدة على الأقل.' },
  } satisfies Record<DraftProblem, Bilingual>,
} satisfies Record<string, Bilingual | Record<string, Bilingual>>;
