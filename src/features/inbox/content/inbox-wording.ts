import type { Bilingual } from '@/i18n/text';
import { arabicForm, type ArabicForm } from '@/i18n/plural';
import {
  CONTACT_METHOD_LABELS,
  FOR_WHOM_LABELS,
  PREFERRED_TIME_LABELS,
  PROGRAMME_LABELS,
} from '#contracts/forms/enquiry-rules';

/** The enquiry form's fields that hold a code, and the contracts' words for their codes. */
export const codeWording = {
  forWhom: FOR_WHOM_LABELS,
  contactMethod: CONTACT_METHOD_LABELS,
  preferredTime: PREFERRED_TIME_LABELS,
  programme: PROGRAMME_LABELS,
} satisfies Record<string, Readonly<Record<string, Bilingual>>>;

export type CodeGroup = keyof typeof codeWording;

/** The list's column headings; the item page labels the same fields with them. */
const columns = {
  reference: { en: 'Reference', ar: 'الرقم المرجعي' },
  status: { en: 'Status', ar: 'الحالة' },
  stage: { en: 'Stage', ar: 'المرحلة' },
  owner: { en: 'Owner', ar: 'المكلَّف' },
  attention: { en: 'Needs attention', ar: 'تنبيهات' },
  name: { en: 'Name', ar: 'الاسم' },
  forWhom: { en: 'For', ar: 'لمن' },
  contact: { en: 'Contact by', ar: 'وسيلة التواصل' },
  time: { en: 'Best time', ar: 'الوقت المناسب' },
  programme: { en: 'Programme', ar: 'البرنامج' },
  received: { en: 'Received', ar: 'وصل' },
  next: { en: 'Next / due', ar: 'الموعد التالي' },
  language: { en: 'Language', ar: 'اللغة' },
  kind: { en: 'Type', ar: 'النوع' },
} satisfies Record<string, Bilingual>;

