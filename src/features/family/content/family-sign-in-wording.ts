import { requestFailures } from '@/content/request-failures';
import { dateTimeFormat } from '@/i18n/format';
import { isolateLtr } from '@/i18n/isolate';
import type { Language } from '@/i18n/languages';

/** The reference the hint shows as an example; it stays left to right in Arabic. */
export const EXAMPLE_REFERENCE = 'SW-4F7K2';

const clockTime = (at: Date, language: Language) =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at);

/** The login page's second way in: a family's own enquiry, by its reference and code. */
export const familySignInWording = {
  title: { en: 'Your enquiry', ar: 'استفساركم' },
  intro: {
    en: 'Sent us an enquiry? Log in with the reference and the code you were given when you sent it, to see where things stand.',
    ar: 'أرسلتم إلينا استفسارًا؟ سجّلوا الدخول بالرقم المرجعي والرمز اللذين ظهرا لكم عند إرساله، لتعرفوا أين وصل.',
  },
  reference: {
    label: { en: 'Reference', ar: 'الرقم المرجعي' },
    hint: {
      en: (example: string) => `As in your confirmation, such as ${example}.`,
      ar: (example: string) => `كما ورد في رسالة التأكيد، مثل ${isolateLtr(example)}.`,
    } satisfies Record<Language, (example: string) => string>,
    invalid: {
      en: 'Enter the reference from your confirmation: two letters, a dash, then five letters or digits.',
      ar: 'أدخلوا الرقم المرجعي الوارد في رسالة التأكيد: حرفان لاتينيان وشَرطة، ثم خمسة أحرف أو أرقام.',
    },
  },
  code: {
    label: { en: 'Code', ar: 'الرمز' },
    hint: {
      en: 'The 16 letters and digits shown with your reference, in capitals or not, with or without the dashes.',
      ar: 'الأحرف والأرقام الستة عشر التي ظهرت مع الرقم المرجعي، بأحرف كبيرة أو صغيرة، مع الشَّرطات أو دونها.',
    },
    invalid: {
      en: 'Enter the 16-character code from your confirmation.',
      ar: 'أدخلوا الرمز المكوّن من ١٦ حرفًا ورقمًا، كما ورد في رسالة التأكيد.',
    },
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
