import { z } from 'zod';
import { LIMITS, PASSWORD_LENGTH } from './limits';
import { hasControlCharacters } from './text';

/** The body of POST /api/login. The email is matched in lower case; the password as typed. */
export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(LIMITS.email)
    .refine((email) => !hasControlCharacters(email))
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1).max(PASSWORD_LENGTH.max),
});
export type Credentials = z.output<typeof credentialsSchema>;
