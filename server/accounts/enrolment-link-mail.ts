import { ENROLMENT_LINK_HOURS } from '#contracts/enrolment-link';
import type { Language } from '#contracts/languages';

const arabicDigits = (value: number) => value.toLocaleString('ar-EG');

/**
 * An enrolment link's email to the account's owner, in the account's language: what happened, what
 * to do, how long the link lasts, and whom to tell if they did not ask for it.
 */
export function enrolmentLinkText(language: Language, name: string, link: string) {
  if (language === 'ar')
    return {
      subject: 'رابط لإعداد التحقق بخطوتين في مساحة فريق سكينة',
      text: [
        `مرحبًا ${name}،`,
        '',
        'أُعيد ضبط التحقق بخطوتين لحسابك في مساحة فريق سكينة. افتح الرابط التالي، وأدخل كلمة مرورك، ثم أعِدّ تطبيق المصادقة على هاتفك:',
        '',
        link,
        '',
        `يصلح الرابط مرة واحدة خلال ${arabicDigits(ENROLMENT_LINK_HOURS)} ساعة. إن لم تطلب ذلك فأبلغ مسؤول النظام فورًا.`,
      ].join('\n'),
    };
  return {
    subject: 'Set up two-step verification for the Sakina staff area',
    text: [
      `Hello ${name},`,
      '',
      'Two-step verification for your Sakina staff account was reset. Open this link, enter your password, then set up the authenticator app on your phone:',
      '',
      link,
      '',
      `The link works once, within ${ENROLMENT_LINK_HOURS} hours. If you did not ask for this, tell your administrator at once.`,
    ].join('\n'),
  };
}
