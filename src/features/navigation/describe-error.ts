import { isApiError } from '@/lib/api-client';
import type { Bilingual } from '@/i18n/text';
import { navigationWording } from './content/navigation-wording';

/**
 * What the error screen says when the navigation cannot be had: a non-OK answer is
 * "Error: {status text}" (spec §8), as the server named it; the others in plain words.
 */
export function describeNavigationError(error: unknown): Bilingual | string {
  if (isApiError(error) && error.kind === 'http') return error.message;
  if (isApiError(error) && error.kind === 'invalid') return navigationWording.invalid;
  return navigationWording.unreachable;
}