/** The inbox pages' wording. `{phone}`, `{email}`, `{by}`, `{at}` are filled in at render time. */
export const inboxWording = {
  description: {
    en: 'The admissions team’s inbox: enquiries and contact messages from families, where each stands in the admissions pipeline, who owns it and what happens next.',
    ar: 'صندوق الوارد لفريق القبول: استفسارات القبول ورسائل التواصل الواردة من الأسر، والمرحلة التي بلغها كل منها، والمكلَّف بمتابعته، والخطوة التالية.',
  },
  lead: {
    en: 'Late items first, then the newest, grouped by stage. Open one to reach the family within their rules, log each try and set the next step.',
    ar: 'تظهر الاستفسارات المتأخرة أولًا ثم الأحدث، مجمّعةً حسب المرحلة. افتح أيًّا منها للتواصل مع الأسرة وفق ما اختارته، وتسجيل كل محاولة، وتحديد الخطوة التالية.',
  },
  stageLabel: { en: 'Stage', ar: 'المرحلة' },
  allStages: { en: 'All', ar: 'الكل' },
  ownerLabel: { en: 'Owner', ar: 'المكلَّف بالمتابعة' },
  everyone: { en: 'Everyone', ar: 'الجميع' },
  mine: { en: 'Mine', ar: 'المسندة إليّ' },
  unassigned: { en: 'Unassigned', ar: 'غير المُسنَدة' },
  dueLabel: { en: 'Next step', ar: 'الخطوة التالية' },
  anyDue: { en: 'Any time', ar: 'الكل' },
  dueToday: { en: 'Due today', ar: 'مستحقة اليوم' },
  dueOverdue: { en: 'Overdue', ar: 'متأخرة' },
  dueMessages: { en: 'New messages', ar: 'رسائل جديدة' },
  /** The row's owner when nobody has taken it. */
  noOwner: { en: 'Unassigned', ar: 'غير مُسنَد' },
  overdue: { en: 'Overdue', ar: 'متأخر' },
  followUpToday: { en: 'Follow-up due today', ar: 'المتابعة مستحقة اليوم' },
  followUpOverdue: { en: 'Follow-up overdue', ar: 'فات موعد المتابعة' },
  needsDecision: { en: 'Needs a decision', ar: 'بحاجة إلى قرار' },
  newMessage: { en: 'New message', ar: 'رسالة جديدة' },
  /** What the row's "Next / due" time is for. */
  nextDue: {
    firstResponse: { en: 'First response', ar: 'الرد الأول' },
    followUp: { en: 'Follow-up', ar: 'المتابعة' },
  },
  /** `{age}` is "2 hours ago" in the page's language. */
  receivedAgo: { en: 'Received {age}', ar: 'وصل {age}' },
  searchLabel: {
    en: 'Search by name, phone, email or reference',
    ar: 'ابحث بالاسم أو رقم الهاتف أو البريد الإلكتروني أو الرقم المرجعي',
  },
  searchPlaceholder: { en: 'e.g. SW-4F7K2', ar: 'مثال: SW-4F7K2' },
  loading: { en: 'Loading the inbox…', ar: 'جارٍ تحميل صندوق الوارد…' },
  showMore: { en: 'Show more items', ar: 'عرض المزيد من الاستفسارات' },
  narrowForMore: {
    en: 'To find older items, search or choose a filter.',
    ar: 'للعثور على استفسارات أقدم، ابحث أو اختر أحد خيارات التصفية.',
  },
  empty: { en: 'Nothing here.', ar: 'لا شيء هنا.' },
  emptySearch: { en: 'Nothing matches this search.', ar: 'لا توجد نتائج مطابقة لبحثك.' },
  emptyFilter: { en: 'Nothing matches these filters.', ar: 'لا شيء يطابق خيارات التصفية هذه.' },
  loadFailed: { en: 'The inbox could not be loaded.', ar: 'تعذّر تحميل صندوق الوارد.' },
  itemFailed: { en: 'This enquiry could not be loaded.', ar: 'تعذّر تحميل هذا الاستفسار.' },
  notFound: {
    en: 'There is no enquiry or message with this reference.',
    ar: 'لا يوجد استفسار أو رسالة بهذا الرقم المرجعي.',
  },
  /** The family withdrew it from the withdrawal page: `{date}` is when. */
  withdrawn: {
    en: 'Withdrawn by the family on {date}.',
    ar: 'سحبته الأسرة في {date}.',
  },
  withdrawnDetail: {
    en: 'At their request the enquiry, its notes, its contact attempts and its history were deleted for good. The audit trail keeps only its reference.',
    ar: 'حُذف الاستفسار بطلب منها حذفًا نهائيًا مع ملاحظاته ومحاولات التواصل وسجلّه، ولا يحتفظ سجل التدقيق إلا برقمه المرجعي.',
  },
  columns,
  notGiven: { en: 'Not given', ar: 'غير محدد' },
  back: { en: 'Back to the inbox', ar: 'العودة إلى صندوق الوارد' },
  reach: { en: 'Reach the family', ar: 'التواصل مع الأسرة' },
  howDidItGo: { en: 'How did it go? Log the attempt', ar: 'كيف جرى التواصل؟ سجّل المحاولة' },
  preferred: { en: 'Preferred', ar: 'الوسيلة المفضّلة' },
  call: { en: 'Call {phone}', ar: 'اتصال بالرقم {phone}' },
  whatsapp: { en: 'WhatsApp {phone}', ar: 'واتساب {phone}' },
  email: { en: 'Email {email}', ar: 'بريد إلكتروني {email}' },
  noWayToReach: { en: 'No phone number or email was given.', ar: 'لم يُذكر رقم هاتف ولا بريد إلكتروني.' },
  sent: { en: 'What they sent', ar: 'ما أرسلته الأسرة' },
  fields: {
    name: columns.name,
    phone: { en: 'Phone', ar: 'الهاتف' },
    email: { en: 'Email', ar: 'البريد الإلكتروني' },
    subject: { en: 'Subject', ar: 'الموضوع' },
    message: { en: 'Message', ar: 'الرسالة' },
    consent: { en: 'Agreed to be contacted', ar: 'الموافقة على التواصل' },
    country: { en: 'Country', ar: 'الدولة' },
    phoneCountry: { en: 'Phone country', ar: 'بلد رمز الهاتف' },
    website: { en: 'Hidden spam-trap field (filled in)', ar: 'الحقل الخفي لكشف الرسائل المزعجة (مملوء)' },
    forWhom: columns.forWhom,
    contactMethod: columns.contact,
    preferredTime: columns.time,
    programme: columns.programme,
  } satisfies Record<string, Bilingual>,
  yes: { en: 'Yes', ar: 'نعم' },
  no: { en: 'No', ar: 'لا' },
  statusHeading: columns.status,
  statusLabel: { en: 'Change the status', ar: 'تغيير الحالة' },
  saveStatus: { en: 'Save status', ar: 'حفظ الحالة' },
  noteHeading: { en: 'Internal note', ar: 'ملاحظة داخلية' },
  noteLabel: { en: 'Note for the team (the family never sees it)', ar: 'ملاحظة للفريق (لا تطّلع عليها الأسرة)' },
  saveNote: { en: 'Save note', ar: 'حفظ الملاحظة' },
  saving: { en: 'Saving…', ar: 'جارٍ الحفظ…' },
  saved: { en: 'Saved.', ar: 'تم الحفظ.' },
  notes: { en: 'Notes', ar: 'الملاحظات' },
  noNotes: { en: 'No notes yet.', ar: 'لا توجد ملاحظات بعد.' },
  history: { en: 'History', ar: 'سجل التغييرات' },
  noHistory: { en: 'No changes yet.', ar: 'لا توجد تغييرات بعد.' },
  byAt: { en: '{by} — {at}', ar: '{by} — {at}' },
  /** Who made a change the server made itself (a new item, a spam mark). */
  system: { en: 'Automatic', ar: 'تلقائيًا' },
  /** Who wrote a family's own message: never a name. */
  family: { en: 'The family', ar: 'الأسرة' },
  conflict: {
    en: 'Someone else changed this enquiry a moment ago. Here is the latest version; check it, then save again. Your note is kept.',
    ar: 'عدّل زميل آخر هذا الاستفسار قبل قليل. هذه أحدث نسخة منه؛ راجعها ثم احفظ مجددًا. ما كتبته من ملاحظة لم يُفقد.',
  },
  forbidden: {
    en: 'Your account does not have permission to change this enquiry.',
    ar: 'لا يملك حسابك صلاحية تعديل هذا الاستفسار.',
  },
  saveFailed: {
    en: 'The change was not saved. Check your connection and try again.',
    ar: 'لم يُحفظ التغيير. يُرجى التحقق من اتصالك ثم إعادة المحاولة.',
  },
} satisfies Record<string, Bilingual | Record<string, Bilingual | Record<string, Bilingual>>>;

