import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from './audit';
import { dateRangeShape, isSensibleRange } from './date-range';
import { LANGUAGES } from './languages';
import { LIMITS } from './limits';
import { REFERENCE_PATTERN } from './reference';

/** Entries per page of the audit trail's page. */
export const AUDIT_PAGE_SIZE = 50;

/** One entry as the admins' page shows it: never a family's words. */
export interface AuditRow {
  id: string;
  at: string;
  /** The staff member's email, the email typed at a failed sign-in, or null (the command line, the server). */
  email: string | null;
  address: string;
  action: AuditAction;
  reference: string | null;
  account: string | null;
  /** What an export or a role change adds: its range and row count, the roles before and after. */
  detail: Record<string, string | number | boolean> | null;
}

/** GET /api/audit: newest first. */
export interface AuditAnswer {
  entries: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
}

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value ? (value as z.output<T>) : null));

/** GET /api/audit and /api/audit/export: every filter optional; the range's days in the centre's time zone. */
export const auditQuerySchema = z
  .object({
    staff: optional(z.string().trim().max(LIMITS.email)),
    reference: optional(z.string().trim().toUpperCase().regex(REFERENCE_PATTERN)),
    action: optional(z.enum(AUDIT_ACTIONS)),
    from: optional(dateRangeShape.from),
    to: optional(dateRangeShape.to),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    language: z.enum(LANGUAGES).optional().default('en'),
  })
  .refine(({ from, to }) => !from || !to || isSensibleRange({ from, to }), { path: ['to'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/exports/enquiries: a range, free text only when ticked, columns named in `language`. */
export const exportQuerySchema = z
  .object({
    ...dateRangeShape,
    freeText: z
      .enum(['true', 'false'])
      .optional()
      .default('false')
      .transform((value) => value === 'true'),
    language: z.enum(LANGUAGES).optional().default('en'),
  })
  .refine(isSensibleRange, { path: ['to'] });
export type ExportQuery = z.output<typeof exportQuerySchema>;
