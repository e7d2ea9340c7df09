import { requestFailures } from '@/content/request-failures';
import { dateTimeFormat } from '@/i18n/format';
import type { Language } from '@/i18n/languages';

const clockTime = (at: Date, language: Language) =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at);

/** The login page's second way in: a family's own enquiry, by its reference and code. */
export const familySignInWording = {
  title: { en: 'Your enquiry', ar: 'استفساركم' },
  intro: {
    en: 'Sent us an enquiry? Log in with the reference and the code you were given when you sent it, to see where things stand.',
    ar: 'أرسلتم إلينا استفسارًا؟ سجّلوا الدخول بالرقم المرجعي والرمز اللذين ظهرا لكم عند إرساله، لتعرفوا أين وصل.',
  },
  submit: { en: 'Open my enquiry', ar: 'فتح استفساري' },
  sending: { en: 'Opening…', ar: 'جارٍ فتح الاستفسار…' },
  failureTitle: { en: 'Could not open your enquiry', ar: 'تعذّر فتح استفساركم' },
  failure: {
    wrongPair: {
      en: 'This reference and code do not match. Check both and try again.',
      ar: 'الرقم المرجعي والرمز غير متطابقين. تحقّقوا منهما وأعيدوا المحاولة.',
    },
    limited: {
      en: 'There have been too many tries for this reference or from your network.',
      ar: 'تجاوزت المحاولات الحدّ المسموح به لهذا الرقم المرجعي أو من الشبكة نفسها.',
    },
    tryLater: { en: 'Please try again in a few minutes.', ar: 'يُرجى إعادة المحاولة بعد بضع دقائق.' },
    network: requestFailures.network,
    server: requestFailures.server,
  },
  tryAgainAt: {
    en: (at: Date) => `Please try again at ${clockTime(at, 'en')}.`,
    ar: (at: Date) => `يُرجى إعادة المحاولة عند الساعة ${clockTime(at, 'ar')}.`,
  } satisfies Record<Language, (at: Date) => string>,
};