const ENQUIRY: Record<ArabicForm, (formatted: string) => string> = {
  one: () => 'استفسار واحد',
  two: () => 'استفساران',
  few: (formatted) => `${formatted} استفسارات`,
  many: (formatted) => `${formatted} استفسارًا`,
  other: (formatted) => `${formatted} استفسار`,
};
const NEW: Record<ArabicForm, string> = { one: 'جديد', two: 'جديدان', few: 'جديدة', many: 'جديدًا', other: 'جديد' };

/**
 * «استفسار واحد / استفساران / ٣ استفسارات / ١١ استفسارًا / ١٠٠ استفسار»: the counted noun agrees with the
 * number, and so does an adjective after it («استفساران جديدان», «٣ استفسارات جديدة»).
 */
function countedEnquiries(count: number, formatted: string, adjective?: Record<ArabicForm, string>): string {
  const form = arabicForm(count);
  return adjective ? `${ENQUIRY[form](formatted)} ${adjective[form]}` : ENQUIRY[form](formatted);
}

/**
 * "3 items" / «٣ استفسارات», with Arabic's number agreement; with `more` matching beyond them,
 * "Showing the first 100 items" / «تُعرض أول ١٠٠ استفسار».
 */
export function describeItems(count: number, formatted: string, more = false): Bilingual {
  if (more) return { en: `Showing the first ${formatted} items`, ar: `تُعرض أول ${countedEnquiries(count, formatted)}` };
  const en = `${formatted} ${count === 1 ? 'item' : 'items'}`;
  return { en, ar: count === 0 ? 'لا توجد استفسارات' : countedEnquiries(count, formatted) };
}

