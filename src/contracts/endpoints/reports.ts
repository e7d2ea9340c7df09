import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { DAY_PATTERN } from '../date-range';
import { CLINICAL_DECISIONS } from '../clinical';
import { ERROR_CODES } from '../errors';
import { INBOX_KINDS } from '../inbox';
import { LANGUAGES } from '../languages';
import { CLOSE_REASONS } from '../pipeline';
import { BREAKDOWNS, reportsQuerySchema, type Breakdown, type ReportsAnswer } from '../reports';
import { endpoint, keepReadable } from './endpoint';

const day = z.string().regex(DAY_PATTERN);
const whole = z.number().int().nonnegative();

// Read leniently: what says which period it is (from, to, the weeks) must be right or the answer is
// refused; a count that cannot be read is zero and an entry that cannot be read is left out, so one
// bad figure never hides the rest. The server's answer passes the same reading.
const shown = whole.catch(0);
const minutes = z.number().nonnegative().nullable().catch(null);
/** `{ key, count }` of one value of a field (null: not stated). */
const counts = <K extends z.ZodType<string>>(key: K) =>
  keepReadable(z.object({ key: key.nullable(), count: whole })).catch([]);
const code = z.string().min(1).max(64);

const funnelSchema = z.object({ arrived: shown, inContact: shown, assessmentBooked: shown, admitted: shown });
const firstContactSchema = z.object({
  answered: shown,
  waiting: shown,
  medianMinutes: minutes,
  p90Minutes: minutes,
  withinTarget: shown,
  targetMinutes: z.number().int().positive().catch(60),
});

const ownerSchema = z.object({
  id: z.string().min(1).max(32).nullable(),
  name: z.string().nullable(),
  items: whole,
  answered: shown,
  withinTarget: shown,
  medianMinutes: minutes,
});

export const reportsAnswerSchema = z.object({
  from: day,
  to: day,
  timeZone: z.string().max(64).catch(''),
  total: shown,
  byKind: counts(z.enum(INBOX_KINDS)),
  perWeek: z.array(z.object({ week: day, count: shown })),
  byProgramme: counts(code),
  byCountry: counts(code),
  byLanguage: counts(z.enum(LANGUAGES)),
  byHeardFrom: counts(code),
  funnel: funnelSchema.catch(() => funnelSchema.parse({})),
  closeReasons: counts(z.enum(CLOSE_REASONS)),
  decisions: counts(z.enum(CLINICAL_DECISIONS)),
  firstContact: firstContactSchema.catch(() => firstContactSchema.parse({})),
  byOwner: keepReadable(ownerSchema).catch([]),
  smallGroups: z
    .object({
      below: z.number().int().positive(),
      hidden: z.object(Object.fromEntries(BREAKDOWNS.map((key) => [key, shown])) as Record<Breakdown, typeof shown>),
    })
    .nullable()
    .catch(null),
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
