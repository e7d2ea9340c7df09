import type { Bilingual } from '@/i18n/text';

/**
 * What the staff area and the sign-in say when a request fails for a reason that is no one's input:
 * no answer, the server's own error, or its limit on attempts. One wording, so every page says it the same way.
 */
export const requestFailures = {
  network: {
    en: 'We could not reach the server. Check your connection and try again.',
    ar: 'تعذّر الاتصال بالخادم. يُرجى التحقق من اتصالك ثم إعادة المحاولة.',
  },
  server: {
    en: 'Something went wrong on our side. Please try again in a moment.',
    ar: 'حدث خطأ من جهتنا. يُرجى إعادة المحاولة بعد قليل.',
  },
  /** A 429: the server's limit on attempts (sign-in, a password, a link). */
  tooMany: {
    en: 'Too many attempts. Please wait a few minutes, then try again.',
    ar: 'محاولات كثيرة. يُرجى الانتظار بضع دقائق ثم إعادة المحاولة.',
  },
} satisfies Record<string, Bilingual>;
