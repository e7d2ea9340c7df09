import type { Language } from './languages';

/**
 * A family's private withdrawal code, given once in the 201 answer to a form beside its reference:
 * 16 characters of RECOVERY-style alphabet (80 random bits), shown as XXXX-XXXX-XXXX-XXXX; only a
 * hash of it is stored (server/withdrawal/withdrawal-code.ts says why a fast one is enough). Items
 * stored before codes existed have none: the family withdraws those by calling the centre.
 */
export const WITHDRAWAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const WITHDRAWAL_CODE_LENGTH = 16;

/**
 * A new withdrawal code: WITHDRAWAL_CODE_LENGTH characters, each `pick(alphabet's length)` (a
 * whole number below it), shown in groups of four: "K7QH-2MWP-X9ZD-4RTB".
 */
export function makeWithdrawalCode(pick: (count: number) => number): string {
  const alphabet = WITHDRAWAL_CODE_ALPHABET;
  const characters = Array.from({ length: WITHDRAWAL_CODE_LENGTH }, () => alphabet[pick(alphabet.length)]).join('');
  return characters.match(/.{1,4}/g)?.join('-') ?? characters;
}

/** The code as typed: any case, spaces and dashes ignored. */
export const normaliseWithdrawalCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The 201 answer to POST /api/enquiries and /api/contact. */
export interface StoredAnswer {
  reference: string;
  withdrawalCode: string;
}

/** POST /api/withdrawal and /confirm's body: the reference and the code as typed. */
export interface WithdrawalRequest {
  reference: string;
  code: string;
}

/** Where the family's enquiry stands, in plain words. */
export const HELD_STATES = ['received', 'beingHandled', 'closed'] as const;
export type HeldState = (typeof HELD_STATES)[number];

/**
 * The fields an enquiry's HeldAnswer carries, in the form's order and by its field names
 * (EnquiryValues, the contact rules flattened): codes as stored ('whatsapp', 'someone-else', 'AE'),
 * `phone` in its international form, `leaveMessage` and `nameCentre` as 'yes' or 'no', `safeDays`
 * as weekday codes, `safeFrom` and `safeTo` as whole hours in text ('9', '18'). Null: not given
 * (or stored before the form asked). `website` only when the hidden field was filled in (it is held too).
 */
export const HELD_ENQUIRY_FIELDS = [
  'forWhom',
  'name',
  'country',
  'phone',
  'email',
  'contactMethod',
  'preferredTime',
  'programme',
  'relationship',
  'personKnows',
  'heardFrom',
  'leaveMessage',
  'nameCentre',
  'safeDays',
  'safeFrom',
  'safeTo',
  'timeZone',
  'message',
  'website',
] as const;
/** A contact message's: `contact` is the email address or phone number it was sent with. */
export const HELD_CONTACT_FIELDS = ['name', 'contact', 'subject', 'message', 'website'] as const;

/** What POST /api/withdrawal shows: the fields as sent (names as the form's), and the state. */
export interface HeldAnswer {
  reference: string;
  kind: 'enquiry' | 'contact';
  receivedAt: string;
  language: Language;
  state: HeldState;
  /** The form's fields as stored, by the form's field name; codes, not words (HELD_ENQUIRY_FIELDS, HELD_CONTACT_FIELDS). */
  fields: Record<string, string | string[] | null>;
}
