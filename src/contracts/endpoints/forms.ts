import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import { contactPayloadSchema } from '../forms/contact-payload';
import { enquiryPayloadSchema } from '../forms/enquiry-payload';
import { REFERENCE_PATTERN } from '../reference';
import {
  normaliseWithdrawalCode,
  WITHDRAWAL_CODE_ALPHABET,
  WITHDRAWAL_CODE_LENGTH,
  type StoredAnswer,
} from '../withdrawal';
import { endpoint } from './endpoint';

/** The 201 answer to a form: its reference, and the family's withdrawal code (given this once). */
export const storedAnswerSchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN),
  // In groups of four, as the family reads it ("ABCD-EFGH-JKLM-NPQR").
  withdrawalCode: z.string().refine((code) => {
    const normalised = normaliseWithdrawalCode(code);
    return (
      normalised.length === WITHDRAWAL_CODE_LENGTH && [...normalised].every((c) => WITHDRAWAL_CODE_ALPHABET.includes(c))
    );
  }),
}) satisfies z.ZodType<StoredAnswer>;

const FORM_ERRORS = [ERROR_CODES.invalidBody, ERROR_CODES.invalidFields, ERROR_CODES.rateLimited] as const;

/** The public forms: 400 for a wrong shape or fields, 429 past the sender's limit. */
export const FORM_ENDPOINTS = {
  enquiries: endpoint({
    method: 'POST',
    path: API_PATHS.enquiries,
    access: 'public',
    body: enquiryPayloadSchema,
    answers: { 201: storedAnswerSchema },
    errors: FORM_ERRORS,
  }),
  contact: endpoint({
    method: 'POST',
    path: API_PATHS.contact,
    access: 'public',
    body: contactPayloadSchema,
    answers: { 201: storedAnswerSchema },
    errors: FORM_ERRORS,
  }),
};
