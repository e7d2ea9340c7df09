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
  /** A sign-in link from the family's email that cannot open anything. */
  linkRefused: {
    en: 'This login link was used already or has expired. Ask for a new one below, or use your reference and code.',
    ar: 'استُخدم رابط الدخول هذا من قبل أو انتهت صلاحيته. اطلبوا رابطًا جديدًا أدناه، أو استخدموا رقمكم المرجعي ورمزكم.',
  },
  /** The way in with a passkey the family added in its space on this device. */
  passkey: {
    submit: { en: 'Log in with a passkey', ar: 'الدخول بمفتاح المرور' },
    hint: {
      en: 'If you added a passkey on this device from your page.',
      ar: 'إن كنتم أضفتم مفتاح مرور على هذا الجهاز من صفحتكم.',
    },
    waiting: { en: 'Waiting for your device…', ar: 'بانتظار جهازكم…' },
    failureTitle: { en: 'The passkey did not open your enquiry', ar: 'لم يفتح مفتاح المرور استفساركم' },
    cancelled: {
      en: 'The request was cancelled or timed out on your device.',
      ar: 'أُلغي الطلب أو انتهت مهلته على جهازكم.',
    },
    refused: {
      en: 'This passkey no longer opens an enquiry here: it was removed, or the enquiry was withdrawn. Use your reference and code.',
      ar: 'لم يعد مفتاح المرور هذا يفتح أي استفسار هنا: فقد حُذف أو سُحب الاستفسار. استخدموا رقمكم المرجعي ورمزكم.',
    },
    unsupported: {
      en: 'This device or browser cannot use a passkey for this site. Use your reference and code.',
      ar: 'لا يستطيع هذا الجهاز أو المتصفح استخدام مفتاح مرور لهذا الموقع. استخدموا رقمكم المرجعي ورمزكم.',
    },
  },
  lostCode: {
    summary: { en: 'Lost your code?', ar: 'فقدتم الرمز؟' },
    /** Not the sign-in's "Reference": two fields of one name on the page would be told apart by nothing. */
    referenceLabel: { en: 'Reference for the link', ar: 'الرقم المرجعي لإرسال الرابط' },
    explain: {
      en: 'Enter your reference. If email is the way you chose to be contacted, we send a link that opens your page once, within 30 minutes: only in the days and hours you chose, and without our name if you asked for that.',
      ar: 'أدخلوا رقمكم المرجعي. إن كان البريد الإلكتروني وسيلة التواصل التي اخترتموها، نرسل إليكم رابطًا يفتح صفحتكم مرة واحدة خلال ٣٠ دقيقة، في الأيام والساعات التي اخترتموها فقط، ودون ذكر اسمنا إن طلبتم ذلك.',
    },
    submit: { en: 'Send me a login link', ar: 'إرسال رابط الدخول' },
    sending: { en: 'Sending…', ar: 'جارٍ الإرسال…' },
    failureTitle: { en: 'Could not ask for the link', ar: 'تعذّر طلب الرابط' },
    sent: {
      en: 'If this reference is yours and email is the way you chose to be contacted, the link is on its way. Outside the days and hours you chose, none is sent: ask again within them.',
      ar: 'إن كان هذا الرقم المرجعي لكم وكان البريد الإلكتروني وسيلة التواصل التي اخترتموها، فالرابط في طريقه إليكم. ولا يُرسل أي رابط خارج الأيام والساعات التي اخترتموها، فاطلبوه مرة أخرى خلالها.',
    },
  },
  tryAgainAt: {
    en: (at: Date) => `Please try again at ${clockTime(at, 'en')}.`,
    ar: (at: Date) => `يُرجى إعادة المحاولة عند الساعة ${clockTime(at, 'ar')}.`,
  } satisfies Record<Language, (at: Date) => string>,
};
