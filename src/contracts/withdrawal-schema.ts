import { z } from 'zod';
import { REFERENCE_PATTERN } from './reference';
import {
  normaliseWithdrawalCode,
  WITHDRAWAL_CODE_ALPHABET,
  WITHDRAWAL_CODE_LENGTH,
  type WithdrawalRequest,
} from './withdrawal';

// Apart from ./withdrawal.ts, so the pages that read its constants do not load zod.
/** A reference as a family types it: any case, spaces around it. */
export const referenceSchema = z
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

/** POST /api/withdrawal (see what is held) and POST /api/withdrawal/confirm (delete it); nothing else in the body. */
export const withdrawalSchema = z.strictObject({
  reference: referenceSchema,
  code,
}) satisfies z.ZodType<WithdrawalRequest>;
