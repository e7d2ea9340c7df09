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

/** A body that is not the payload's shape at all (wrong types, missing or extra fields). */
export interface ShapeProblem {
  ok: false;
  kind: 'shape';
  /** Where the problems are, as dotted paths ("phone.e164"); `(body)` for the body itself. */
  paths: string[];
}

/** Where a zod failure is, as dotted paths ("phone.e164"); `(body)` for the value itself. */
export const issuePaths = (error: z.ZodError) => [
  ...new Set(error.issues.map((issue) => (issue.path.length ? issue.path.join('.') : '(body)'))),
];

export const shapeProblem = (error: z.ZodError): ShapeProblem => ({
  ok: false,
  kind: 'shape',
  paths: issuePaths(error),
});

/** Longer than the form allows, so that "too long" reaches the field as its own error; the body limit caps the rest. */
export const messageShape = z.string().max(LIMITS.message * 4);

/** A body checker for one form: its shape (`ShapeProblem` when wrong), then its fields' rules. */
export const shapeThenFields =
  <S extends z.ZodType, R>(schema: S, checkFields: (payload: z.output<S>) => R) =>
  (body: unknown): R | ShapeProblem => {
    const parsed = schema.safeParse(body);
    return parsed.success ? checkFields(parsed.data) : shapeProblem(parsed.error);
  };
