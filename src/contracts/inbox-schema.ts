import { z } from 'zod';
import { NOTE_MAX_LENGTH, SEARCH_MAX_LENGTH } from './limits';
import { INBOX_STATUSES } from './inbox';
import { hasControlCharacters, isBlank } from './text';

/** GET /api/inbox's query: an optional status (empty means all) and search text. */
export const inboxQuerySchema = z.object({
  status: z
    .union([z.enum(INBOX_STATUSES), z.literal('')])
    .optional()
    .transform((status) => status || null),
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH)
    .refine((q) => !hasControlCharacters(q))
    .optional()
    .transform((q) => q ?? null),
});

/** `:reference` of an inbox item's address, in any case; not a reference answers 404 as an unknown one does. */
export const inboxItemParamsSchema = z.object({
  reference: z
    .string()
    .max(64)
    .refine((reference) => !hasControlCharacters(reference))
    .transform((reference) => reference.toUpperCase()),
});

/** PATCH /api/inbox/:reference: the version the change is based on, and a new status and/or a note. */
export const inboxChangeSchema = z
  .strictObject({
    // The column is a PostgreSQL integer.
    version: z
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1),
    status: z.enum(INBOX_STATUSES).optional(),
    note: z
      .string()
      .max(NOTE_MAX_LENGTH)
      .refine((note) => !isBlank(note) && !hasControlCharacters(note))
      .optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: 'Send a status, a note or both.',
  });
export type InboxChange = z.output<typeof inboxChangeSchema>;
