import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import type { AuditRow } from '#contracts/audit-view';

/** An entry as the page shows it: its action as sent, a code this version does not know shown as it is. */
export type AuditEntry = Omit<AuditRow, 'action'> & { action: string };

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

// The answer is untrusted input: checked here, shown only as text. A bad entry is left out.
const entrySchema = z.object({
  id: z.string().check(z.maxLength(32)),
  at: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)))),
  email: z.nullable(z.string()),
  address: z.string(),
  action: z.string().check(z.maxLength(64)),
  reference: z.nullable(z.string()),
  account: z.nullable(z.string()),
  detail: z.catch(z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))), null),
});

const whole = z.number().check(z.int(), z.nonnegative());
const pageSchema = z.object({
  entries: z.array(z.unknown()),
  total: whole,
  page: whole.check(z.positive()),
  pageSize: whole.check(z.positive()),
});

/** GET /api/audit: null unless it holds a page of entries with its total. */
export function parseAuditPage(json: unknown): AuditPage | null {
  const result = pageSchema.safeParse(json);
  if (!result.success) return null;
  const entries = result.data.entries.flatMap((raw) => {
    const entry = entrySchema.safeParse(raw);
    return entry.success ? [entry.data] : [];
  });
  return { ...result.data, entries };
}

export const invalidAuditAnswer = () =>
  new ApiError('invalid', 'Invalid response: the audit trail is not what the page expects.');
