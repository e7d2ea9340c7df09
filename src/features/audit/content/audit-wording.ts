import type { Bilingual } from '@/i18n/text';

/**
 * The admins' page over the audit trail. `{…}` placeholders are filled in at render time; the
 * actions' words are the contract's (AUDIT_ACTION_WORDING), which the CSV uses too.
 */
export const auditWording = {
  description: {
    en: 'Who did what, and when: sign-ins, openings of enquiries, changes and exports. Opening this page is recorded too.',
    ar: 'من فعل ماذا ومتى: عمليات الدخول، وفتح الاستفسارات، والتعديلات، والتصدير. فتح هذه الصفحة يُسجَّل أيضًا.',
  },
  lead: {
    en: 'Newest first, in UAE time. Each time you open this page or show new filters, that is recorded in the trail too.',
    ar: 'الأحدث أولًا، بتوقيت الإمارات. كل مرة تفتح فيها هذه الصفحة أو تعرض نتائج تصفية جديدة تُسجَّل في السجل أيضًا.',
  },
  filtersHeading: { en: 'Filter the trail', ar: 'تصفية السجل' },
  staffLabel: { en: 'Staff email (or part of it)', ar: 'البريد الإلكتروني لعضو الفريق (أو جزء منه)' },
  referenceLabel: { en: 'Reference', ar: 'الرقم المرجعي' },
  /** `{example}`: a reference, kept left to right. */
  referenceHint: { en: 'For example {example}', ar: 'مثال: {example}' },
  actionLabel: { en: 'Action', ar: 'الإجراء' },
  allActions: { en: 'All actions', ar: 'كل الإجراءات' },
  fromLabel: { en: 'From', ar: 'من' },
  toLabel: { en: 'To', ar: 'إلى' },
  daysHint: { en: 'Days in UAE time, both included.', ar: 'الأيام بتوقيت الإمارات، ويشمل ذلك اليومين المحدَّدين.' },
  apply: { en: 'Show entries', ar: 'عرض الإدخالات' },
  clear: { en: 'Clear filters', ar: 'مسح التصفية' },
  problems: {
    reference: {
      en: 'Enter a whole reference, such as {example}.',
      ar: 'أدخل رقمًا مرجعيًا كاملًا، مثل {example}.',
    },
    day: { en: 'Enter a day, or leave it empty.', ar: 'أدخل يومًا، أو اترك الحقل فارغًا.' },
    /** `{days}`: the longest range, in days. */
    range: {
      en: 'The last day must not come before the first, and the two must be at most {days} days apart.',
      ar: 'يجب ألّا يسبق اليوم الأخير اليوم الأول، وألّا تتجاوز المدة بينهما {days} يومًا.',
    },
    staff: { en: 'Enter at most 254 characters.', ar: 'أدخل ٢٥٤ حرفًا على الأكثر.' },
  },
  loading: { en: 'Loading the audit trail…', ar: 'جارٍ تحميل سجل التدقيق…' },
  loadFailed: { en: 'The audit trail could not be loaded.', ar: 'تعذّر تحميل سجل التدقيق.' },
  empty: { en: 'No entries match these filters.', ar: 'لا توجد إدخالات مطابقة لهذه التصفية.' },
  emptyPage: { en: 'There are no entries on this page.', ar: 'لا توجد إدخالات في هذه الصفحة.' },
  /** `{count}` entries, then `{page}` of `{pages}`. */
  pageOf: { en: 'Page {page} of {pages}', ar: 'الصفحة {page} من {pages}' },
  pagesLabel: { en: 'Pages of the audit trail', ar: 'صفحات سجل التدقيق' },
  previous: { en: 'Previous page', ar: 'الصفحة السابقة' },
  next: { en: 'Next page', ar: 'الصفحة التالية' },
  caption: { en: 'Audit trail entries, newest first', ar: 'إدخالات سجل التدقيق، الأحدث أولًا' },
  columns: {
    time: { en: 'Time (UAE)', ar: 'الوقت (بتوقيت الإمارات)' },
    who: { en: 'Who', ar: 'عضو الفريق' },
    address: { en: 'IP address', ar: 'عنوان IP' },
    action: { en: 'Action', ar: 'الإجراء' },
    about: { en: 'Enquiry or account', ar: 'الاستفسار أو الحساب' },
    detail: { en: 'Detail', ar: 'التفاصيل' },
  },
  commandLine: { en: 'The command line', ar: 'سطر الأوامر' },
  serverStart: { en: 'The server, as it started', ar: 'الخادم عند بدء تشغيله' },
  notSignedIn: { en: 'Not logged in', ar: 'دون تسجيل دخول' },
  none: { en: '—', ar: '—' },
  download: { en: 'Download CSV', ar: 'تنزيل ملف CSV' },
  /** `{language}`: the columns' language, in words. */
  downloadHint: {
    en: 'Every entry that matches these filters, with the columns named in {language}. The download is recorded in the trail.',
    ar: 'كل الإدخالات المطابقة لهذه التصفية، بأسماء أعمدة باللغة {language}. يُسجَّل التنزيل في السجل.',
  },
  /** `{max}`: the most entries one file holds. */
  tooMany: {
    en: 'More than {max} entries match: narrow the filters to download them.',
    ar: 'تطابق التصفية أكثر من {max} إدخال: ضيّقها لتتمكن من تنزيلها.',
  },
  /** The words of an entry's detail (audit-detail.ts). */
  detail: {
    range: { en: 'from {from} to {to}', ar: 'من {from} إلى {to}' },
    since: { en: 'from {from}', ar: 'ابتداءً من {from}' },
    until: { en: 'until {to}', ar: 'حتى {to}' },
    roles: { en: 'from {from} to {to}', ar: 'من {from} إلى {to}' },
    role: { en: 'role: {role}', ar: 'الدور: {role}' },
    language: { en: 'language: {language}', ar: 'اللغة: {language}' },
    staff: { en: 'staff “{staff}”', ar: 'عضو الفريق «{staff}»' },
    reference: { en: 'reference {reference}', ar: 'الرقم المرجعي {reference}' },
    action: { en: 'action “{action}”', ar: 'الإجراء «{action}»' },
    stage: { en: 'stage “{stage}”', ar: 'المرحلة «{stage}»' },
    mine: { en: 'their own items', ar: 'المسندة إليه' },
    unassigned: { en: 'unassigned items', ar: 'غير المُسندة' },
    today: { en: 'follow-ups due today', ar: 'المتابعات المستحقة اليوم' },
    overdue: { en: 'overdue items', ar: 'المتأخرة' },
    messages: { en: 'items with new messages', ar: 'ذات الرسائل الجديدة' },
    /** `{length}`: how long the term was; the term itself is never kept. */
    phoneSearch: { en: 'a phone number searched ({length} digits)', ar: 'بحث برقم هاتف (عدد الأرقام: {length})' },
    textSearch: {
      en: 'a name or reference searched ({length} characters)',
      ar: 'بحث باسم أو رقم مرجعي (عدد الأحرف: {length})',
    },
    freeText: { en: 'with messages and notes', ar: 'مع الرسائل والملاحظات' },
    noFreeText: { en: 'without messages or notes', ar: 'دون الرسائل والملاحظات' },
    noFilters: { en: 'No filters', ar: 'دون تصفية' },
    /** How a family's request came (the desk's channels), and how it ended. */
    online: { en: 'asked on the withdrawal page', ar: 'عبر صفحة السحب' },
    phone: { en: 'by phone', ar: 'بالهاتف' },
    email: { en: 'by email', ar: 'بالبريد الإلكتروني' },
    done: { en: 'answered', ar: 'أُنجز' },
    refused: { en: 'refused', ar: 'رُفض' },
    breach: { en: 'incident {id}', ar: 'الحادثة رقم {id}' },
    references: { en: 'references {references}', ar: 'الأرقام المرجعية {references}' },
    breachData: { en: 'data: {data}', ar: 'البيانات: {data}' },
    breachStatus: { en: 'status: {status}', ar: 'الحالة: {status}' },
    changed: { en: 'changed: {fields}', ar: 'ما تغيّر: {fields}' },
    separator: { en: '; ', ar: '؛ ' },
  },
};

