import { isolateLtr } from '@/i18n/isolate';
import type { Bilingual } from '@/i18n/text';

/** The second step of sign-in: the code after the password, and enrolment at the first sign-in. */
export const secondFactorWording = {
  codeTitle: { en: 'Two-step verification', ar: 'التحقق بخطوتين' },
  codeLead: {
    en: 'Enter the 6-digit code your authenticator app shows now.',
    ar: 'أدخل الرمز المكوّن من ٦ أرقام الذي يعرضه تطبيق المصادقة الآن.',
  },
  recoveryLead: {
    en: 'Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.',
    ar: 'أدخل أحد رموز الاسترداد التي حفظتها عند إعداد التحقق بخطوتين. يصلح كل رمز لمرة واحدة فقط.',
  },
  codeLabel: { en: 'Verification code', ar: 'رمز التحقق' },
  recoveryLabel: { en: 'Recovery code', ar: 'رمز الاسترداد' },
  verify: { en: 'Verify', ar: 'تحقّق' },
  verifying: { en: 'Checking…', ar: 'جارٍ التحقق…' },
  useRecovery: { en: 'Use a recovery code instead', ar: 'استخدام رمز استرداد بدلًا من ذلك' },
  useApp: { en: 'Use the code from the app instead', ar: 'استخدام الرمز من التطبيق بدلًا من ذلك' },
  startAgain: { en: 'Start again', ar: 'البدء من جديد' },
  /** What is wrong with the typed code, before anything is sent. */
  problems: {
    'code-format': { en: 'Enter the 6 digits from your app.', ar: 'أدخل الأرقام الستة الظاهرة في التطبيق.' },
    'recovery-format': {
      en: 'Enter the whole recovery code: 12 letters and digits.',
      ar: 'أدخل رمز الاسترداد كاملًا: ١٢ حرفًا ورقمًا.',
    },
  },
  failureTitle: { en: 'Verification failed', ar: 'تعذّر التحقق' },
  invalidCode: {
    en: 'That code is not correct, or it was used already. Enter the newest code from your app.',
    ar: 'الرمز غير صحيح أو سبق استخدامه. أدخل أحدث رمز يعرضه التطبيق.',
  },
  expired: {
    en: 'Your login has ended: it timed out, or a wrong code was entered too many times. Enter your email and password again.',
    ar: 'انتهت محاولة تسجيل الدخول: انقضت مهلتها أو أُدخل رمز غير صحيح مرات كثيرة. أدخل بريدك الإلكتروني وكلمة المرور مجددًا.',
  },

  enrolTitle: { en: 'Set up two-step verification', ar: 'إعداد التحقق بخطوتين' },
  enrolLead: {
    en: 'Every staff account logs in with a second step: a code from an authenticator app on your phone.',
    ar: 'يتطلب كل حساب من حسابات الفريق خطوة ثانية عند تسجيل الدخول: رمزًا من تطبيق مصادقة على هاتفك.',
  },
  scan: {
    en: 'In your authenticator app (Google Authenticator, Microsoft Authenticator or another), add an account and scan this QR code.',
    ar: `في تطبيق المصادقة لديك (مثل ${isolateLtr('Google Authenticator')} أو ${isolateLtr('Microsoft Authenticator')})، أضف حسابًا جديدًا وامسح رمز الاستجابة السريعة هذا.`,
  },
  openInApp: {
    en: 'On this phone? Add to your authenticator app',
    ar: 'على هذا الهاتف؟ أضِف الحساب إلى تطبيق المصادقة',
  },
  qrLabel: { en: 'QR code for your authenticator app', ar: 'رمز الاستجابة السريعة لتطبيق المصادقة' },
  manual: {
    en: 'Cannot scan it? Type this key into the app instead:',
    ar: 'تعذّر المسح؟ اكتب هذا المفتاح في التطبيق بدلًا من ذلك:',
  },
  copyKey: { en: 'Copy the key', ar: 'نسخ المفتاح' },
  copied: { en: 'Copied', ar: 'تم النسخ' },
  confirmLead: {
    en: 'Then enter the 6-digit code the app shows, to confirm that it works.',
    ar: 'ثم أدخل الرمز المكوّن من ٦ أرقام الذي يعرضه التطبيق للتأكد من أنه يعمل.',
  },
  confirm: { en: 'Confirm', ar: 'تأكيد' },
  preparing: { en: 'Preparing your QR code…', ar: 'جارٍ تجهيز رمز الاستجابة السريعة…' },
  prepareFailed: { en: 'We could not prepare your QR code.', ar: 'تعذّر تجهيز رمز الاستجابة السريعة.' },
  tryAgain: { en: 'Try again', ar: 'إعادة المحاولة' },

  recoveryTitle: { en: 'Save your recovery codes', ar: 'احفظ رموز الاسترداد' },
  recoveryCodesLead: {
    en: 'If you lose your phone, each of these codes signs you in once. They are shown only this once: print them or keep them in a password manager, away from your phone.',
    ar: 'إذا فقدت هاتفك، يتيح لك كل رمز من هذه الرموز تسجيل الدخول مرة واحدة. لن تظهر إلا هذه المرة: اطبعها أو احفظها في مدير كلمات المرور بعيدًا عن هاتفك.',
  },
  recoveryCodesLabel: { en: 'Your recovery codes', ar: 'رموز الاسترداد الخاصة بك' },
  copyCodes: { en: 'Copy the codes', ar: 'نسخ الرموز' },
  saved: { en: 'I have saved them, continue', ar: 'حفظتُ الرموز، متابعة' },
} satisfies Record<string, Bilingual | Record<string, Bilingual>>;
