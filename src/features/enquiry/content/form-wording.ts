import { dateTimeFormat } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { CONSENT_WORDING } from '#contracts/consent';

const clockTime = (at: Date, language: Language) =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at);

/** Wording both forms share. */
export const formWording = {
  requiredNote: { en: 'Fields marked * are required.', ar: 'الحقول المشار إليها بعلامة * إلزامية.' },
  optional: { en: '(optional)', ar: '(اختياري)' },
  fullName: { en: 'Full name', ar: 'الاسم الكامل' },
  summaryTitle: { en: 'Some answers need your attention', ar: 'بعض الإجابات تحتاج إلى مراجعتك' },
  sending: { en: 'Sending…', ar: 'جارٍ الإرسال…' },
  failure: {
    network: {
      en: 'We could not reach our server. Please check your internet connection and try again. Everything you typed is still here.',
      ar: 'تعذّر الاتصال بخادمنا. يُرجى التحقق من اتصالك بالإنترنت ثم إعادة المحاولة، فكل ما كتبته ما زال محفوظًا هنا.',
    },
    server: {
      en: 'Something went wrong on our side. Please try again in a moment. Everything you typed is still here.',
      ar: 'حدث خطأ من جهتنا. يُرجى إعادة المحاولة بعد قليل، فكل ما كتبته ما زال محفوظًا هنا.',
    },
    rateLimited: {
      en: 'We have received several forms from your network in a short time, so we cannot take this one yet. Everything you typed is still here.',
      ar: 'وصلتنا عدة نماذج من الشبكة نفسها خلال وقت قصير، لذا لا يمكننا استلام هذا النموذج الآن. كل ما كتبته ما زال محفوظًا هنا.',
    },
    callUs: { en: 'If it keeps happening, please call us on', ar: 'وإن تكرّر ذلك، فاتصل بنا على الرقم' },
  },
  /** The agreement's one wording, whose version the forms send (ADR 020). */
  consent: CONSENT_WORDING,
  /** Numbers come formatted for the language (Arabic-Indic digits in Arabic). */
  characterCount: {
    en: (count: string, max: string) => `${count} of ${max} characters`,
    ar: (count: string, max: string) => `عدد الأحرف: ${count} من ${max}`,
  } satisfies Record<Language, (count: string, max: string) => string>,
  charactersLeft: {
    en: (left: string) => `Characters left: ${left}`,
    ar: (left: string) => `الأحرف المتبقية: ${left}`,
  } satisfies Record<Language, (left: string) => string>,
  confidential: {
    en: 'Everything you have shared is confidential: only our admissions team and the clinicians involved in your assessment see it, and we never pass it on without your consent.',
    ar: 'كل ما شاركته معنا سرّي: لا يطّلع عليه إلا فريق القبول والمختصون المعنيّون بتقييمك، ولا ننقله إلى أحد دون موافقتك.',
  },
  sooner: {
    en: 'If you would like to talk sooner, our admissions line is answered around the clock:',
    ar: 'وإن أردت الحديث قبل ذلك، فخط القبول يردّ على مدار الساعة:',
  },
  /** After a rate-limited send: the visitor's own clock time, in their language's digits. */
  tryAgainAt: {
    en: (at: Date) => `Please try again at ${clockTime(at, 'en')}.`,
    ar: (at: Date) => `يُرجى إعادة المحاولة عند الساعة ${clockTime(at, 'ar')}.`,
  } satisfies Record<Language, (at: Date) => string>,
  reference: { en: 'Your reference:', ar: 'رقمك المرجعي:' },
  honeypot: { en: 'Leave this field empty', ar: 'اترك هذا الحقل فارغًا' },
};

/** The confirmation's offer to book the team's call at once, in the family's own space. */
export const bookCallNowWording = {
  lead: {
    en: 'If you wish, you can book a time for our call now.',
    ar: 'إن شئت، يمكنك الآن حجز موعد لاتصالنا بك.',
  },
  book: { en: 'Book a call', ar: 'احجز موعدًا للاتصال' },
  opening: { en: 'Opening…', ar: 'جارٍ الفتح…' },
  failed: {
    en: 'Your enquiry is sent and safe, but booking could not open just now. Log in later with your reference and code to book.',
    ar: 'أُرسل استفسارك وهو محفوظ، لكن تعذّر فتح الحجز الآن. سجّل الدخول لاحقًا بالرقم المرجعي والرمز لحجز الموعد.',
  },
};
