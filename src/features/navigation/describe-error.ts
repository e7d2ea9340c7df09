import { isApiError } from '@/lib/api-client';
import type { Bilingual } from '@/i18n/text';
import { arabicStatusError, navigationWording } from './content/navigation-wording';

/**
 * What the error screen says when the navigation cannot be had: a non-OK answer is
 * "Error: {status text}" (spec §8) in English, as the server named it, and its status in Arabic
 * words in Arabic; the others in plain words.
 */
export function describeNavigationError(error: unknown): Bilingual {
  if (isApiError(error) && error.kind === 'http') return { en: error.message, ar: arabicStatusError(error.status) };
  if (isApiError(error) && error.kind === 'invalid') return navigationWording.invalid;
  return navigationWording.unreachable;
}
