import type { Bilingual } from '@/i18n/text';
import type { AttemptChannel, AttemptOutcome, CloseReason, LinkState, MatchReason, Stage } from '#contracts/pipeline';

/** The pipeline's codes in words: one wording for the list, the item, its history and its forms. */
export const stageWording: Record<Stage, Bilingual> = {
  new: { en: 'New', ar: 'جديد' },
  inContact: { en: 'In contact', ar: 'قيد التواصل' },
  assessmentBooked: { en: 'Assessment booked', ar: 'حُجز موعد التقييم' },
  admitted: { en: 'Admitted', ar: 'تم القبول' },
  closed: { en: 'Closed', ar: 'مغلق' },
  spam: { en: 'Suspected spam', ar: 'يُشتبه أنه مزعج' },
};

export const closeReasonWording: Record<CloseReason, Bilingual> = {
  notReachable: { en: 'Could not be reached', ar: 'تعذّر الوصول إليهم' },
  otherCentre: { en: 'Chose another centre', ar: 'اختاروا مركزًا آخر' },
  cost: { en: 'Cost', ar: 'الرسوم' },
  notSuitable: { en: 'Not suitable / referred elsewhere', ar: 'غير مناسب / أُحيل إلى جهة أخرى' },
  notReady: { en: 'Not ready yet', ar: 'غير مستعدين بعد' },
  duplicate: { en: 'Duplicate', ar: 'استفسار مكرر' },
  other: { en: 'Other', ar: 'سبب آخر' },
};

export const channelWording: Record<AttemptChannel, Bilingual> = {
  phone: { en: 'Phone call', ar: 'مكالمة هاتفية' },
  whatsapp: { en: 'WhatsApp', ar: 'واتساب' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
};

export const outcomeWording: Record<AttemptOutcome, Bilingual> = {
  reached: { en: 'Reached', ar: 'تم التواصل' },
  noAnswer: { en: 'No answer', ar: 'لم يُجب أحد' },
  leftMessage: { en: 'Left a message', ar: 'تُركت رسالة' },
  wrongNumber: { en: 'Wrong number', ar: 'رقم خاطئ' },
  callLater: { en: 'Asked to call later', ar: 'طلبوا الاتصال لاحقًا' },
};

export const matchReasonWording: Record<MatchReason, Bilingual> = {
  phone: { en: 'same phone number', ar: 'رقم الهاتف نفسه' },
  email: { en: 'same email', ar: 'البريد الإلكتروني نفسه' },
  name: { en: 'same name', ar: 'الاسم نفسه' },
};

export const linkStateWording: Record<LinkState, Bilingual> = {
  flagged: { en: 'Possible duplicate', ar: 'استفسار مكرر محتمل' },
  linked: { en: 'Same family', ar: 'الأسرة نفسها' },
  dismissed: { en: 'Not the same family', ar: 'ليست الأسرة نفسها' },
};
