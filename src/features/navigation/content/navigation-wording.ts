import type { Bilingual } from '@/i18n/text';

/** What the error screen says when the server's navigation cannot be had (besides "Error: {status text}"). */
export const navigationWording = {
  invalid: {
    en: 'The menu we received from the server is not valid.',
    ar: 'القائمة التي وصلت من الخادم غير صالحة.',
  },
  unreachable: {
    en: 'We could not reach the server. Check your connection and try again.',
    ar: 'تعذّر الاتصال بالخادم. يُرجى التحقق من اتصالك ثم إعادة المحاولة.',
  },
} satisfies Record<string, Bilingual>;
