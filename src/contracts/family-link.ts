import type { Bilingual, Language } from './languages';

/**
 * A family's sign-in link, for when the code is lost (issue 32): asked for with the reference alone,
 * it goes only by email, only when email is the channel the family chose, only within their days and
 * hours, and without the centre's name when they asked for that. It works once, for this long.
 */
export const FAMILY_LINK_MINUTES = 30;

/** Where the link lands: the login page, the token in the fragment (no server log or Referer carries it). */
export const FAMILY_LINK_FRAGMENT = 'family-link=';

type Discretion = { nameCentre: boolean; language: Language };

/** The link's mail: no word about why the family wrote, and the centre's name only with their leave. */
export function familyLinkMail({ nameCentre, language }: Discretion, centreName: Bilingual, link: string) {
  // Digits through Intl, as everywhere: Arabic-Indic in Arabic.
  const minutes = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-arab' : 'en').format(FAMILY_LINK_MINUTES);
  if (language === 'ar')
    return {
      subject: nameCentre ? `رابط الدخول إلى ${centreName.ar}` : 'رابط الدخول',
      text: [
        nameCentre
          ? `هذا هو الرابط الذي طلبتموه لفتح صفحتكم لدى ${centreName.ar}. يعمل مرة واحدة خلال ${minutes} دقيقة:`
          : `هذا هو الرابط الذي طلبتموه لفتح صفحتكم. يعمل مرة واحدة خلال ${minutes} دقيقة:`,
        link,
        'إن لم تطلبوه، يمكنكم تجاهل هذه الرسالة.',
      ].join('\n\n'),
    };
  return {
    subject: nameCentre ? `Your sign-in link for ${centreName.en}` : 'Your sign-in link',
    text: [
      nameCentre
        ? `Here is the link you asked for to open your page with ${centreName.en}. It works once, within ${minutes} minutes:`
        : `Here is the link you asked for to open your page. It works once, within ${minutes} minutes:`,
      link,
      'If you did not ask for it, you can ignore this message.',
    ].join('\n\n'),
  };
}
