import type { CountryCode } from '../countries';
import type { Bilingual } from '../languages';

export interface PhoneCountry {
  code: CountryCode;
  /** Without the plus: "971". */
  dialCode: string;
  /** The national number, after the trunk prefix and separators are gone. */
  pattern: RegExp;
  /** What people dialling at home type first ("0" in the Gulf and Egypt, "1" in the US); we accept and drop it. */
  trunkPrefix: string;
  /** Shown under the field; `{0}`, `{1}` stand for `examples`, which stay left-to-right. */
  hint: Bilingual;
  examples: string[];
}

/** The four countries of the phone selector, in the order they are offered (spec §1). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  {
    code: 'AE',
    dialCode: '971',
    // Mobile 5X XXX XXXX, or a landline: one-digit area code (2 Abu Dhabi, 3 Al Ain, 4 Dubai, 6 Sharjah, 7 Ras Al Khaimah, 9 Fujairah) and 7 digits.
    pattern: /^(?:5\d{8}|[2-4679]\d{7})$/,
    trunkPrefix: '0',
    hint: { en: 'For example {0} (mobile) or {1} (landline)', ar: 'مثال: {0} (جوال) أو {1} (هاتف أرضي)' },
    examples: ['050 123 4567', '04 123 4567'],
  },
  {
    code: 'EG',
    dialCode: '20',
    pattern: /^1[0125]\d{8}$/,
    trunkPrefix: '0',
    hint: { en: 'For example {0}', ar: 'مثال: {0}' },
    examples: ['010 1234 5678'],
  },
  {
    code: 'SA',
    dialCode: '966',
    pattern: /^5\d{8}$/,
    trunkPrefix: '0',
    hint: { en: 'For example {0}', ar: 'مثال: {0}' },
    examples: ['050 123 4567'],
  },
  {
    code: 'US',
    dialCode: '1',
    // NANP: area code and exchange both start with 2–9.
    pattern: /^[2-9]\d{2}[2-9]\d{6}$/,
    trunkPrefix: '1',
    hint: { en: 'For example {0}', ar: 'مثال: {0}' },
    examples: ['(212) 555-0123'],
  },
];

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'AE';

export const phoneCountry = (code: CountryCode): PhoneCountry =>
  PHONE_COUNTRIES.find((country) => country.code === code) ?? (PHONE_COUNTRIES[0] as PhoneCountry);