/** "1 entry", "120 entries" / «إدخال واحد»، «إدخالان»، «٣ إدخالات»، «١١ إدخالًا»، «١٢٠ إدخالًا». */
export function entriesText(count: number, formatted: string): Bilingual {
  return { en: `${formatted} ${count === 1 ? 'entry' : 'entries'}`, ar: arabicCount(count, formatted, ARABIC_ENTRY) };
}

/** "1 row", "3 rows" / «صف واحد»، «صفّان»، «٣ صفوف»، «١١ صفًّا». */
export function rowsText(count: number, formatted: string): Bilingual {
  return { en: `${formatted} ${count === 1 ? 'row' : 'rows'}`, ar: arabicCount(count, formatted, ARABIC_ROW) };
}

interface ArabicNoun {
  zero: string;
  one: string;
  two: string;
  /** 3–10: the plural. */
  few: string;
  /** 11–99: the singular, accusative. */
  many: string;
  /** 100, 1000…: the singular, genitive. */
  hundreds: string;
}

const ARABIC_ENTRY: ArabicNoun = {
  zero: 'لا إدخالات',
  one: 'إدخال واحد',
  two: 'إدخالان',
  few: 'إدخالات',
  many: 'إدخالًا',
  hundreds: 'إدخال',
};
const ARABIC_ROW: ArabicNoun = {
  zero: 'لا صفوف',
  one: 'صف واحد',
  two: 'صفّان',
  few: 'صفوف',
  many: 'صفًّا',
  hundreds: 'صف',
};

/** A count with its noun as Arabic agrees them: the number's last two digits decide. */
function arabicCount(count: number, formatted: string, noun: ArabicNoun): string {
  if (count === 0) return noun.zero;
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const rest = count % 100;
  if (rest >= 3 && rest <= 10) return `${formatted} ${noun.few}`;
  if (rest >= 11) return `${formatted} ${noun.many}`;
  return `${formatted} ${noun.hundreds}`;
}
