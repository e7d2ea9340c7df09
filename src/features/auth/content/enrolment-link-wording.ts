import { requestFailures } from '@/content/request-failures';
import { titled, type PageMeta } from '@/content/page-title';
import type { Bilingual } from '@/i18n/text';

/** An enrolment link's page: a staff member with no second factor yet sets one up, with the password. */
export const enrolmentLinkWording = {
  meta: {
    title: titled({ en: 'Set up two-step verification', ar: 'إعداد التحقق بخطوتين' }),
    heading: { en: 'Set up two-step verification', ar: 'إعداد التحقق بخطوتين' },
  } satisfies PageMeta,
  description: {
    en: 'Confirm your password, then set up two-step verification for your staff account.',
    ar: 'أكّد كلمة مرورك، ثم أعِدّ التحقق بخطوتين لحسابك في مساحة الفريق.',
  } satisfies Bilingual,
  reading: { en: 'Opening your link…', ar: 'جارٍ فتح الرابط…' } satisfies Bilingual,
  /** Shown in both languages at once: the page cannot know which one the reader expects. */
  invalid: {
    en: 'This link to set up two-step verification is no longer valid: ask your administrator for a new one.',
    ar: 'رابط إعداد التحقق بخطوتين هذا لم يعد صالحًا: اطلب من مسؤول النظام رابطًا جديدًا.',
  } satisfies Bilingual,
  /** `{hours}` is how long a link lasts. */
  invalidLead: {
    en: 'A link works once, within {hours} hours, and only the latest one sent to you.',
    ar: 'يصلح الرابط مرة واحدة خلال {hours} ساعة، ولا يصلح إلا آخر رابط أُرسل إليك.',
  } satisfies Bilingual,
  readFailed: { en: 'We could not open your link.', ar: 'تعذّر فتح الرابط.' } satisfies Bilingual,
  /** `{name}` is the account's owner. */
  greeting: { en: 'Hello, {name}', ar: 'أهلًا بك يا {name}' } satisfies Bilingual,
  /** `{email}` is the account's address. */
  lead: {
    en: 'This link sets up two-step verification for {email}. First confirm it is you with your password, then scan a QR code with an authenticator app on your phone.',
    ar: 'يُعِدّ هذا الرابط التحقق بخطوتين للحساب {email}. أكّد أولًا أنك صاحبه بكلمة مرورك، ثم امسح رمز الاستجابة السريعة بتطبيق مصادقة على هاتفك.',
  } satisfies Bilingual,
  password: { en: 'Your password', ar: 'كلمة مرورك' } satisfies Bilingual,
  passwordRequired: { en: 'Enter your password.', ar: 'أدخل كلمة مرورك.' } satisfies Bilingual,
  submit: { en: 'Continue', ar: 'متابعة' } satisfies Bilingual,
  sending: { en: 'Checking…', ar: 'جارٍ التحقق…' } satisfies Bilingual,
  failureTitle: { en: 'We could not continue', ar: 'تعذّرت المتابعة' } satisfies Bilingual,
  wrongPassword: {
    en: 'That password is not correct. Enter the password of this account.',
    ar: 'كلمة المرور غير صحيحة. أدخل كلمة مرور هذا الحساب.',
  } satisfies Bilingual,
  tooMany: requestFailures.tooMany,
  network: requestFailures.network,
  server: requestFailures.server,
  /** The enrolment's five minutes ran out, or "Start again": the link still works until the setup is done. */
  restarted: {
    en: 'Two-step verification is not set up yet. Enter your password again to start over; this link still works until the setup is done.',
    ar: 'لم يُعَدّ التحقق بخطوتين بعد. أدخل كلمة مرورك مرة أخرى لتبدأ من جديد؛ يبقى هذا الرابط صالحًا حتى يكتمل الإعداد.',
  } satisfies Bilingual,
};
