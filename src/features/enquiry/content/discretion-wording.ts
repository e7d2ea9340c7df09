import type { Bilingual } from '@/i18n/text';
import type { Language } from '@/i18n/languages';
import {
  HEARD_FROM_LABELS,
  RELATIONSHIP_LABELS,
  WEEKDAYS,
  weekRun,
  type Discretion,
  type PersonKnows,
} from '#contracts/forms/discretion';
import type { ContactMethod } from '#contracts/forms/enquiry-rules';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { clockHour, listOf, weekdayName } from '@/i18n/calendar-words';

/** A question answered yes or no; the protective answer, no, comes first. */
export const YES_NO = ['no', 'yes'] as const;
export type YesNo = (typeof YES_NO)[number];

/** "Rather not say": an optional select's empty answer, which sends nothing. */
const notSaid: Bilingual = { en: 'Rather not say', ar: 'أفضّل ألّا أذكر ذلك' };

/** The admissions enquiry's discreet-contact choices: how, when, and what may be said. */
export const discretionWording = {
  legend: { en: 'Contacting you discreetly', ar: 'التواصل معك بسرّية' },
  hint: {
    en: 'We have already chosen the answers that best protect your privacy. Change them only if you wish.',
    ar: 'اخترنا لك مسبقًا الإجابات الأكثر حفاظًا على خصوصيتك، ولك أن تغيّرها إن شئت.',
  },
  yesNo: {
    no: { en: 'No, please don’t', ar: 'لا، من فضلك' },
    yes: { en: 'Yes, that is fine', ar: 'نعم، لا مانع' },
  } satisfies Record<YesNo, Bilingual>,
  leaveMessage: {
    legend: { en: 'May we leave you a voicemail or a message?', ar: 'هل يمكننا أن نترك لك رسالة صوتية أو مكتوبة؟' },
  },
  nameCentre: {
    legend: { en: 'May we say the centre’s name to whoever answers?', ar: 'هل يمكننا ذكر اسم المركز لمن يردّ علينا؟' },
  },
  safeDays: {
    legend: { en: 'Days when it is safe to contact you', ar: 'الأيام التي يمكننا التواصل معك فيها بأمان' },
    hint: {
      en: 'We have ticked the working days in your country; change them as you need.',
      ar: 'حدّدنا أيام العمل في بلدك، ويمكنك تعديلها كما يناسبك.',
    },
  },
  safeHours: {
    legend: { en: 'Hours when it is safe to contact you', ar: 'الساعات التي يمكننا التواصل معك فيها بأمان' },
    from: { en: 'From', ar: 'من' },
    to: { en: 'To', ar: 'إلى' },
    midnight: { en: 'Midnight', ar: 'منتصف الليل' },
    /** `zone`: the family's time zone in words ("Saudi Arabia Time"). */
    timeZone: {
      en: (zone: string) => `In your time zone: ${zone}.`,
      ar: (zone: string) => `بتوقيتك المحلي: ${zone}.`,
    } satisfies Record<Language, (zone: string) => string>,
  },
};

/** Who the enquirer is to the person they enquire for, and whether that person knows. */
export const relationshipWording = {
  label: { en: 'Your relationship to them', ar: 'صلتك بهذا الشخص' },
  notSaid,
  options: RELATIONSHIP_LABELS,
  personKnows: {
    legend: { en: 'Do they know you are contacting us?', ar: 'هل يعلم هذا الشخص بتواصلك معنا؟' },
    hint: { en: 'So that we take care over what we say, and to whom.', ar: 'حتى نحرص على ما نقوله ولمن نقوله.' },
    options: {
      yes: { en: 'Yes', ar: 'نعم' },
      no: { en: 'No', ar: 'لا' },
      notSure: { en: 'I don’t know', ar: 'لا أعلم' },
    } satisfies Record<PersonKnows, Bilingual>,
  },
};

/** "How did you hear about us?": asked, so that nothing about the visit needs tracking. */
export const heardFromWording = {
  label: { en: 'How did you hear about us?', ar: 'كيف عرفت بنا؟' },
  notSaid,
  options: HEARD_FROM_LABELS,
};

const channelPhrase: Record<ContactMethod, Bilingual> = {
  phone: { en: 'by phone', ar: 'بالهاتف' },
  whatsapp: { en: 'by WhatsApp', ar: 'عبر واتساب' },
  email: { en: 'by email', ar: 'عبر البريد الإلكتروني' },
};

/** The safe days as a sentence says them: "from Sunday to Thursday", «يومي الأحد والثلاثاء». */
function daysPhrase(days: Discretion['safeDays'], language: Language): string {
  const name = (day: (typeof WEEKDAYS)[number]) => weekdayName(day, language);
  if (days.length >= WEEKDAYS.length) return language === 'ar' ? 'في أي يوم من أيام الأسبوع' : 'on any day';
  const run = weekRun(days);
  if (run)
    return language === 'ar'
      ? `من ${name(run.first)} إلى ${name(run.last)}`
      : `from ${name(run.first)} to ${name(run.last)}`;
  const names = WEEKDAYS.filter((day) => days.includes(day)).map(name);
  if (language === 'en') return `on ${listOf(names, 'en')}`;
  // Arabic counts: «يوم الأحد»، «يومي الأحد والثلاثاء»، «أيام الأحد والثلاثاء والخميس».
  const noun = names.length === 1 ? 'يوم' : names.length === 2 ? 'يومي' : 'أيام';
  return `${noun} ${listOf(names, 'ar')}`;
}

/** The safe hours as a sentence says them: "between 09:00 and 18:00", «بين الساعة ٠٩:٠٠ والساعة ١٨:٠٠». */
function hoursPhrase({ safeFrom, safeTo }: Discretion, language: Language): string {
  const from = clockHour(safeFrom, language);
  if (language === 'ar')
    return `بين الساعة ${from} و${safeTo >= 24 ? 'منتصف الليل' : `الساعة ${clockHour(safeTo, 'ar')}`}`;
  return `between ${from} and ${safeTo >= 24 ? 'midnight' : clockHour(safeTo, 'en')}`;
}

/**
 * The contact rules the family chose, said back to them in the confirmation:
 * "We will contact you only by WhatsApp, from Sunday to Thursday, between 09:00 and 18:00
 * (Saudi Arabia Time). We will not leave a voicemail or a message. We will not say the centre’s
 * name to anyone who answers."
 */
export function contactRules(contactMethod: ContactMethod, discretion: Discretion, language: Language): string[] {
  const channel = channelPhrase[contactMethod][language];
  const days = daysPhrase(discretion.safeDays, language);
  const hours = hoursPhrase(discretion, language);
  const zone = timeZoneWords(discretion.timeZone, language);
  if (language === 'ar')
    return [
      `سنتواصل معك ${channel} فقط، ${days}، ${hours} (${zone}).`,
      discretion.leaveMessage ? 'قد نترك لك رسالة صوتية أو مكتوبة.' : 'لن نترك لك رسالة صوتية أو مكتوبة.',
      discretion.nameCentre ? 'قد نذكر اسم المركز لمن يردّ علينا.' : 'لن نذكر اسم المركز لمن يردّ علينا.',
    ];
  return [
    `We will contact you only ${channel}, ${days}, ${hours} (${zone}).`,
    discretion.leaveMessage
      ? 'We may leave you a voicemail or a message.'
      : 'We will not leave a voicemail or a message.',
    discretion.nameCentre
      ? 'We may say the centre’s name to whoever answers.'
      : 'We will not say the centre’s name to anyone who answers.',
  ];
}
