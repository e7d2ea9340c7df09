import type { Bilingual } from '@/i18n/text';

/** The stay plan's wording: the fees page's "Add to my plan" controls and the plan page. */
export const planWording = {
  add: { en: 'Add to my plan', ar: 'أضف إلى خطتي' },
  addOneMore: { en: 'Add one more', ar: 'أضف واحدًا آخر' },
  inPlan: { en: 'In my plan', ar: 'ضمن خطتي' },
  /** Under the controls: where the plan is kept and how it reaches the team, for a visitor who has not signed in. */
  keptHere: {
    en: 'Your plan stays on this device only. Once you have sent an enquiry, log in with its reference and code to see the plan with its estimate and send it to the admissions team.',
    ar: 'تبقى خطتك على هذا الجهاز فقط. بعد إرسال استفسارك، سجّل الدخول برقمه المرجعي ورمزه لترى الخطة مع تقدير تكلفتها وترسلها إلى فريق القبول.',
  },
  seePlan: { en: 'See my plan', ar: 'عرض خطتي' },
  empty: { en: 'Your plan is empty.', ar: 'خطتك فارغة.' },
  seeFees: { en: 'Choose from the fees', ar: 'اختر من صفحة الرسوم' },
  programme: { en: 'Programme', ar: 'البرنامج' },
  residence: { en: 'Where you stay', ar: 'مكان السكن' },
  addOns: { en: 'Extras', ar: 'الإضافات' },
  length: { en: 'Length of stay', ar: 'مدة الإقامة' },
  shorter: { en: 'Shorter', ar: 'أقصر' },
  longer: { en: 'Longer', ar: 'أطول' },
  quantity: { en: 'How many', ar: 'العدد' },
  perWeek: { en: 'per week', ar: 'في الأسبوع' },
  fewer: { en: 'One fewer', ar: 'واحد أقل' },
  more: { en: 'One more', ar: 'واحد آخر' },
  estimate: { en: 'Estimate', ar: 'التقدير' },
  /** A residence alone: it decides where in a programme's range the price falls, and costs nothing by itself. */
  noEstimate: { en: 'Add a programme to see an estimate', ar: 'أضف برنامجًا لترى التقدير' },
  estimateNote: {
    en: 'An estimate only: the care you need also moves the price, and your full fees are agreed in writing before admission.',
    ar: 'هذا تقدير فقط، فالرعاية التي تحتاج إليها تؤثر في السعر أيضًا، ويُتفق على رسومك كاملةً كتابةً قبل القبول.',
  },
  /** While the centre has not confirmed its figures (`FEES_CONFIRMED` false). */
  unconfirmed: {
    en: 'These prices are still being confirmed by the centre and may change.',
    ar: 'لا تزال هذه الأسعار قيد التأكيد من المركز، وقد تتغير.',
  },
  send: { en: 'Send this plan to the team', ar: 'أرسل هذه الخطة إلى الفريق' },
  sending: { en: 'Sending…', ar: 'جارٍ الإرسال…' },
  sent: {
    en: 'Sent to the admissions team: they see it with your enquiry. You can change it and send it again.',
    ar: 'أُرسلت الخطة إلى فريق القبول، وسيراها مع استفسارك. يمكنك تعديلها وإرسالها مرة أخرى.',
  },
  notSent: { en: 'The plan was not sent. Please try again.', ar: 'لم تُرسَل الخطة. يُرجى إعادة المحاولة.' },
} satisfies Record<string, Bilingual>;
