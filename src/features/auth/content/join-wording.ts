import { actions } from '@/content/action-wording';
import { requestFailures } from '@/content/request-failures';
import { titled, type PageMeta } from '@/content/page-title';
import type { Bilingual } from '@/i18n/text';

/** The invitation's page: a new staff member sets a password and two-step verification. */
export const joinWording = {
  meta: {
    title: titled({ en: 'Join the team', ar: 'الانضمام إلى الفريق' }),
    heading: { en: 'Join the team', ar: 'الانضمام إلى الفريق' },
  } satisfies PageMeta,
  description: {
    en: 'Set your password and two-step verification to open your staff account.',
    ar: 'ضع كلمة مرورك وأعِدّ التحقق بخطوتين لتفتح حسابك في مساحة الفريق.',
  } satisfies Bilingual,
  reading: { en: 'Opening your invitation…', ar: 'جارٍ فتح دعوتك…' } satisfies Bilingual,
  /** Shown in both languages at once: the page cannot know which one the reader expects. */
  invalid: {
    en: 'This invitation link is no longer valid: ask your administrator for a new one.',
    ar: 'رابط الدعوة هذا لم يعد صالحًا: اطلب من مسؤول النظام رابطًا جديدًا.',
  } satisfies Bilingual,
  invalidLead: {
    en: 'An invitation link works once, within 24 hours of being created.',
    ar: 'يصلح رابط الدعوة مرة واحدة خلال ٢٤ ساعة من إنشائه.',
  } satisfies Bilingual,
  readFailed: { en: 'We could not open your invitation.', ar: 'تعذّر فتح دعوتك.' } satisfies Bilingual,
  /** `{name}` is the new member's name. */
  welcome: { en: 'Welcome, {name}', ar: 'أهلًا بك يا {name}' } satisfies Bilingual,
  /** `{email}` is the account's address. */
  welcomeLead: {
    en: 'Your staff account is {email}. First choose a password, then set up two-step verification with an authenticator app on your phone.',
    ar: 'حسابك في مساحة الفريق هو {email}. اختر أولًا كلمة مرور، ثم أعِدّ التحقق بخطوتين بتطبيق مصادقة على هاتفك.',
  } satisfies Bilingual,
  passwordTitle: { en: 'Choose your password', ar: 'اختر كلمة مرورك' } satisfies Bilingual,
  setPassword: { en: 'Set my password', ar: 'حفظ كلمة المرور' } satisfies Bilingual,
  settingPassword: actions.saving,
  failureTitle: { en: 'Your password was not saved', ar: 'لم تُحفظ كلمة مرورك' } satisfies Bilingual,
  /** The server refused the password itself (its rules are the same as the form's). */
  refused: {
    en: 'The server did not accept this password. Check the rules under the field and try again.',
    ar: 'لم يقبل الخادم كلمة المرور هذه. راجع الشروط تحت الحقل ثم أعد المحاولة.',
  } satisfies Bilingual,
  /** Someone made an account with this email meanwhile (from the command line, say). */
  accountExists: {
    en: 'An account with this email exists already: log in with it, or ask your administrator.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل: سجّل الدخول به، أو تواصل مع مسؤول النظام.',
  } satisfies Bilingual,
  tooMany: requestFailures.tooMany,
  network: requestFailures.network,
  server: requestFailures.server,
  /** The enrolment's five minutes ran out, or "Start again": the password is saved; an enrolment link finishes it. */
  finishAtLogin: {
    en: 'Your password is saved, but two-step verification is not set up yet. Ask your administrator for a one-time link to set it up.',
    ar: 'حُفظت كلمة مرورك، لكن التحقق بخطوتين لم يُعَدّ بعد. اطلب من مسؤول النظام رابطًا صالحًا لمرة واحدة لإعداده.',
  } satisfies Bilingual,
  /** Someone is signed in on this device: `{name}` is who. */
  signedInAs: {
    en: 'You are logged in as {name}. Log out to accept this invitation.',
    ar: 'أنت مسجّل الدخول باسم {name}. سجّل الخروج لتقبل هذه الدعوة.',
  } satisfies Bilingual,
  signedInLead: {
    en: 'An invitation opens a new account: it never replaces the one in use on this device.',
    ar: 'تفتح الدعوة حسابًا جديدًا، ولا تحلّ أبدًا محل الحساب المستخدم على هذا الجهاز.',
  } satisfies Bilingual,
  logOut: { en: 'Log out', ar: 'تسجيل الخروج' } satisfies Bilingual,
  loggingOut: { en: 'Logging out…', ar: 'جارٍ تسجيل الخروج…' } satisfies Bilingual,
  backToStaffArea: { en: 'Back to the staff area', ar: 'العودة إلى مساحة الفريق' } satisfies Bilingual,
};
