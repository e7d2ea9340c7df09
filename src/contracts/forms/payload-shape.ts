import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { LIMITS } from '../limits';
import { hasControlCharacters } from '../text';

/** The page languages a form can be sent from. */
export const PAYLOAD_LANGUAGES = LANGUAGES;

/** The honeypot's value, sent as typed: a filled one marks the submission as suspected spam, never drops it. */
export const honeypotShape = z
  .string()
  .max(1000)
  .refine((value) => !hasControlCharacters(value))
  .optional();

/** Where a zod failure is, as dotted paths ("phone.e164"); `(body)` for the value itself. */
export const issuePaths = (error: z.ZodError) => [
  ...new Set(error.issues.map((issue) => (issue.path.length ? issue.path.join('.') : '(body)'))),
];

/** Longer than the form allows, so that "too long" reaches the field as its own error; the body limit caps the rest. */
export const messageShape = z.string().max(LIMITS.message * 4);
