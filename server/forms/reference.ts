import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 5;

/** A short reference such as "SW-4F7K2" (32⁵ ≈ 33.5 million of them); uniqueness is the database's job. */
export function newReference(prefix: string): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
