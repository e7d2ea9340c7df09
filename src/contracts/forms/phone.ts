import type { CountryCode } from '../countries';
import { compactPhone } from './digits';
import { PHONE_COUNTRIES, phoneCountry } from './phone-countries';

export type PhoneProblem = 'required' | 'invalid' | 'otherCountry';

export type PhoneResult =
  { ok: true; country: CountryCode; national: string; e164: string } | { ok: false; problem: PhoneProblem };

const INTERNATIONAL = /^(?:\+|00)(\d+)$/;

/**
 * Reads a phone number typed for `country`: national ("050 123 4567") or
 * international ("+971 50 123 4567", "00971…"), with spaces, dashes,
 * brackets, a trunk prefix and Arabic-Indic digits all accepted.
 */
export function parsePhone(raw: string, countryCode: CountryCode): PhoneResult {
  const country = phoneCountry(countryCode);
  const compact = compactPhone(raw);
  if (compact === '') return { ok: false, problem: 'required' };

  let national = compact;
  const international = INTERNATIONAL.exec(compact);
  if (international) {
    const digits = international[1] ?? '';
    if (!digits.startsWith(country.dialCode)) {
      const other = PHONE_COUNTRIES.some((candidate) => digits.startsWith(candidate.dialCode));
      return { ok: false, problem: other ? 'otherCountry' : 'invalid' };
    }
    national = digits.slice(country.dialCode.length);
  }

  // "+971 (0)50…" and "050…" both carry the trunk prefix.
  if (!country.pattern.test(national) && national.startsWith(country.trunkPrefix))
    national = national.slice(country.trunkPrefix.length);
  if (!country.pattern.test(national)) return { ok: false, problem: 'invalid' };
  return { ok: true, country: country.code, national, e164: `+${country.dialCode}${national}` };
}
