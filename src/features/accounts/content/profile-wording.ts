import { actions } from '@/content/action-wording';
import { passwordWording } from '@/content/password-wording';
import { requestFailures } from '@/content/request-failures';
import type { Bilingual } from '@/i18n/text';
import { staffNameInvalid } from './accounts-wording';

/** Each staff member's own account page. `{min}`, `{max}` are filled in at render time. */
export const profileWording = {
  description: {
    en: 'Your name, the language of the staff area, your password and two-step verification.',
    ar: 'اسمك، ولغة مساحة الفريق، وكلمة مرورك، والتحقق بخطوتين.',
  },
  loading: { en: 'Loading your account…', ar: 'جارٍ تحميل حسابك…' },
  loadFailed: { en: 'We could not load your account.', ar: 'تعذّر تحميل حسابك.' },

  detailsTitle: { en: 'Your details', ar: 'بياناتك' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  role: { en: 'Role', ar: 'الدور' },
  lastSignIn: { en: 'Last log-in', ar: 'آخر تسجيل دخول' },
  never: { en: 'Not yet', ar: 'لم يسجَّل بعد' },
  emailHint: {
    en: 'Your email and role are changed by an administrator.',
    ar: 'يغيّر مسؤول النظام بريدك الإلكتروني ودورك.',
  },
  name: { en: 'Your name', ar: 'اسمك' },
  nameHint: { en: 'As your colleagues see it in the inbox.', ar: 'كما يراه زملاؤك في صندوق الوارد.' },
  saveName: { en: 'Save name', ar: 'حفظ الاسم' },
  nameSaved: { en: 'Your name is saved.', ar: 'حُفظ اسمك.' },

  languageTitle: { en: 'Language of the staff area', ar: 'لغة مساحة الفريق' },
  languageLead: {
    en: 'Saved on your account: the staff area opens in it on any device where you log in.',
    ar: 'تُحفظ في حسابك، فتُفتح مساحة الفريق بها على أي جهاز تسجّل الدخول منه.',
  },
  language: { en: 'Language', ar: 'اللغة' },
  saveLanguage: { en: 'Save language', ar: 'حفظ اللغة' },
  languageSaved: { en: 'The staff area now opens in English.', ar: 'أصبحت مساحة الفريق تُفتح باللغة العربية.' },

  passwordTitle: { en: 'Password', ar: 'كلمة المرور' },
  currentPassword: { en: 'Current password', ar: 'كلمة المرور الحالية' },
  changePassword: { en: 'Change password', ar: 'تغيير كلمة المرور' },
  passwordChanged: {
    en: 'Your password is changed. Any other device where you were logged in is logged out.',
    ar: 'تغيّرت كلمة مرورك، وسُجّل خروجك من أي جهاز آخر كنت مسجّل الدخول منه.',
  },

  secondFactorTitle: { en: 'Two-step verification', ar: 'التحقق بخطوتين' },
  secondFactorOn: {
    en: 'Set up: each log-in asks for a code from your authenticator app.',
    ar: 'مُفعَّل: يُطلب عند كل تسجيل دخول رمز من تطبيق المصادقة لديك.',
  },
  secondFactorOff: {
    en: 'Not set up yet: it is set up from a one-time link your administrator sends you.',
    ar: 'لم يُعَدّ بعد: يُعَدّ من رابط صالح لمرة واحدة يرسله إليك مسؤول النظام.',
  },
  resetLead: {
    en: 'New phone, or lost the old one? Reset two-step verification: you will be logged out and taken straight to set it up again with your authenticator app, with your password, and you receive new recovery codes. The old app entry and recovery codes stop working.',
    ar: 'هل غيّرت هاتفك أو فقدته؟ أعِد ضبط التحقق بخطوتين: سيُسجَّل خروجك وتنتقل مباشرةً إلى إعداده من جديد بتطبيق المصادقة وبكلمة مرورك، وتحصل على رموز استرداد جديدة. ويتوقف الحساب القديم في التطبيق ورموز الاسترداد القديمة عن العمل.',
  },
  resetPasswordHint: {
    en: 'Your current password confirms that it is you.',
    ar: 'تؤكّد كلمة مرورك الحالية أنك صاحب الحساب.',
  },
  reset: { en: 'Reset and log out', ar: 'إعادة الضبط وتسجيل الخروج' },

  saving: actions.saving,
  problems: {
    'name-required': { en: 'Enter your name.', ar: 'أدخل اسمك.' },
    'name-invalid': staffNameInvalid,
    'current-required': { en: 'Enter your current password.', ar: 'أدخل كلمة مرورك الحالية.' },
    'current-wrong': { en: 'Your current password is not correct.', ar: 'كلمة مرورك الحالية غير صحيحة.' },
    ...passwordWording.problems,
  },
  failureTitle: { en: 'Not saved', ar: 'لم يُحفظ' },
  failure: {
    invalid: {
      en: 'The server did not accept this. Check the fields and try again.',
      ar: 'لم يقبل الخادم ذلك. راجع الحقول ثم أعد المحاولة.',
    },
    tooMany: requestFailures.tooMany,
    network: requestFailures.network,
    server: requestFailures.server,
  },
} satisfies Record<string, Bilingual | Record<string, Bilingual>>;