/** "2 new items" / «استفساران جديدان»: the alert's title, the count alone. */
export const describeNewCount = (count: number, formatted: string): Bilingual => ({
  en: `${formatted} new ${count === 1 ? 'item' : 'items'}`,
  ar: countedEnquiries(count, formatted, NEW),
});

/** The new items' button: "2 new — show them" / «استفساران جديدان — عرضهما». */
export const describeNewItems = (count: number, formatted: string): Bilingual => ({
  en: `${formatted} new — show ${count === 1 ? 'it' : 'them'}`,
  ar: `${countedEnquiries(count, formatted, NEW)} — ${count === 1 ? 'عرضه' : count === 2 ? 'عرضهما' : 'عرضها'}`,
});

/** The navigation badge's accessible name: "3 need action" / «٣ استفسارات بحاجة إلى إجراء», the same forms as `describeItems`. */
export const describeNeedsAction = (count: number, formatted: string): Bilingual => ({
  en: `${formatted} ${count === 1 ? 'needs' : 'need'} action`,
  ar: `${count === 0 ? 'لا توجد استفسارات' : countedEnquiries(count, formatted)} بحاجة إلى إجراء`,
});

/** The selection's count: "3 selected" / «المحدَّد: ٣ استفسارات». */
export const describeSelected = (count: number, formatted: string): Bilingual => ({
  en: `${formatted} selected`,
  ar: `المحدَّد: ${countedEnquiries(count, formatted)}`,
});

/** A change to several items, done: "Saved for 3 items." / «حُفظ التغيير في ٣ استفسارات.» */
export const describeSavedFor = (count: number, formatted: string): Bilingual => ({
  en: `Saved for ${formatted} ${count === 1 ? 'item' : 'items'}.`,
  ar: `حُفظ التغيير في ${countedEnquiries(count, formatted)}.`,
});

/** Several items at once, from the list (laptop width and wider). */
export const bulkWording = {
  /** `{group}`: the stage of the table's rows. */
  selectGroup: { en: 'Select all: {group}', ar: 'تحديد الكل: {group}' },
  selectAll: { en: 'Select all shown', ar: 'تحديد كل المعروض' },
  /** `{reference}`: the row's reference. */
  selectOne: { en: 'Select {reference}', ar: 'تحديد {reference}' },
  actions: { en: 'Selected items', ar: 'الاستفسارات المحدَّدة' },
  assignLabel: { en: 'Assign them to', ar: 'إسنادها إلى' },
  me: { en: 'Me ({name})', ar: 'أنا ({name})' },
  choose: { en: 'Choose', ar: 'اختر' },
  assign: { en: 'Assign', ar: 'إسناد' },
  closeLabel: { en: 'Close them, with the reason', ar: 'إغلاقها، والسبب' },
  close: { en: 'Close them', ar: 'إغلاقها' },
  start: { en: 'Select several', ar: 'تحديد عدة استفسارات' },
  done: { en: 'Stop selecting', ar: 'إنهاء التحديد' },
  /** `{references}`: the items left as they were. */
  changed: {
    en: 'Changed by someone else meanwhile, so left as they are: {references}.',
    ar: 'عدّلها زميل آخر في الأثناء فبقيت كما هي: {references}.',
  },
  failed: { en: 'Not saved, try again: {references}.', ar: 'لم يُحفظ التغيير، أعد المحاولة: {references}.' },
};

/** The inbox's keys, as "?" lists them. */
export const keysWording = {
  title: { en: 'Keyboard shortcuts', ar: 'اختصارات لوحة المفاتيح' },
  search: { en: 'Search', ar: 'البحث' },
  move: { en: 'Next or previous item', ar: 'الاستفسار التالي أو السابق' },
  open: { en: 'Open it', ar: 'فتحه' },
  help: { en: 'Show or hide this list', ar: 'إظهار هذه القائمة أو إخفاؤها' },
  close: { en: 'Hide', ar: 'إخفاء' },
};
