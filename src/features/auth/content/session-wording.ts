import type { Bilingual } from '@/i18n/text';

/** The screen shown when the session has ended (a 401 from any private call; spec §7, §8). */
export const sessionWording = {
  /** "Error: {status text}" (spec §8) for a 401. */
  unauthorized: { en: 'Error: Unauthorized', ar: 'خطأ: غير مصرّح بالدخول' },
  explanation: {
    en: 'Your login has expired. Please log in again to continue.',
    ar: 'انتهت مدة تسجيل دخولك. يُرجى تسجيل الدخول مجددًا للمتابعة.',
  },
  signInAgain: { en: 'Log in again', ar: 'تسجيل الدخول مجددًا' },
} satisfies Record<string, Bilingual>;
