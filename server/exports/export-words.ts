import { COUNTRY_NAMES } from '#contracts/countries';
import { HEARD_FROM_LABELS, RELATIONSHIP_LABELS } from '#contracts/forms/discretion';
import {
  CONTACT_METHOD_LABELS,
  FOR_WHOM_LABELS,
  PREFERRED_TIME_LABELS,
  PROGRAMME_LABELS,
} from '#contracts/forms/enquiry-rules';
import { INBOX_KIND_LABELS } from '#contracts/inbox';
import { LANGUAGE_NAMES, type Bilingual, type Language } from '#contracts/languages';
import { CLOSE_REASON_LABELS, STAGE_LABELS } from '#contracts/pipeline';

/**
 * The codes an enquiry stores, in words, for the admins' CSV: the contracts' words, the ones the
 * staff pages show, so a file reads as the screen does.
 */
export const EXPORT_WORDS = {
  kind: INBOX_KIND_LABELS,
  stage: STAGE_LABELS,
  closeReason: CLOSE_REASON_LABELS,
  programme: PROGRAMME_LABELS,
  country: COUNTRY_NAMES,
  language: LANGUAGE_NAMES,
  forWhom: FOR_WHOM_LABELS,
  relationship: RELATIONSHIP_LABELS,
  heardFrom: HEARD_FROM_LABELS,
  contactMethod: CONTACT_METHOD_LABELS,
  preferredTime: PREFERRED_TIME_LABELS,
  withinTarget: {
    yes: { en: 'Yes', ar: 'نعم' },
    no: { en: 'No', ar: 'لا' },
    waiting: { en: 'Not answered yet', ar: 'لم يُردّ عليه بعد' },
  },
} satisfies Record<string, Readonly<Record<string, Bilingual>>>;

export type WordGroup = keyof typeof EXPORT_WORDS;

/** A stored code in words; a code no version of the form sends (old or changed data) stays as it is. */
export function codeWords(group: WordGroup, code: string | null, language: Language): string | null {
  if (code === null) return null;
  const words: Readonly<Record<string, Bilingual>> = EXPORT_WORDS[group];
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
  owner: { en: 'Owner', ar: 'المكلَّف بالمتابعة' },
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
