import type { FORM_ENDPOINTS } from '#contracts/endpoints/forms';
import { ERROR_CODES } from '#contracts/errors';
import { normaliseWithdrawalCode, type StoredAnswer } from '#contracts/withdrawal';
import { importEndpoints, isApiError } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';

/**
 * What the server answers a stored form: its reference ("SW-4F7K2") and the family's private
 * withdrawal code, normalised (16 characters, no dashes).
 */
export type Receipt = StoredAnswer;

/** The server found problems with fields: their error codes, as the form's own rules name them. */
export class FieldsRejected extends Error {
  constructor(readonly fields: Readonly<Record<string, string>>) {
    super('The server found problems with some fields.');
    this.name = 'FieldsRejected';
  }
}

/** Too many forms (or withdrawal tries) from this address for now: the page says when to try again. */
export class RateLimited extends Error {
  constructor(readonly retryAt: Date) {
    super('Too many forms sent; try again later.');
    this.name = 'RateLimited';
  }
}

// When the answer says nothing usable about when, a guess that errs long.
const DEFAULT_WAIT_MS = 10 * 60 * 1000;

/** A 429 as `RateLimited`, at the answer's `retryAt`; any other failure as it came. */
export function rateLimitedOr(error: unknown): unknown {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 429) return error;
  const at = isPlainObject(error.body) && typeof error.body.retryAt === 'string' ? Date.parse(error.body.retryAt) : NaN;
  return new RateLimited(new Date(Number.isFinite(at) ? at : Date.now() + DEFAULT_WAIT_MS));
}

function fieldsOf(body: unknown): Record<string, string> | null {
  if (!isPlainObject(body) || body.error !== ERROR_CODES.invalidFields || !isPlainObject(body.fields)) return null;
  const fields = Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return fields.length > 0 ? Object.fromEntries(fields) : null;
}

/**
 * Sends a form through its endpoint (`send`). Resolves with the receipt; throws `FieldsRejected`
 * (400 with field codes), `RateLimited` (429), or `ApiError` (`network`; `invalid` for a 2xx that
 * is not a receipt, a captive portal's page say; `http` for any other answer).
 */
export async function postForm(send: (endpoints: typeof FORM_ENDPOINTS) => Promise<StoredAnswer>): Promise<Receipt> {
  try {
    const { FORM_ENDPOINTS } = await importEndpoints(() => import('#contracts/endpoints/forms'));
    const answer = await send(FORM_ENDPOINTS);
    return { reference: answer.reference, withdrawalCode: normaliseWithdrawalCode(answer.withdrawalCode) };
  } catch (error) {
    const fields = isApiError(error) && error.status === 400 ? fieldsOf(error.body) : null;
    throw fields ? new FieldsRejected(fields) : rateLimitedOr(error);
  }
}
