import { toLatinDigits } from './forms/digits';
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from './reference';
import { normaliseWithdrawalCode, WITHDRAWAL_CODE_ALPHABET, WITHDRAWAL_CODE_LENGTH } from './withdrawal';

// The reference and the code as a family types them, read the same way by the withdrawal page and the
// family's sign-in (both features, so it lives here). No zod: the visitor pages that read it stay small.

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

/** A withdrawal code as the contract shapes it, normalised; null for anything else. */
function readWithdrawalCode(value: string): string | null {
  if (value.length > 64) return null;
  const code = normaliseWithdrawalCode(value);
  const valid = code.length === WITHDRAWAL_CODE_LENGTH && [...code].every((c) => WITHDRAWAL_CODE_ALPHABET.includes(c));
  return valid ? code : null;
}

/** A withdrawal code as typed (any case, Arabic-Indic digits, spaces and dashes), normalised; null when it cannot be one. */
export const readTypedCode = (typed: string): string | null =>
  readWithdrawalCode(toLatinDigits(typed).replace(NOISE, '').replace(DASHES, '-'));
