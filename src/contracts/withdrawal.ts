import { z } from 'zod';
import type { Language } from './languages';
import { REFERENCE_PATTERN } from './reference';

/**
 * A family's private withdrawal code, given once in the 201 answer to a form beside its reference:
 * 16 characters of RECOVERY-style alphabet (80 random bits), shown as XXXX-XXXX-XXXX-XXXX; only a
 * slow hash of it is stored.
 */
export const WITHDRAWAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const WITHDRAWAL_CODE_LENGTH = 16;

/** The code as typed: any case, spaces and dashes ignored. */
export const normaliseWithdrawalCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The 201 answer to POST /api/enquiries and /api/contact. */
export interface StoredAnswer {
  reference: string;
  withdrawalCode: string;
}

const reference = z
  .string()
  .trim()
  .max(64)
  .transform((value) => value.toUpperCase())
  .refine((value) => REFERENCE_PATTERN.test(value));
const code = z
  .string()
  .max(64)
  .transform(normaliseWithdrawalCode)
  .refine(
    (value) => value.length === WITHDRAWAL_CODE_LENGTH && [...value].every((c) => WITHDRAWAL_CODE_ALPHABET.includes(c)),
  );

/** POST /api/withdrawal (see what is held) and POST /api/withdrawal/confirm (delete it). */
export const withdrawalSchema = z.object({ reference, code });
export type WithdrawalRequest = z.output<typeof withdrawalSchema>;

/** Where the family's enquiry stands, in plain words. */
export const HELD_STATES = ['received', 'beingHandled', 'closed'] as const;
export type HeldState = (typeof HELD_STATES)[number];

/** What POST /api/withdrawal shows: the fields as sent (names as the form's), and the state. */
export interface HeldAnswer {
  reference: string;
  kind: 'enquiry' | 'contact';
  receivedAt: string;
  language: Language;
  state: HeldState;
  /** The form's fields as stored, by the form's field name; codes, not words. */
  fields: Record<string, string | string[] | null>;
}
