import { randomInt } from 'node:crypto';
import { makeReference, REFERENCE_ALPHABET, type ReferenceKind } from '#contracts/reference';

/** A fresh reference such as "SW-4F7K2", drawn at random; uniqueness is the database's job. */
export const newReference = (kind: ReferenceKind) => makeReference(kind, () => randomInt(REFERENCE_ALPHABET.length));
