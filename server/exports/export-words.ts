import type { CountryCode } from '#contracts/countries';
import type { HeardFrom, Relationship } from '#contracts/forms/discretion';
import type { ContactMethod, ForWhom, PreferredTime, Programme } from '#contracts/forms/enquiry-rules';
import type { InboxKind } from '#contracts/inbox';
import type { Bilingual, Language } from '#contracts/languages';
import type { CloseReason, Stage } from '#contracts/pipeline';

/**
 * The codes an enquiry stores, in words, for the admins' CSV. The pages word them in src/features
 * and src/config, which the server cannot reach: these repeat the staff pages' wording (the inbox's
 * stages and codes, the form's answers), so a file reads as the screen does. server/tests/exports
 * checks that every code of the contracts has both.
 */
export const EXPORT_WORDS = {
  kind: {
    enquiry: { en: 'Admissions enquiry', ar: 'استفسار قبول' },
    contact: { en: 'Contact message', ar: 'رسالة تواصل' },
  } satisfies Record<InboxKind, Bilingual>,
  stage: {
    new: { en: 'New', ar: 'جديد' },
    inContact: { en: 'In contact', ar: 'قيد التواصل' },
    assessmentBooked: { en: 'Assessment booked', ar: 'حُجز موعد التقييم' },
    admitted: { en: 'Admitted', ar: 'تم القبول' },
    closed: { en: 'Closed', ar: 'مغلق' },
    spam: { en: 'Suspected spam', ar: 'يُشتبه أنه مزعج' },
  } satisfies Record<Stage, Bilingual>,
  closeReason: {
    notReachable: { en: 'Could not be reached', ar: 'تعذّر الوصول إليهم' },
    otherCentre: { en: 'Chose another centre', ar: 'اختاروا مركزًا آخر' },
    cost: { en: 'Cost', ar: 'الرسوم' },
    notSuitable: { en: 'Not suitable / referred elsewhere', ar: 'غير مناسب / أُحيل إلى جهة أخرى' },
    notReady: { en: 'Not ready yet', ar: 'غير مستعدين بعد' },
    duplicate: { en: 'Duplicate', ar: 'استفسار مكرر' },
    other: { en: 'Other', ar: 'سبب آخر' },
  } satisfies Record<CloseReason, Bilingual>,
  programme: {
    addiction: { en: 'Addiction Rehab', ar: 'علاج الإدمان والتعافي' },
    anxietyDepression: { en: 'Anxiety & Depression Disorders', ar: 'اضطرابات القلق والاكتئاب' },
    eatingDisorders: { en: 'Eating Disorders', ar: 'اضطرابات الأكل' },
    marriageCounseling: { en: 'Marriage Counseling', ar: 'الإرشاد الزواجي' },
    notSure: { en: 'Not sure yet', ar: 'لم يحدَّد بعد' },
  } satisfies Record<Programme, Bilingual>,
  country: {
    AE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
    EG: { en: 'Egypt', ar: 'مصر' },
    SA: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
    US: { en: 'United States', ar: 'الولايات المتحدة الأمريكية' },
  } satisfies Record<CountryCode, Bilingual>,
  language: {
    ar: { en: 'Arabic', ar: 'العربية' },
    en: { en: 'English', ar: 'الإنجليزية' },
  } satisfies Record<Language, Bilingual>,
  forWhom: {
    self: { en: 'Themselves', ar: 'لنفسه' },
    'someone-else': { en: 'Someone they care for', ar: 'لشخص يهمّه أمره' },
  } satisfies Record<ForWhom, Bilingual>,
  relationship: {
    parent: { en: 'Parent', ar: 'أب أو أم' },
    spouse: { en: 'Husband or wife', ar: 'زوج أو زوجة' },
    child: { en: 'Son or daughter', ar: 'ابن أو ابنة' },
    sibling: { en: 'Brother or sister', ar: 'أخ أو أخت' },
    otherRelative: { en: 'Another relative', ar: 'قريب آخر' },
    friend: { en: 'Friend', ar: 'صديق أو صديقة' },
    employer: { en: 'Employer', ar: 'صاحب العمل' },
    doctor: { en: 'Doctor', ar: 'طبيب' },
  } satisfies Record<Relationship, Bilingual>,
  heardFrom: {
    search: { en: 'Searching online', ar: 'البحث على الإنترنت' },
    familyOrFriend: { en: 'Family or a friend', ar: 'أحد أفراد الأسرة أو صديق' },
    doctor: { en: 'A doctor', ar: 'طبيب' },
    socialMedia: { en: 'Social media', ar: 'وسائل التواصل الاجتماعي' },
    articleOrEvent: { en: 'An article or an event', ar: 'مقال أو فعالية' },
    other: { en: 'Another way', ar: 'طريقة أخرى' },
  } satisfies Record<HeardFrom, Bilingual>,
  contactMethod: {
    phone: { en: 'Phone call', ar: 'مكالمة هاتفية' },
    whatsapp: { en: 'WhatsApp', ar: 'واتساب' },
    email: { en: 'Email', ar: 'البريد الإلكتروني' },
  } satisfies Record<ContactMethod, Bilingual>,
  preferredTime: {
    morning: { en: 'Morning', ar: 'صباحًا' },
    afternoon: { en: 'Afternoon', ar: 'بعد الظهر' },
    evening: { en: 'Evening', ar: 'مساءً' },
    any: { en: 'Any time', ar: 'في أي وقت' },
  } satisfies Record<PreferredTime, Bilingual>,
  withinTarget: {
    yes: { en: 'Yes', ar: 'نعم' },
    no: { en: 'No', ar: 'لا' },
    waiting: { en: 'Not answered yet', ar: 'لم يُردّ عليه بعد' },
  },
} satisfies Record<string, Record<string, Bilingual>>;

