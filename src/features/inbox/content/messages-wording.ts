import type { NoticeState } from '#contracts/messages';
import type { Language } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';

/** The item page's messages with the family, and the stay plan the family sent. */
export const messagesWording = {
  heading: { en: 'Messages with the family', ar: 'الرسائل مع الأسرة' },
  threadLabel: { en: 'Messages with the family, oldest first', ar: 'الرسائل مع الأسرة، الأقدم أولًا' },
  none: { en: 'No messages yet.', ar: 'لا توجد رسائل بعد.' },
  family: { en: 'The family', ar: 'الأسرة' },
  unread: {
    en: (count: string) => `New from the family: ${count}`,
    ar: (count: string) => `جديد من الأسرة: ${count}`,
  } satisfies Record<Language, (count: string) => string>,
  label: { en: 'Answer the family', ar: 'الردّ على الأسرة' },
  hint: {
    en: 'The family is told of it only in the way and at the hours they chose, without a word of it; the item becomes yours if it has no owner.',
    ar: 'لا تُبلَّغ الأسرة به إلا بالطريقة وفي الساعات التي اختارتها، ودون أي كلمة منه؛ ويُسنَد إليك الاستفسار إن لم يكن له مكلَّف.',
  },
  send: { en: 'Send answer', ar: 'إرسال الرد' },
  sending: { en: 'Sending…', ar: 'جارٍ الإرسال…' },
  invalid: {
    en: 'The answer holds hidden control characters: remove them or type it again.',
    ar: 'يحتوي الرد على رموز تحكم مخفية: احذفها أو اكتب الرد من جديد.',
  },
  failed: { en: 'The answer was not sent. Please try again.', ar: 'لم يُرسَل الرد. يُرجى إعادة المحاولة.' },
  loading: { en: 'Loading the messages…', ar: 'جارٍ تحميل الرسائل…' },
  loadFailed: { en: 'The messages could not be loaded.', ar: 'تعذّر تحميل الرسائل.' },
  tryAgain: { en: 'Try again', ar: 'إعادة المحاولة' },
  /** How the family was told of a message from the team. */
  notice: {
    emailed: {
      en: 'The family was emailed a notice, with no words of the message.',
      ar: 'أُرسل إلى الأسرة إشعار بالبريد الإلكتروني دون أي كلمة من الرسالة.',
    },
    held: { en: 'The notice waits for the family’s hours:', ar: 'الإشعار مؤجَّل إلى الساعات التي اختارتها الأسرة:' },
    notSent: {
      en: 'No notice was sent (the family did not choose email): they will see it when they log in.',
      ar: 'لم يُرسَل أي إشعار (لم تختر الأسرة البريد الإلكتروني)، وستراها عند تسجيل الدخول.',
    },
  } satisfies Record<NoticeState, Bilingual>,
  plan: {
    heading: { en: 'Stay plan sent by the family', ar: 'خطة الإقامة التي أرسلتها الأسرة' },
    sent: { en: 'Sent', ar: 'أُرسلت في' },
    programme: { en: 'Programme', ar: 'البرنامج' },
    residence: { en: 'Where they would stay', ar: 'مكان السكن' },
    addOns: { en: 'Extras', ar: 'الإضافات' },
    none: { en: 'None', ar: 'لا شيء' },
    estimate: { en: 'Estimate', ar: 'التقدير' },
    noEstimate: { en: 'No programme: no estimate', ar: 'لا برنامج، فلا تقدير' },
    unconfirmed: {
      en: 'The fees are not confirmed yet: the estimate may change.',
      ar: 'الرسوم لم تُؤكَّد بعد، وقد يتغير التقدير.',
    },
  },
};
