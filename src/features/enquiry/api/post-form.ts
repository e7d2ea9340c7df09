import { ERROR_CODES } from '#contracts/errors';
import { REFERENCE_PATTERN } from '#contracts/reference';
import { normaliseWithdrawalCode, WITHDRAWAL_CODE_ALPHABET, WITHDRAWAL_CODE_LENGTH } from '#contracts/withdrawal';
import { ApiError, apiUrl } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';

/**
 * What the server answers a stored form: its reference ("SW-4F7K2") and the family's private
 * withdrawal code (normalised: 16 characters, no dashes), each null if the answer had none we can show.
 */
export interface Receipt {
  reference: string | null;
  withdrawalCode: string | null;
}

/** A withdrawal code as the contract shapes it, normalised; null for anything else. */
export function readWithdrawalCode(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const code = normaliseWithdrawalCode(value);
  const valid = code.length === WITHDRAWAL_CODE_LENGTH && [...code].every((c) => WITHDRAWAL_CODE_ALPHABET.includes(c));
  return valid ? code : null;
}

/** The server found problems with fields: their error codes, as the form's own rules name them. */
export class FieldsRejected extends Error {
  constructor(readonly fields: Readonly<Record<string, string>>) {
    super('The server found problems with some fields.');
    this.name = 'FieldsRejected';
  }
}

/** Too many forms from this address for now: the form keeps everything, and says when to try again. */
export class RateLimited extends Error {
  constructor(readonly retryAt: Date) {
    super('Too many forms sent; try again later.');
    this.name = 'RateLimited';
  }
}

// When the answer says nothing usable about when, a guess that errs long.
const DEFAULT_WAIT_MS = 10 * 60 * 1000;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

function retryAtOf(response: Response, body: unknown): Date {
  const fromBody = isPlainObject(body) && typeof body.retryAt === 'string' ? Date.parse(body.retryAt) : NaN;
  if (Number.isFinite(fromBody)) return new Date(fromBody);
  const seconds = Number(response.headers.get('Retry-After'));
  return new Date(Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_WAIT_MS));
}

function fieldsOf(body: unknown): Record<string, string> | null {
  if (!isPlainObject(body) || body.error !== ERROR_CODES.invalidFields || !isPlainObject(body.fields)) return null;
  const fields = Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return fields.length > 0 ? Object.fromEntries(fields) : null;
}

/**
 * POSTs a form as JSON. Resolves with the receipt on a 2xx JSON answer; throws `FieldsRejected`
 * (400 with field codes), `RateLimited` (429), or `ApiError` (`network`; `invalid` for a 2xx that
 * is not JSON; `http` for any other answer).
 * The answer is untrusted: anything unexpected in it is a plain failure, never a crash.
 */
export async function postForm(path: string, payload: unknown): Promise<Receipt> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'include',
    });
    text = await response.text();
  } catch (error) {
    throw new ApiError('network', 'Network error: the server could not be reached.', { cause: error });
  }
  const body = parseJson(text);
  if (response.ok) {
    // A 200 page that is not our JSON (a captive portal's, say) means the form never reached us.
    if (!isPlainObject(body))
      throw new ApiError('invalid', 'Invalid response: the server did not answer with JSON.', {
        status: response.status,
        statusText: response.statusText,
      });
    const reference =
      typeof body.reference === 'string' && REFERENCE_PATTERN.test(body.reference) ? body.reference : null;
    // A code is only of use beside its reference.
    return { reference, withdrawalCode: reference ? readWithdrawalCode(body.withdrawalCode) : null };
  }
  if (response.status === 429) throw new RateLimited(retryAtOf(response, body));
  const fields = response.status === 400 ? fieldsOf(body) : null;
  if (fields) throw new FieldsRejected(fields);
  const statusText = response.statusText || `Status ${response.status}`;
  throw new ApiError('http', `Error: ${statusText}`, { status: response.status, statusText });
}
