import { errorCode, isApiError } from '@/lib/api-client';
import { ERROR_CODES } from '#contracts/errors';

export type AccountsProblem =
  'lastAdmin' | 'accountExists' | 'conflict' | 'gone' | 'forbidden' | 'invalid' | 'tooMany' | 'network' | 'server';

/**
 * Why a write of the accounts page failed, as a wording key; null for a 401, which the logged-in
 * layout answers for the whole page ("Error: Unauthorized").
 */
export function accountsProblem(error: unknown): AccountsProblem | null {
  if (!error) return null;
  if (!isApiError(error)) return 'server';
  const code = errorCode(error);
  if (code === ERROR_CODES.lastAdmin) return 'lastAdmin';
  if (code === ERROR_CODES.accountExists) return 'accountExists';
  if (error.kind === 'network') return 'network';
  if (error.kind !== 'http') return 'server';
  if (error.status === 401) return null;
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'gone';
  if (error.status === 409) return 'conflict';
  if (error.status === 429) return 'tooMany';
  if (error.status >= 400 && error.status < 500) return 'invalid';
  return 'server';
}
