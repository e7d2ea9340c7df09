import type { Bilingual } from '@/i18n/text';

/**
 * The reports page: counts and times only, never a family's details. `{placeholders}` are filled in
 * at render time, numbers and dates already in the page's digits.
 */
export const reportsWording = {
  description: {
    en: 'Enquiries, the admissions pipeline and response times over a date range: counts only, no family’s details.',
    ar: 'الاستفسارات ومسار القبول وأوقات الاستجابة خلال مدة تختارها: أعداد فقط، بلا أي بيانات عن الأسر.',
  },
  lead: {
    en: 'How many families reached us, where their enquiries stand, and how quickly we replied. Counts and times only: no names or contact details.',
    ar: 'كم أسرة تواصلت معنا، وأين وصلت استفساراتها، ومدى سرعة ردّنا عليها. أعداد وأوقات فقط، بلا أسماء ولا بيانات تواصل.',
  },

  // The period.
  period: { en: 'Period', ar: 'المدة' },
  choices: {
    'this-week': { en: 'This week', ar: 'هذا الأسبوع' },
    'last-week': { en: 'Last week', ar: 'الأسبوع الماضي' },
    'this-month': { en: 'This month', ar: 'هذا الشهر' },
    'last-month': { en: 'Last month', ar: 'الشهر الماضي' },
    'last-90-days': { en: 'Last 90 days', ar: 'آخر ٩٠ يومًا' },
    custom: { en: 'Custom dates', ar: 'تواريخ أخرى' },
  },
  from: { en: 'From', ar: 'من' },
  to: { en: 'To (included)', ar: 'إلى (ضمنًا)' },
  show: { en: 'Show', ar: 'عرض' },
  problems: {
    missing: { en: 'Choose both days.', ar: 'اختر يومَي البداية والنهاية.' },
    invalid: { en: 'Enter real days, such as 2026-03-01.', ar: 'أدخل تاريخين صحيحين، مثل ٢٠٢٦-٠٣-٠١.' },
    order: {
      en: 'The last day is before the first. Choose a last day on or after the first.',
      ar: 'يوم النهاية يسبق يوم البداية. اختر يوم نهاية يوافق يوم البداية أو يليه.',
    },
    /** `{days}`: the longest period, in days. */
    tooLong: { en: 'Choose at most {days} days.', ar: 'اختر مدة لا تتجاوز {days} يومًا.' },
  },
  /** `{range}`: "March 1 – 15, 2026"; `{zone}`: "UAE time (GMT+4)". */
  showing: { en: '{range}, {zone}', ar: '{range}، {zone}' },

  // States.
  loading: { en: 'Loading the reports…', ar: 'جارٍ تحميل التقارير…' },
  loadFailed: { en: 'The reports could not be loaded.', ar: 'تعذّر تحميل التقارير.' },
  loadFailedHint: {
    en: 'Check your connection, then try again. If it keeps happening, tell the site’s administrator.',
    ar: 'تحقّق من اتصالك بالإنترنت ثم أعد المحاولة. وإن تكرّر ذلك فأبلغ مسؤول الموقع.',
  },
  empty: {
    en: 'No enquiries or messages arrived in this period.',
    ar: 'لم يصل أي استفسار أو رسالة خلال هذه المدة.',
  },

  // The headline figures.
  summary: { en: 'Summary', ar: 'ملخّص' },
  total: { en: 'Enquiries and messages', ar: 'الاستفسارات والرسائل' },
  /** `{enquiries}`, `{messages}`: counts. */
  totalSplit: {
    en: 'Admissions enquiries: {enquiries}; contact messages: {messages}. Suspected spam is left out.',
    ar: 'استفسارات القبول: {enquiries}، ورسائل التواصل: {messages}. ولا تُحتسب الرسائل المزعجة المشتبه بها.',
  },
  /** `{target}`: "1 hour". */
  withinTarget: { en: 'First response within {target}', ar: 'الرد الأول خلال {target}' },
  /** `{answered}`, `{within}`, `{waiting}`: counts. */
  withinTargetDetail: {
    en: 'Answered: {answered}, of which within the target: {within}. Still waiting for a first response: {waiting}.',
    ar: 'تلقّت الرد: {answered}، منها خلال المهلة: {within}. وما زالت بانتظار الرد الأول: {waiting}.',
  },
  median: { en: 'Median time to first response', ar: 'وسيط زمن الرد الأول' },
  medianHint: { en: 'Half were answered within this.', ar: 'تلقّى نصفها الردّ خلال هذه المدة أو أقل.' },
  p90: { en: '90th percentile time to first response', ar: 'زمن الرد الأول لتسعة من كل عشرة استفسارات' },
  p90Hint: {
    en: 'Nine in ten were answered within this.',
    ar: 'تلقّى تسعة من كل عشرة الردّ خلال هذه المدة أو أقل.',
  },
  noTime: { en: 'None answered yet', ar: 'لم يُردّ على أي منها بعد' },
  // First response by owner (counts and times only).
  byOwner: { en: 'First response by owner', ar: 'الرد الأول حسب المكلَّف بالمتابعة' },
  byOwnerNote: {
    en: 'The period’s enquiries and messages by who follows them up now. Times count reply hours only, as above.',
    ar: 'استفسارات الفترة ورسائلها حسب المكلَّف بمتابعتها الآن. وتُحتسب الأوقات ضمن ساعات الرد فقط، كما في الأعلى.',
  },
  ownerColumn: { en: 'Owner', ar: 'المكلَّف' },
  noOwner: { en: 'No owner', ar: 'بلا مكلَّف' },
  itemsColumn: { en: 'Enquiries and messages', ar: 'الاستفسارات والرسائل' },
  answeredColumn: { en: 'Answered', ar: 'تلقّت الرد' },
  /** `{target}`: "1 hour". */
  withinColumn: { en: 'Within {target}', ar: 'خلال {target}' },
  medianColumn: { en: 'Median time', ar: 'الزمن الوسيط' },
  /** `{count}`, `{share}`: "12 (80%)". */
  countShare: { en: '{count} ({share})', ar: '{count} ({share})' },
  /** `{hours}`: "08:00–22:00"; `{days}`: "every day"; `{zone}`: "UAE time (GMT+4)". */
  serviceHours: {
    en: 'Times count reply hours only: {hours} {days}, {zone}. A message that arrives at night starts counting when reply hours begin.',
    ar: 'لا تُحتسب إلا أوقات الرد: {hours} {days}، {zone}. فالرسالة التي تصل ليلًا يبدأ احتساب وقتها عند بدء أوقات الرد.',
  },
  /** `{opens}`, `{closes}`: clock times. */
  hoursSpan: { en: '{opens}–{closes}', ar: 'من {opens} إلى {closes}' },
  everyDay: { en: 'every day', ar: 'يوميًا' },
  /** `{days}`: "Sunday to Thursday". */
  someDays: { en: 'on {days}', ar: 'أيام {days}' },

  // The charts.
  perWeek: { en: 'Enquiries and messages per week', ar: 'الاستفسارات والرسائل أسبوعيًا' },
  perWeekNote: {
    en: 'Weeks begin on Monday; the first and last may be only partly in the period.',
    ar: 'يبدأ الأسبوع يوم الاثنين، وقد لا يقع الأسبوعان الأول والأخير كاملين ضمن المدة.',
  },
  byProgramme: { en: 'By programme', ar: 'حسب البرنامج' },
  byCountry: { en: 'By country', ar: 'حسب الدولة' },
  byLanguage: { en: 'By language of the form', ar: 'حسب لغة النموذج' },
  byHeardFrom: { en: 'How they heard about us', ar: 'كيف عرفوا بنا' },
  enquiriesOnly: {
    en: 'Admissions enquiries only: contact messages do not ask this.',
    ar: 'استفسارات القبول فقط، إذ لا تتضمّن رسائل التواصل هذا السؤال.',
  },
  countryNote: {
    en: 'Admissions enquiries only, by the country of the phone number they gave.',
    ar: 'استفسارات القبول فقط، حسب دولة رقم الهاتف المذكور فيها.',
  },
  funnel: { en: 'The admissions pipeline', ar: 'مسار القبول' },
  funnelNote: {
    en: 'Of what arrived in the period, how many ever reached each stage, and their share of all that arrived.',
    ar: 'عدد ما بلغ كل مرحلة مما وصل خلال المدة، ونسبته من كل ما وصل.',
  },
  closeReasons: { en: 'Why enquiries closed', ar: 'أسباب إغلاق الاستفسارات' },
  noEnquiries: { en: 'No admissions enquiries in this period.', ar: 'لم يصل أي استفسار عن القبول خلال هذه المدة.' },
  noneClosed: { en: 'None closed.', ar: 'لم يُغلق أي منها.' },
  decisions: { en: 'Clinical decisions', ar: 'القرارات السريرية' },
  decisionsNote: {
    en: 'Admissions enquiries of the period with a clinical decision, by their latest one.',
    ar: 'استفسارات القبول الواردة خلال المدة التي صدر فيها قرار سريري، حسب آخر قرار.',
  },
  noneDecided: { en: 'No clinical decisions yet.', ar: 'لم يصدر أي قرار سريري بعد.' },

  // The tables behind the charts.
  showTable: { en: 'Show as a table', ar: 'عرض في جدول' },
  hideTable: { en: 'Hide the table', ar: 'إخفاء الجدول' },
  columns: {
    week: { en: 'Week beginning', ar: 'الأسبوع الذي يبدأ في' },
    programme: { en: 'Programme', ar: 'البرنامج' },
    country: { en: 'Country', ar: 'الدولة' },
    language: { en: 'Language', ar: 'اللغة' },
    heardFrom: { en: 'How they heard', ar: 'طريقة المعرفة بنا' },
    stage: { en: 'Stage', ar: 'المرحلة' },
    reason: { en: 'Reason', ar: 'السبب' },
    decision: { en: 'Decision', ar: 'القرار' },
    count: { en: 'Number', ar: 'العدد' },
    share: { en: 'Share', ar: 'النسبة' },
    shareOfArrived: { en: 'Share of arrived', ar: 'النسبة مما وصل' },
  },
  /** A bar's figures: `{count}` and `{share}`. */
  countAndShare: { en: '{count} ({share})', ar: '{count} ({share})' },
  /** Under a breakdown over a short period: `{count}` items left unnamed, in groups under `{below}`. */
  smallGroups: {
    en: 'And {count} more in groups of fewer than {below}: over a period this short they are not named, to protect privacy.',
    ar: 'و{count} غيرها في فئات يقل كلٌّ منها عن {below}: لا نذكر أسماءها في مدة قصيرة كهذه، حفاظًا على الخصوصية.',
  },
} as const satisfies Record<string, Bilingual | Record<string, Bilingual>>;
