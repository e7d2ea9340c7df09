/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits, as Arabic and Persian keyboards type them. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Turns every digit into 0–9 and leaves everything else as it was. */
export const toLatinDigits = (value: string) =>
  value.replace(NON_LATIN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));

/**
 * What people put between the digits of a phone number: spaces, dashes, dots,
 * brackets, slashes, and the invisible direction marks that come with text
 * copied from right-to-left pages.
 */
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015.()/\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Latin digits with the separators removed: "٠٥٠ ١٢٣-٤٥٦٧" → "0501234567". */
export const compactPhone = (value: string) => toLatinDigits(value).replace(PHONE_SEPARATORS, '');
