import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';
import { isolateLtr } from '@/i18n/isolate';
import type { Language } from '@/i18n/languages';
import type { ReferenceKind } from '#contracts/reference';
import type { HeldState } from '#contracts/withdrawal';

/** The withdrawal code in the confirmation of a sent form: shown once, to keep. */
export const withdrawalCodeWording = {
  code: { en: 'Your withdrawal code:', ar: 'رمز السحب الخاص بك:' },
  keepPrivate: {
    enquiry: {
      en: 'Keep this code somewhere private: with the reference, it lets you see and withdraw your enquiry at any time. We cannot show it again.',
      ar: 'احفظ هذا الرمز في مكان خاص؛ فهو مع الرقم المرجعي يتيح لك الاطّلاع على استفسارك وسحبه في أي وقت. ولا يمكننا أن نعرضه عليك مرة أخرى.',
    },
    contact: {
      en: 'Keep this code somewhere private: with the reference, it lets you see and withdraw your message at any time. We cannot show it again.',
      ar: 'احفظ هذا الرمز في مكان خاص؛ فهو مع الرقم المرجعي يتيح لك الاطّلاع على رسالتك وسحبها في أي وقت. ولا يمكننا أن نعرضه عليك مرة أخرى.',
    },
  } satisfies Record<ReferenceKind, Bilingual>,
  saveAsText: { en: 'Save as text', ar: 'حفظ كملف نصي' },
  print: { en: 'Print', ar: 'طباعة' },
  /** Before the link to the withdrawal page. */
  later: {
    enquiry: { en: 'You can see or withdraw it later on our page', ar: 'ويمكنك الاطّلاع عليه أو سحبه لاحقًا من صفحة' },
    contact: { en: 'You can see or withdraw it later on our page', ar: 'ويمكنك الاطّلاع عليها أو سحبها لاحقًا من صفحة' },
  } satisfies Record<ReferenceKind, Bilingual>,
  /** The saved file's lines; values (reference, code, address) are isolated so Arabic text keeps their order. */
  file: {
    en: (reference: string, code: string, address: string) =>
      [
        site.name.en,
        `Reference: ${reference}`,
        `Withdrawal code: ${code}`,
        '',
        'Keep this code somewhere private: with the reference, it lets you see and withdraw what you sent at any time. We cannot show it again.',
        '',
        `See or withdraw it at: ${address}`,
      ].join('\n'),
    ar: (reference: string, code: string, address: string) =>
      [
        site.name.ar,
        `الرقم المرجعي: ${isolateLtr(reference)}`,
        `رمز السحب: ${isolateLtr(code)}`,
        '',
        'احفظ هذا الرمز في مكان خاص؛ فهو مع الرقم المرجعي يتيح لك الاطّلاع على ما أرسلته وسحبه في أي وقت. ولا يمكننا أن نعرضه عليك مرة أخرى.',
        '',
        `للاطّلاع عليه أو سحبه: ${isolateLtr(address)}`,
      ].join('\n'),
  } satisfies Record<Language, (reference: string, code: string, address: string) => string>,
};

