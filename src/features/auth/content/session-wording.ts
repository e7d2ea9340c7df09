import type { Bilingual } from '@/i18n/text';

/**
 * The screen shown when the session has ended (a 401 from any private call): plain words, no error
 * code. The session may have run out, or an admin may have changed the account (a reset second factor).
 */
export const sessionWording = {
  heading: { en: 'You have been logged out', ar: 'تم تسجيل خروجك' },
  explanation: {
    en: 'Your login has expired, or your account settings changed. Please log in again to continue.',
    ar: 'انتهت مدة تسجيل دخولك أو تغيّرت إعدادات حسابك. يُرجى تسجيل الدخول مجددًا للمتابعة.',
  },
  signInAgain: { en: 'Log in again', ar: 'تسجيل الدخول مجددًا' },
} satisfies Record<string, Bilingual>;
