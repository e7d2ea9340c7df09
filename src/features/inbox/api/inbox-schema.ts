import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { INBOX_KINDS, INBOX_STATUSES, type InboxItem, type InboxList } from '#contracts/inbox';

// Everything the server sends is untrusted input: checked here, shown only as text.

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
const code = z.nullable(z.string().check(z.maxLength(64)));
const count = z.catch(z.number().check(z.int(), z.nonnegative()), 0);

const summaryShape = {
  reference: z.string().check(z.regex(/^[A-Z0-9-]{1,32}$/)),
  kind: z.enum(INBOX_KINDS),
  status: z.enum(INBOX_STATUSES),
  receivedAt: isoDate,
  name: z.string(),
  forWhom: code,
  contactMethod: code,
  preferredTime: code,
  programme: code,
  language: z.enum(['ar', 'en']),
  version: z.number().check(z.int()),
};

const summarySchema = z.object(summaryShape);

const listSchema = z.object({
  items: z.array(z.unknown()),
  counts: z.object({ new: count, contacted: count, closed: count, spam: count }),
});

const itemSchema = z.object({
  ...summaryShape,
  fields: z.record(z.string(), z.nullable(z.union([z.string(), z.boolean()]))),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  notes: z.array(z.object({ text: z.string(), by: z.string(), at: isoDate })),
  history: z.array(z.object({ status: z.enum(INBOX_STATUSES), by: z.string(), at: isoDate })),
});

const invalid = (what: string, cause: unknown) =>
  new ApiError('invalid', `Invalid response: ${what} is not what the inbox expects.`, { cause });

/** GET /api/inbox: the object must be right; a bad row is dropped, the rest kept. */
export function parseInboxList(raw: unknown): InboxList {
  const result = listSchema.safeParse(raw);
  if (!result.success) throw invalid('the list', result.error);
  const items = result.data.items.flatMap((entry) => {
    const row = summarySchema.safeParse(entry);
    return row.success ? [row.data] : [];
  });
  return { items, counts: result.data.counts };
}

/** `{ item }` of GET or PATCH /api/inbox/:reference (and a 409's body). */
export function parseInboxItem(raw: unknown): InboxItem {
  const result = z.object({ item: itemSchema }).safeParse(raw);
  if (!result.success) throw invalid('the item', result.error);
  return result.data.item;
}
