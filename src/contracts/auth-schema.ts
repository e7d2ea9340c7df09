import { z } from 'zod';
import { LANGUAGES } from './languages';
import { LIMITS, PASSWORD_LENGTH } from './limits';
import { CODE_MAX_LENGTH, normaliseCode } from './second-factor';
import { hasControlCharacters } from './text';

/**
 * The body of POST /api/login. The email is matched in lower case; the password as typed. The login
 * page's language becomes the account's when its owner never chose one.
 */
export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(LIMITS.email)
    .refine((email) => !hasControlCharacters(email))
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1).max(PASSWORD_LENGTH.max),
  language: z.enum(LANGUAGES).optional(),
});
export type Credentials = z.output<typeof credentialsSchema>;

/** The body of POST /api/login/code and /api/login/enrol/confirm: any digits (٠–٩ too), spaces and dashes allowed. */
export const secondFactorCodeSchema = z.object({
  code: z
    .string()
    .max(CODE_MAX_LENGTH)
    .transform(normaliseCode)
    .refine((code) => code.length > 0),
});
