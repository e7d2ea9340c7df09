import { actions } from '@/content/action-wording';
import type { Bilingual } from '@/i18n/text';

/** The admins' breach register. `{…}` placeholders are filled in at render time, digits through Intl. */
export const breachesWording = {
  description: {
    en: 'Data breaches: what happened, which enquiries it touches, and the 72 hours to tell the regulator. Every entry and change is in the audit trail.',
    ar: 'حوادث تسرّب البيانات: ما حدث، والاستفسارات المتأثرة، ومهلة الاثنتين والسبعين ساعة لإبلاغ الجهة الرقابية. يُسجَّل كل إدخال وكل تعديل في سجل التدقيق.',
  },
  lead: {
    en: 'Saudi Arabia (SDAIA) and Egypt (the Personal Data Protection Centre) both ask to be told within 72 hours of a breach being found.',
    ar: 'يشترط كلٌّ من الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) في السعودية ومركز حماية البيانات الشخصية في مصر الإبلاغ خلال ٧٢ ساعة من اكتشاف التسرّب.',
  },
  newEntry: { en: 'Record an incident', ar: 'تسجيل حادثة' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  edit: { en: 'Edit this entry', ar: 'تعديل هذا الإدخال' },
  loading: { en: 'Loading the register…', ar: 'جارٍ تحميل السجل…' },
  loadFailed: { en: 'The register could not be loaded.', ar: 'تعذّر تحميل السجل.' },
  empty: { en: 'No incident has been recorded.', ar: 'لم تُسجَّل أي حادثة.' },
  listLabel: { en: 'Recorded incidents', ar: 'الحوادث المسجَّلة' },
  /** `{id}`: the entry's number. */
  entryTitle: { en: 'Incident {id}', ar: 'الحادثة رقم {id}' },
  foundOn: { en: 'Found {time}', ar: 'اكتُشفت في {time}' },
  noReferences: { en: 'No reference named yet', ar: 'لم يُحدَّد أي رقم مرجعي بعد' },
  noData: { en: 'Not yet known', ar: 'غير معروفة بعد' },
  clock: {
    /** `{time}`: hours and minutes left; `{due}`: when. */
    left: {
      en: '{time} left to notify the regulator (by {due})',
      ar: 'الوقت المتبقي لإبلاغ الجهة الرقابية: {time} (قبل {due})',
    },
    overdue: {
      en: 'Overdue by {time}: the regulator was to be told by {due}',
      ar: 'تأخّر الإبلاغ بمقدار {time}: كان يجب إبلاغ الجهة الرقابية قبل {due}',
    },
    notified: { en: 'Regulator notified {time}', ar: 'أُبلغت الجهة الرقابية في {time}' },
  },
  families: {
    undecided: { en: 'Telling the families: not decided', ar: 'إبلاغ الأسر: لم يُتَّخذ القرار بعد' },
    yes: { en: 'The families are to be told', ar: 'تقرّر إبلاغ الأسر' },
    no: { en: 'The families are not to be told', ar: 'تقرّر عدم إبلاغ الأسر' },
    told: { en: 'Families told {time}', ar: 'أُبلغت الأسر في {time}' },
  },
  form: {
    createHeading: { en: 'A new incident', ar: 'حادثة جديدة' },
    /** `{id}`: the entry's number. */
    editHeading: { en: 'Edit incident {id}', ar: 'تعديل الحادثة رقم {id}' },
    description: { en: 'What happened', ar: 'ما الذي حدث' },
    descriptionHint: {
      en: 'Facts only: what, how, and what was done. Do not copy a family’s words or details here.',
      ar: 'الوقائع فقط: ما حدث وكيف حدث وما اتُّخذ من إجراءات. لا تنسخ هنا كلام أي أسرة أو بياناتها.',
    },
    foundAt: { en: 'When it was found', ar: 'وقت اكتشافها' },
    foundAtHint: {
      en: 'The 72 hours count from this moment. Your device’s time.',
      ar: 'تُحتسب الاثنتان والسبعون ساعة من هذه اللحظة، بتوقيت جهازك.',
    },
    references: { en: 'References affected', ar: 'الأرقام المرجعية المتأثرة' },
    /** `{example}`: a reference, kept left to right. */
    referencesHint: {
      en: 'Separated by spaces or commas, such as {example}.',
      ar: 'افصل بينها بمسافات أو فواصل، مثل {example}.',
    },
    data: { en: 'Which data', ar: 'البيانات المتأثرة' },
    dataHint: {
      en: 'Tick what is known; add more as you learn it.',
      ar: 'اختر ما هو معروف الآن، وأضف ما يتبيّن لاحقًا.',
    },
    status: { en: 'Status', ar: 'الحالة' },
    regulatorNotifiedAt: { en: 'Regulator notified at', ar: 'وقت إبلاغ الجهة الرقابية' },
    tellFamilies: { en: 'Tell the families?', ar: 'هل تُبلَّغ الأسر؟' },
    undecided: { en: 'Not decided yet', ar: 'لم يُتَّخذ القرار بعد' },
    yes: { en: 'Yes', ar: 'نعم' },
    no: { en: 'No', ar: 'لا' },
    familiesReason: { en: 'Reason for the decision', ar: 'سبب القرار' },
    familiesNotifiedAt: { en: 'Families told at', ar: 'وقت إبلاغ الأسر' },
    timeHint: { en: 'Leave empty until it is done.', ar: 'اتركه فارغًا إلى أن يتم ذلك.' },
    save: { en: 'Save', ar: 'حفظ' },
    saving: actions.saving,
    problems: {
      description: { en: 'Say what happened.', ar: 'اكتب ما الذي حدث.' },
      foundAt: {
        en: 'Enter when it was found; it cannot be in the future.',
        ar: 'أدخل وقت اكتشافها، ولا يجوز أن يكون في المستقبل.',
      },
      /** `{references}`: the ones that are not references. */
      references: {
        en: 'These are not whole references: {references}.',
        ar: 'هذه ليست أرقامًا مرجعية كاملة: {references}.',
      },
      time: { en: 'Enter a time that is not in the future.', ar: 'أدخل وقتًا ليس في المستقبل.' },
    },
    failed: { en: 'The entry was not saved.', ar: 'لم يُحفظ الإدخال.' },
    conflict: {
      en: 'Someone else changed this entry first. The form now shows their version: check it and save again.',
      ar: 'عدّل شخص آخر هذا الإدخال قبلك. يعرض النموذج الآن نسخته: راجعها ثم احفظ من جديد.',
    },
  },
  notices: {
    heading: { en: 'Notification texts to start from', ar: 'نصوص إبلاغ يُبنى عليها' },
    hint: {
      en: 'Read-only: copy one, complete it, and send it yourself. Send the family text only through the channel each family chose, within their safe hours.',
      ar: 'للقراءة فقط: انسخ النص، وأكمله، ثم أرسله بنفسك. لا تُرسل نص الأسر إلا عبر الوسيلة التي اختارتها كل أسرة، وفي الأوقات المناسبة لها.',
    },
    regulatorEn: { en: 'To the regulator, in English', ar: 'إلى الجهة الرقابية، بالإنجليزية' },
    regulatorAr: { en: 'To the regulator, in Arabic', ar: 'إلى الجهة الرقابية، بالعربية' },
    familiesEn: { en: 'To the families, in English', ar: 'إلى الأسر، بالإنجليزية' },
    familiesAr: { en: 'To the families, in Arabic', ar: 'إلى الأسر، بالعربية' },
  },
} satisfies Record<string, Bilingual | Record<string, Bilingual | Record<string, Bilingual>>>;
