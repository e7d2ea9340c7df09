import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { auditQuerySchema } from '../audit-view';
import { ERROR_CODES } from '../errors';
import { CSV, endpoint, keepReadable } from './endpoint';

const whole = z.number().int().nonnegative();

export const auditAnswerSchema = z.object({
  // An entry that cannot be read is left out, the rest of the page shown.
  entries: keepReadable(
    z.object({
      id: z.string().max(32),
      at: z.iso.datetime({ offset: true }),
      email: z.string().nullable(),
      address: z.string(),
      // As stored: an entry of an action this version no longer knows stays readable by its code.
      action: z.string().max(64),
      reference: z.string().nullable(),
      account: z.string().nullable(),
      detail: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
        .nullable()
        .catch(null),
    }),
  ),
  total: whole,
  page: whole.positive(),
  pageSize: whole.positive(),
});

/** The audit trail, for admins: a page of it, and the whole of a filter as CSV. */
export const AUDIT_ENDPOINTS = {
  page: endpoint({
    method: 'GET',
    path: API_PATHS.audit,
    access: 'audit',
    query: auditQuerySchema,
    answers: { 200: auditAnswerSchema },
    errors: [ERROR_CODES.invalidQuery],
  }),
  export: endpoint({
    method: 'GET',
    path: API_PATHS.auditExport,
    access: 'audit',
    query: auditQuerySchema,
    answers: { 200: CSV },
    // Also when more entries match than one file holds.
    errors: [ERROR_CODES.invalidQuery],
  }),
};
