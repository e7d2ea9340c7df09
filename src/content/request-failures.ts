import type { Bilingual } from '@/i18n/text';

/**
 * What the staff area and the sign-in say when a request fails for a reason that is no one's input:
 * no answer, or the server's own error. One wording, so every page says it the same way.
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
} satisfies Record<string, Bilingual>;
