import { isApiError } from '@/lib/api-client';
import type { Bilingual } from '@/i18n/text';

/**
 * What the error screen says when the navigation cannot be had: a non-OK answer is
 * "Error: {status text}" (spec §8), as the server named it; the others in plain words.
 */
export function describeNavigationError(error: unknown): Bilingual | string {
  if (isApiError(error) && error.kind === 'http') return error.message;
  if (isApiError(error) && error.kind === 'invalid')
    return {
      en: 'The menu we received from the server is not valid.',
      ar: 'القائمة التي وصلت من الخادم غير صالحة.',
    };
  return {
    en: 'We could not reach the server. Check your connection and try again.',
    ar: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  };
}