/** The withdrawal page's form, what it shows, and the withdrawal itself. */
export const withdrawalWording = {
  formTitle: { en: 'Your reference and code', ar: 'رقمك المرجعي ورمز السحب' },
  show: { en: 'Show what you hold', ar: 'اعرض ما تحتفظون به' },
  looking: { en: 'Looking…', ar: 'جارٍ البحث…' },
  nothingFound: {
    en: 'We found nothing for this reference and code. Check both and try again.',
    ar: 'لم نجد شيئًا بهذا الرقم المرجعي وهذا الرمز. تحقّق منهما وأعد المحاولة.',
  },
  limited: {
    en: 'There have been too many attempts for this reference or from your network.',
    ar: 'تجاوزت المحاولات الحدّ المسموح به لهذا الرقم المرجعي أو من الشبكة نفسها.',
  },
  held: {
    title: { en: 'What we hold', ar: 'ما نحتفظ به' },
    kind: {
      label: { en: 'Sent with', ar: 'أُرسل عبر' },
      enquiry: { en: 'The admissions enquiry form', ar: 'نموذج استفسار القبول' },
      contact: { en: 'The contact form', ar: 'نموذج التواصل' },
    },
    receivedAt: { en: 'Received', ar: 'تاريخ الوصول' },
    state: { en: 'Where it stands', ar: 'المرحلة الحالية' },
    states: {
      received: {
        label: { en: 'Received', ar: 'وصل إلينا' },
        text: {
          en: 'What you sent has reached us, and we have not contacted you yet.',
          ar: 'وصلنا ما أرسلته، ولم نتواصل معك بعد.',
        },
      },
      beingHandled: {
        label: { en: 'Being handled', ar: 'قيد المتابعة' },
        text: { en: 'Our team is following up what you sent.', ar: 'يتابع فريقنا ما أرسلته.' },
      },
      closed: {
        label: { en: 'Closed', ar: 'مُغلق' },
        text: { en: 'We have finished following up what you sent.', ar: 'أنهينا متابعة ما أرسلته.' },
      },
    } satisfies Record<HeldState, { label: Bilingual; text: Bilingual }>,
    fieldsTitle: { en: 'What you sent', ar: 'ما أرسلته' },
    notGiven: { en: 'Not given', ar: 'لم يُذكر' },
    /** The safe hours, from–to, as one answer. */
    hours: {
      en: (from: string, to: string) => `${from} to ${to}`,
      ar: (from: string, to: string) => `من ${from} إلى ${to}`,
    } satisfies Record<Language, (from: string, to: string) => string>,
    timeZone: { en: 'Your time zone', ar: 'منطقتك الزمنية' },
    hidden: {
      en: 'A hidden anti-spam field (filled in automatically)',
      ar: 'حقل مخفي لمكافحة الرسائل المزعجة (عُبّئ تلقائيًا)',
    },
    other: { en: 'Another detail', ar: 'تفصيل آخر' },
  },
  withdraw: { en: 'Withdraw', ar: 'سحب' },
  confirm: {
    title: {
      enquiry: { en: 'Withdraw your enquiry for good?', ar: 'هل تريد سحب استفسارك نهائيًا؟' },
      contact: { en: 'Withdraw your message for good?', ar: 'هل تريد سحب رسالتك نهائيًا؟' },
    } satisfies Record<ReferenceKind, Bilingual>,
    text: {
      enquiry: {
        en: 'This deletes your enquiry, its notes and its history for good. It cannot be undone.',
        ar: 'يُحذف بذلك استفسارك وملاحظاته وتاريخه نهائيًا، ولا يمكن التراجع عن ذلك.',
      },
      contact: {
        en: 'This deletes your message, its notes and its history for good. It cannot be undone.',
        ar: 'تُحذف بذلك رسالتك وملاحظاتها وتاريخها نهائيًا، ولا يمكن التراجع عن ذلك.',
      },
    } satisfies Record<ReferenceKind, Bilingual>,
    yes: { en: 'Yes, withdraw and delete', ar: 'نعم، اسحب واحذف نهائيًا' },
    no: { en: 'No, keep it', ar: 'لا، لا أريد السحب' },
    withdrawing: { en: 'Withdrawing…', ar: 'جارٍ السحب…' },
  },
  done: {
    title: {
      enquiry: { en: 'Your enquiry has been withdrawn and deleted.', ar: 'سُحب استفسارك وحُذف.' },
      contact: { en: 'Your message has been withdrawn and deleted.', ar: 'سُحبت رسالتك وحُذفت.' },
    } satisfies Record<ReferenceKind, Bilingual>,
    text: {
      en: 'What you sent is gone; our staff see only that it was withdrawn. There is nothing more you need to do.',
      ar: 'حُذف ما أرسلته، ولا يرى موظفونا إلا أنه سُحب. ولا يلزمك فعل أي شيء آخر.',
    },
  },
};