export type WordGroup = keyof typeof EXPORT_WORDS;

/** A stored code in words; a code no version of the form sends (old or changed data) stays as it is. */
export function codeWords(group: WordGroup, code: string | null, language: Language): string | null {
  if (code === null) return null;
  const words: Record<string, Bilingual> = EXPORT_WORDS[group];
  return Object.hasOwn(words, code) ? (words[code] as Bilingual)[language] : code;
}

/** The enquiries CSV's columns, named in the admin's language; the last three only with free text. */
export const ENQUIRY_COLUMNS = {
  reference: { en: 'Reference', ar: 'الرقم المرجعي' },
  received: { en: 'Received (UAE time)', ar: 'تاريخ الاستلام (توقيت الإمارات)' },
  receivedUtc: { en: 'Received (UTC, ISO 8601)', ar: 'تاريخ الاستلام (التوقيت العالمي UTC بصيغة ISO 8601)' },
  kind: { en: 'Type', ar: 'النوع' },
  stage: { en: 'Stage', ar: 'المرحلة' },
  closeReason: { en: 'Reason for closing', ar: 'سبب الإغلاق' },
  owner: { en: 'Owner', ar: 'المسؤول' },
  programme: { en: 'Programme', ar: 'البرنامج' },
  country: { en: 'Country', ar: 'الدولة' },
  language: { en: 'Language', ar: 'اللغة' },
  forWhom: { en: 'For', ar: 'لمن' },
  relationship: { en: 'Sender’s relationship to the person', ar: 'صلة المرسِل بالشخص المعني' },
  heardFrom: { en: 'How they heard of us', ar: 'كيف عرفوا بنا' },
  contactMethod: { en: 'Contact by', ar: 'وسيلة التواصل' },
  preferredTime: { en: 'Best time', ar: 'الوقت المناسب' },
  firstResponse: { en: 'First response (UAE time)', ar: 'أول رد (توقيت الإمارات)' },
  withinTarget: { en: 'Answered within the target', ar: 'الرد ضمن المدة المستهدفة' },
  name: { en: 'Name', ar: 'الاسم' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  subject: { en: 'Subject', ar: 'الموضوع' },
  message: { en: 'Message', ar: 'الرسالة' },
  notes: { en: 'Team notes', ar: 'ملاحظات الفريق' },
} satisfies Record<string, Bilingual>;

export type EnquiryColumn = keyof typeof ENQUIRY_COLUMNS;

/** The free-text columns: what the family wrote and what the team noted. */
export const FREE_TEXT_COLUMNS = ['subject', 'message', 'notes'] as const satisfies readonly EnquiryColumn[];
