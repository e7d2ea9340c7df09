import type { Bilingual } from '@/i18n/text';

/** The admins' export of enquiries. `{…}` placeholders are filled in at render time. */
export const exportWording = {
  heading: { en: 'Export enquiries (CSV)', ar: 'تصدير الاستفسارات (ملف CSV)' },
  lead: {
    en: 'Enquiries and contact messages received on these days (UAE time), spam set aside, with each family’s name, phone and email, in a file Excel opens in either language.',
    ar: 'الاستفسارات ورسائل التواصل الواردة في هذه الأيام (بتوقيت الإمارات)، باستثناء الرسائل المزعجة، مع اسم كل أسرة وهاتفها وبريدها الإلكتروني، في ملف يفتحه Excel بأي من اللغتين.',
  },
  from: { en: 'From', ar: 'من' },
  to: { en: 'To', ar: 'إلى' },
  freeText: { en: 'Include messages and notes (free text)', ar: 'تضمين الرسائل والملاحظات (النصوص الحرة)' },
  freeTextWarning: {
    en: 'Families’ own words may hold health details: include them only when you need them.',
    ar: 'قد تتضمن كلمات الأسر تفاصيل صحية: لا تضمّنها إلا عند الحاجة إليها.',
  },
  download: { en: 'Download CSV', ar: 'تنزيل ملف CSV' },
  handling: {
    en: 'The file holds personal data: keep it on the centre’s devices, share it with no one outside the team, and delete it when you are done. Each download is recorded in the audit trail.',
    ar: 'يحتوي الملف على بيانات شخصية: احفظه على أجهزة المركز فقط، ولا تشاركه مع أحد من خارج الفريق، واحذفه عند الانتهاء منه. يُسجَّل كل تنزيل في سجل التدقيق.',
  },
  started: {
    en: 'Your download has started. It is recorded in the audit trail.',
    ar: 'بدأ التنزيل، وقد سُجِّل في سجل التدقيق.',
  },
  empty: {
    en: 'No enquiry or message arrived on these days: the file would hold only its column names. Press Download again to have it anyway.',
    ar: 'لم يرد أي استفسار أو رسالة في هذه الأيام، فلن يحتوي الملف إلا على أسماء أعمدته. اضغط «تنزيل ملف CSV» مرة أخرى إن كنت تريده رغم ذلك.',
  },
  problems: {
    missing: { en: 'Enter both days.', ar: 'أدخل اليومين كليهما.' },
    /** `{days}`: the longest range, in days. */
    range: {
      en: 'The last day must not come before the first, and the two must be at most {days} days apart.',
      ar: 'يجب ألّا يسبق اليوم الأخير اليوم الأول، وألّا تتجاوز المدة بينهما {days} يومًا.',
    },
  },
} satisfies Record<string, Bilingual | Record<string, Bilingual>>;
