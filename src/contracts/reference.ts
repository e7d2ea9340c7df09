/** The prefix of each kind of reference: "SW-4F7K2" is an enquiry, "SC-2B8HD" a contact message. */
export const REFERENCE_PREFIX = { enquiry: 'SW', contact: 'SC' } as const;
export type ReferenceKind = keyof typeof REFERENCE_PREFIX;

/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_CODE_LENGTH = 5;

/** A whole reference, either kind (32⁵ ≈ 33.5 million of each). */
export const REFERENCE_PATTERN = new RegExp(
  `^(${Object.values(REFERENCE_PREFIX).join('|')})-[${REFERENCE_ALPHABET}]{${REFERENCE_CODE_LENGTH}}$`,
);

/** Which kind a reference names, or null when it is not one. */
export function referenceKind(reference: string): ReferenceKind | null {
  if (!REFERENCE_PATTERN.test(reference)) return null;
  return reference.startsWith(`${REFERENCE_PREFIX.enquiry}-`) ? 'enquiry' : 'contact';
}

/** A reference of `kind` whose characters `pick(position)` chooses, as an index into the alphabet. */
export function makeReference(kind: ReferenceKind, pick: (position: number) => number): string {
  let code = '';
  for (let position = 0; position < REFERENCE_CODE_LENGTH; position += 1)
    code += REFERENCE_ALPHABET[pick(position) % REFERENCE_ALPHABET.length];
  return `${REFERENCE_PREFIX[kind]}-${code}`;
}
