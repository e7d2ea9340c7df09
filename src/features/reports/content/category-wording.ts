import { countryNames } from '@/config/countries';
import { pageMeta } from '@/content/page-meta';
import { spoken } from '@/content/spoken-languages';
import type { Bilingual } from '@/i18n/text';
import type { HeardFrom } from '#contracts/forms/discretion';
import type { Programme } from '#contracts/forms/enquiry-rules';
import type { Language } from '#contracts/languages';
import type { CloseReason } from '#contracts/pipeline';
import type { Funnel } from '#contracts/reports';

/**
 * The codes a report counts by, in words. Shared wording is reused where it lives: the treatment
 * pages' headings (src/content/page-meta.ts), the country names (src/config/countries.ts) and the
 * languages' names (src/content/spoken-languages.ts). What only another feature words (the enquiry
 * form's "how did you hear about us", the inbox's stages and close reasons) is repeated here, word
 * for word, because features never import each other.
 */
export const programmeWording: Record<Programme, Bilingual> = {
  addiction: pageMeta.addiction.heading,
  anxietyDepression: pageMeta.anxietyDepression.heading,
  eatingDisorders: pageMeta.eatingDisorders.heading,
  marriageCounseling: pageMeta.marriageCounseling.heading,
  notSure: { en: 'Not sure yet', ar: 'لم يحدَّد بعد' },
};

export const countryWording: Record<string, Bilingual> = countryNames;

export const languageWording: Record<Language, Bilingual> = { ar: spoken.arabic, en: spoken.english };

/** As the enquiry form asks it (features/enquiry/content/discretion-wording.ts). */
export const heardFromWording: Record<HeardFrom, Bilingual> = {
  search: { en: 'Searching online', ar: 'البحث على الإنترنت' },
  familyOrFriend: { en: 'Family or a friend', ar: 'أحد أفراد الأسرة أو صديق' },
  doctor: { en: 'A doctor', ar: 'طبيب' },
  socialMedia: { en: 'Social media', ar: 'وسائل التواصل الاجتماعي' },
  articleOrEvent: { en: 'An article or an event', ar: 'مقال أو فعالية' },
  other: { en: 'Another way', ar: 'طريقة أخرى' },
};

/** As the inbox names them (features/inbox/content/pipeline-wording.ts). */
export const closeReasonWording: Record<CloseReason, Bilingual> = {
  notReachable: { en: 'Could not be reached', ar: 'تعذّر الوصول إليهم' },
  otherCentre: { en: 'Chose another centre', ar: 'اختاروا مركزًا آخر' },
  cost: { en: 'Cost', ar: 'الرسوم' },
  notSuitable: { en: 'Not suitable / referred elsewhere', ar: 'غير مناسب / أُحيل إلى جهة أخرى' },
  notReady: { en: 'Not ready yet', ar: 'غير مستعدين بعد' },
  duplicate: { en: 'Duplicate', ar: 'استفسار مكرر' },
  other: { en: 'Other', ar: 'سبب آخر' },
};

/** The funnel's steps: the inbox's stage names, and what every item does first. */
export const funnelWording: Record<keyof Funnel, Bilingual> = {
  arrived: { en: 'Arrived', ar: 'وصلت' },
  inContact: { en: 'In contact', ar: 'قيد التواصل' },
  assessmentBooked: { en: 'Assessment booked', ar: 'حُجز موعد التقييم' },
  admitted: { en: 'Admitted', ar: 'تم القبول' },
};

/** A count whose value was not given (a contact message has no programme; a question left blank). */
export const notStated: Bilingual = { en: 'Not stated', ar: 'غير محدد' };
