import type { Language } from '@/i18n/languages';

/** The request a family makes about its data, under what the withdrawal page shows. */
export const familyRequestWording = {
  title: { en: 'A request about your data', ar: 'طلب بشأن بياناتك' },
  intro: {
    en: 'You may ask to see your data, to have a copy, to have it corrected or erased, or object to how we use it. We answer within 30 days; a copy is ready at once.',
    ar: 'يحق لك أن تطلب الاطّلاع على بياناتك أو الحصول على نسخة منها أو تصحيحها أو محوها، أو أن تعترض على طريقة استخدامنا لها. نردّ على طلبك خلال ٣٠ يومًا، أما النسخة فتجهز فورًا.',
  },
  kind: { en: 'What would you like?', ar: 'ما الذي تطلبه؟' },
  note: {
    label: { en: 'A note (optional)', ar: 'ملاحظة (اختيارية)' },
    hint: {
      en: 'For a correction, say what is wrong and what it should say.',
      ar: 'في طلب التصحيح، اذكر ما هو غير صحيح وما صوابه.',
    },
    invalid: {
      en: 'Keep the note under 1,000 characters, without special characters.',
      ar: 'اجعل الملاحظة أقل من ١٠٠٠ حرف، ودون رموز خاصة.',
    },
  },
  send: { en: 'Send the request', ar: 'إرسال الطلب' },
  sending: { en: 'Sending your request…', ar: 'جارٍ إرسال طلبك…' },
  done: {
    copy: { en: 'Your copy is ready', ar: 'نسختك جاهزة' },
    access: { en: 'Your request is recorded', ar: 'سُجّل طلبك' },
    waiting: { en: 'We have your request', ar: 'تسلّمنا طلبك' },
  },
  accessText: {
    en: 'Everything we hold about what you sent is shown above.',
    ar: 'كل ما نحتفظ به مما أرسلته معروض أعلاه.',
  },
  copyText: {
    en: 'Save both files somewhere private. The first is to read, in Arabic and English; the second is the same data for another program (JSON).',
    ar: 'احفظ الملفين في مكان خاص. الأول للقراءة بالعربية والإنجليزية، والثاني يحوي البيانات نفسها لبرنامج آخر (بصيغة JSON).',
  },
  readable: { en: 'Download the copy to read', ar: 'تنزيل النسخة للقراءة' },
  machine: { en: 'Download the data (JSON)', ar: 'تنزيل البيانات (JSON)' },
  /** `received` and `due` are dates in words. */
  waitingText: {
    en: (received: string, due: string) =>
      `Received on ${received}. We will answer by ${due}, through the contact details you gave us.`,
    ar: (received: string, due: string) =>
      `وصلنا طلبك في ${received}، وسنردّ عليك في موعد أقصاه ${due} عبر وسيلة التواصل التي زوّدتنا بها.`,
  } satisfies Record<Language, (received: string, due: string) => string>,
};
