import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import {
  BREACH_DATA,
  BREACH_STATUSES,
  breachChangeSchema,
  breachCreateSchema,
  breachParamsSchema,
  type Breach,
} from '../breaches';
import { ERROR_CODES } from '../errors';
import { REFERENCE_PATTERN } from '../reference';
import { endpoint, keepReadable } from './endpoint';

const time = z.iso.datetime({ offset: true });

export const breachSchema = z.object({
  id: z.string().min(1).max(32),
  description: z.string(),
  foundAt: time,
  references: z.array(z.string().regex(REFERENCE_PATTERN)),
  data: z.array(z.enum(BREACH_DATA)),
  status: z.enum(BREACH_STATUSES),
  regulatorDueAt: time,
  regulatorNotifiedAt: time.nullable(),
  tellFamilies: z.boolean().nullable(),
  familiesReason: z.string(),
  familiesNotifiedAt: time.nullable(),
  version: z.number().int().positive(),
  createdAt: time,
  updatedAt: time,
}) satisfies z.ZodType<Breach>;

/** An entry that cannot be read is left out, the rest of the register shown. */
export const breachesAnswerSchema = z.object({ breaches: keepReadable(breachSchema) });
export const breachAnswerSchema = z.object({ breach: breachSchema });
/** 409: someone else changed the entry first; `breach` is the entry as it is now. */
export const breachConflictSchema = z.object({ error: z.literal(ERROR_CODES.conflict), breach: breachSchema });

/** The breach register, for admins: the list, a new entry, a change on the version it was read at. */
export const BREACH_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: API_PATHS.breaches,
    access: 'breaches',
    answers: { 200: breachesAnswerSchema },
    errors: [],
  }),
  create: endpoint({
    method: 'POST',
    path: API_PATHS.breaches,
    access: 'breaches',
    body: breachCreateSchema,
    answers: { 201: breachAnswerSchema },
    errors: [ERROR_CODES.invalidBody],
  }),
  change: endpoint({
    method: 'PATCH',
    path: API_PATHS.breach,
    access: 'breaches',
    params: breachParamsSchema,
    body: breachChangeSchema,
    answers: { 200: breachAnswerSchema },
    errors: [ERROR_CODES.invalidParams, ERROR_CODES.invalidBody, ERROR_CODES.notFound, ERROR_CODES.conflict],
    errorBodies: { 409: breachConflictSchema },
  }),
};
