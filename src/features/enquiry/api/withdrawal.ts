import { API_PATHS } from '#contracts/api-paths';
import { toLatinDigits } from '#contracts/forms/digits';
import { isLanguage } from '@/i18n/languages';
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from '#contracts/reference';
import { HELD_STATES, type HeldAnswer, type HeldState, type WithdrawalRequest } from '#contracts/withdrawal';
import { apiPost, isApiError } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';
import { RateLimited, readWithdrawalCode } from './post-form';

export { RateLimited };

/** Nothing matches this reference and code: an unknown reference and a wrong code answer alike. */
export class NothingFound extends Error {
  constructor() {
    super('Nothing found for this reference and code.');
    this.name = 'NothingFound';
  }
}

/** The withdrawal code in groups of four, as the confirmation shows it: "ABCD-EFGH-JKLM-NPQR". */
export const groupWithdrawalCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

// What people put around or inside what they copy: spaces, the invisible direction marks of
// right-to-left pages, and every kind of dash.
const NOISE = /[\s\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const DASHES = /[\u2010-\u2015\u2212\uFE63\uFF0D_]/g;
// Crockford's base 32 reads these as the digits they look like.
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * A reference as typed, in the contract's form: "sw ٤f7k2", "SW4F7K2" and "SW–4F7K2" all read
 * "SW-4F7K2". Null when it cannot be one.
 */
export function readReference(typed: string): string | null {
  const compact = toLatinDigits(typed).toUpperCase().replace(NOISE, '').replace(DASHES, '-');
  const match = /^([A-Z]{2})-?([0-9A-Z]+)$/.exec(compact);
  if (!match?.[1] || !match[2]) return null;
  const code = [...match[2]].map((c) => (REFERENCE_ALPHABET.includes(c) ? c : (LOOK_ALIKES[c] ?? c))).join('');
  const reference = `${match[1]}-${code}`;
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** A withdrawal code as typed (any case, Arabic-Indic digits, spaces and dashes), normalised; null when it cannot be one. */
export const readTypedCode = (typed: string): string | null =>
  readWithdrawalCode(toLatinDigits(typed).replace(NOISE, '').replace(DASHES, '-'));

const isHeldState = (value: unknown): value is HeldState => HELD_STATES.includes(value as HeldState);

/** Only what the page can show: text, lists of text, or null. */
function readFields(value: unknown): HeldAnswer['fields'] | null {
  if (!isPlainObject(value)) return null;
  const fields: HeldAnswer['fields'] = {};
  for (const [name, field] of Object.entries(value)) {
    if (field === null || typeof field === 'string') fields[name] = field;
    else if (Array.isArray(field) && field.every((item) => typeof item === 'string')) fields[name] = field;
  }
  return fields;
}

/** The server's answer, checked: anything unexpected is a plain failure, never a crash. */
function readHeldAnswer(body: unknown): HeldAnswer {
  const fields = isPlainObject(body) ? readFields(body.fields) : null;
  if (
    !isPlainObject(body) ||
    typeof body.reference !== 'string' ||
    !REFERENCE_PATTERN.test(body.reference) ||
    (body.kind !== 'enquiry' && body.kind !== 'contact') ||
    typeof body.receivedAt !== 'string' ||
    !Number.isFinite(Date.parse(body.receivedAt)) ||
    !isLanguage(body.language) ||
    !isHeldState(body.state) ||
    !fields
  )
    throw new Error('The answer is not what the centre holds.');
  return {
    reference: body.reference,
    kind: body.kind,
    receivedAt: body.receivedAt,
    language: body.language,
    state: body.state,
    fields,
  };
}

// When the answer says nothing usable about when, a guess that errs long.
const DEFAULT_WAIT_MS = 10 * 60 * 1000;

/** 404 is "nothing found" (unknown reference and wrong code alike); 429 says when to try again. */
function refusal(error: unknown): unknown {
  if (!isApiError(error) || error.kind !== 'http') return error;
  if (error.status === 404) return new NothingFound();
  if (error.status === 429) {
    const body = error.body;
    const at = isPlainObject(body) && typeof body.retryAt === 'string' ? Date.parse(body.retryAt) : NaN;
    return new RateLimited(new Date(Number.isFinite(at) ? at : Date.now() + DEFAULT_WAIT_MS));
  }
  return error;
}

/** POST /api/withdrawal: what the centre holds for this reference and code. Throws `NothingFound`, `RateLimited` or `ApiError`. */
export async function fetchHeld(request: WithdrawalRequest): Promise<HeldAnswer> {
  try {
    return readHeldAnswer(await apiPost(API_PATHS.withdrawal, request));
  } catch (error) {
    throw refusal(error);
  }
}

/** POST /api/withdrawal/confirm: deletes it for good (204). Throws as `fetchHeld`. */
export async function confirmWithdrawal(request: WithdrawalRequest): Promise<void> {
  try {
    await apiPost(API_PATHS.withdrawalConfirm, request);
  } catch (error) {
    throw refusal(error);
  }
}
