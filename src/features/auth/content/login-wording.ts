import { requestFailures } from '@/content/request-failures';
import type { Bilingual } from '@/i18n/text';

/** The example address the email message shows; it stays left to right in Arabic. */
export const EMAIL_EXAMPLE = 'name@example.com';

/** The sign-in form's wording (the page's heading and lead live in the page content). */
export const loginWording = {
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  password: { en: 'Password', ar: 'كلمة المرور' },
  submit: { en: 'Log In', ar: 'تسجيل الدخول' },
  sending: { en: 'Logging in…', ar: 'جارٍ تسجيل الدخول…' },
  failureTitle: { en: 'Could not log in', ar: 'تعذّر تسجيل الدخول' },
  /** What is wrong with a field; `{example}` is where `EMAIL_EXAMPLE` goes. */
  problems: {
    'email-required': { en: 'Enter your email address.', ar: 'أدخل بريدك الإلكتروني.' },
    'email-format': {
      en: 'Enter an email address like {example}.',
      ar: 'أدخل بريدًا إلكترونيًا صحيحًا مثل {example}.',
    },
    'password-required': { en: 'Enter your password.', ar: 'أدخل كلمة المرور.' },
  },
  /** Why sign-in failed, in words a visitor understands. */
  failure: {
    credentials: { en: 'Wrong email or password.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
    /** The password was right, but the account has no two-step verification yet (a reset, a new account). */
    needsLink: {
      en: 'Two-step verification is not set up for this account yet. It is set up only from a one-time link: open the one your administrator sent you, or ask them for a new one.',
      ar: 'لم يُعَدّ التحقق بخطوتين لهذا الحساب بعد، ولا يُعَدّ إلا من رابط صالح لمرة واحدة: افتح الرابط الذي أرسله إليك مسؤول النظام، أو اطلب منه رابطًا جديدًا.',
    },
    tooMany: {
      en: 'Too many attempts to log in. Please wait a few minutes, then try again.',
      ar: 'محاولات تسجيل دخول كثيرة. يُرجى الانتظار بضع دقائق ثم إعادة المحاولة.',
    },
    network: requestFailures.network,
    server: requestFailures.server,
  },
} satisfies Record<string, Bilingual | Record<string, Bilingual>>;
