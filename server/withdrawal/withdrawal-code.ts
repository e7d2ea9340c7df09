import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { makeWithdrawalCode, normaliseWithdrawalCode } from '#contracts/withdrawal';

/**
 * A new withdrawal code, its characters drawn with `randomInt` (crypto random bytes, rejection-sampled,
 * so every character is equally likely whatever the alphabet's length).
 */
export const newWithdrawalCode = () => makeWithdrawalCode(randomInt);

/**
 * What is stored of a code: SHA-256 over its item's reference and the code (normalised), base64url.
 *
 * Why a fast hash and not scrypt, as for passwords: a password is chosen by a person and guessable
 * from a list; this code is 80 random bits. Someone holding a copy of the database (a backup) who
 * wanted to use a code online would have to try 2⁷⁹ hashes on average per item; at 10¹¹ SHA-256 a
 * second that is about 190,000 years. The reference makes each hash unique to its item (no table
 * of precomputed hashes serves two items), so it plays the part of a salt. A slow hash would add
 * nothing against that and would make each request to a public, unauthenticated route expensive.
 */
export function withdrawalHash(reference: string, code: string): string {
  return createHash('sha256')
    .update(`withdrawal-code\n${reference}\n${normaliseWithdrawalCode(code)}`)
    .digest('base64url');
}

/** Compared in constant time; `stored` null (no item, or one stored before codes) never matches, after the same work. */
export function codeMatches(stored: string | null, presented: string): boolean {
  const expected = Buffer.from(stored ?? presented.replace(/./g, '-'));
  const given = Buffer.from(presented);
  const equal = expected.length === given.length && timingSafeEqual(expected, given);
  return stored !== null && equal;
}
