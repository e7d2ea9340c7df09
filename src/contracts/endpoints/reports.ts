import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { DAY_PATTERN } from '../date-range';
import { ERROR_CODES } from '../errors';
import { INBOX_KINDS } from '../inbox';
import { LANGUAGES } from '../languages';
import { CLOSE_REASONS } from '../pipeline';
import { reportsQuerySchema, type ReportsAnswer } from '../reports';
import { endpoint } from './endpoint';

const day = z.string().regex(DAY_PATTERN);
const whole = z.number().int().nonnegative();
const minutes = z.number().nonnegative().nullable();
/** `{ key, count }` of one value of a field (null: not stated). */
const counts = <K extends z.ZodType<string>>(key: K) => z.array(z.object({ key: key.nullable(), count: whole }));
const code = z.string().min(1).max(64);

export const reportsAnswerSchema = z.object({
  from: day,
  to: day,
  timeZone: z.string().max(64),
  total: whole,
  byKind: counts(z.enum(INBOX_KINDS)),
  perWeek: z.array(z.object({ week: day, count: whole })),
  byProgramme: counts(code),
  byCountry: counts(code),
  byLanguage: counts(z.enum(LANGUAGES)),
  byHeardFrom: counts(code),
  funnel: z.object({ arrived: whole, inContact: whole, assessmentBooked: whole, admitted: whole }),
  closeReasons: counts(z.enum(CLOSE_REASONS)),
  firstContact: z.object({
    answered: whole,
    waiting: whole,
    medianMinutes: minutes,
    p90Minutes: minutes,
    withinTarget: whole,
    targetMinutes: z.number().int().positive(),
  }),
}) satisfies z.ZodType<ReportsAnswer>;

/** Counts and times over a date range, for managers and admins. */
export const REPORT_ENDPOINTS = {
  reports: endpoint({
    method: 'GET',
    path: API_PATHS.reports,
    access: 'reports',
    query: reportsQuerySchema,
    answers: { 200: reportsAnswerSchema },
    errors: [ERROR_CODES.invalidQuery],
  }),
};
