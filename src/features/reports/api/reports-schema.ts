import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { DAY_PATTERN } from '#contracts/date-range';
import { INBOX_KINDS } from '#contracts/inbox';
import { LANGUAGES } from '#contracts/languages';
import { CLOSE_REASONS } from '#contracts/pipeline';
import type { Count, FirstContact, Funnel, ReportsAnswer } from '#contracts/reports';

// The server's answer is untrusted input: checked here, shown only as text. What says which period
// it is (from, to, the weeks) must be right or the whole answer is refused; a count that cannot be
// read is zero and a list that cannot be read is empty, so one bad figure never hides the rest.

const day = z.string().check(z.regex(DAY_PATTERN));
const count = z.catch(z.number().check(z.int(), z.nonnegative()), 0);
const minutes = z.catch(z.nullable(z.number().check(z.nonnegative())), null);

/** A list of `{ key, count }` whose key is one of `keys` (or any short code when none are given); other entries are left out. */
function counts<Key extends string>(raw: unknown, keys?: readonly Key[]): Count<Key>[] {
  if (!Array.isArray(raw)) return [];
  const key = keys
    ? z.nullable(z.enum(keys as unknown as [Key, ...Key[]]))
    : z.nullable(z.string().check(z.minLength(1), z.maxLength(64)));
  const entry = z.object({ key, count: z.number().check(z.int(), z.nonnegative()) });
  return raw.flatMap((item) => {
    const result = entry.safeParse(item);
    return result.success ? [result.data as Count<Key>] : [];
  });
}

const answerSchema = z.object({
  from: day,
  to: day,
  timeZone: z.catch(z.string().check(z.maxLength(64)), ''),
  total: count,
  perWeek: z.array(z.object({ week: day, count })),
  byKind: z.optional(z.unknown()),
  byProgramme: z.optional(z.unknown()),
  byCountry: z.optional(z.unknown()),
  byLanguage: z.optional(z.unknown()),
  byHeardFrom: z.optional(z.unknown()),
  closeReasons: z.optional(z.unknown()),
  funnel: z.optional(z.unknown()),
  firstContact: z.optional(z.unknown()),
});

const funnelSchema = z.object({ arrived: count, inContact: count, assessmentBooked: count, admitted: count });

const firstContactSchema = z.object({
  answered: count,
  waiting: count,
  medianMinutes: minutes,
  p90Minutes: minutes,
  withinTarget: count,
  targetMinutes: z.catch(z.number().check(z.int(), z.positive()), 60),
});

const objectOrEmpty = (raw: unknown) => (typeof raw === 'object' && raw !== null ? raw : {});

/** GET /api/reports: null unless it names its period and weeks; every other part is read as well as it can be. */
export function parseReports(json: unknown): ReportsAnswer | null {
  const result = answerSchema.safeParse(json);
  if (!result.success) return null;
  const answer = result.data;
  const funnel: Funnel = funnelSchema.parse(objectOrEmpty(answer.funnel));
  const firstContact: FirstContact = firstContactSchema.parse(objectOrEmpty(answer.firstContact));
  return {
    from: answer.from,
    to: answer.to,
    timeZone: answer.timeZone,
    total: answer.total,
    perWeek: answer.perWeek,
    byKind: counts(answer.byKind, INBOX_KINDS),
    byProgramme: counts(answer.byProgramme),
    byCountry: counts(answer.byCountry),
    byLanguage: counts(answer.byLanguage, LANGUAGES),
    byHeardFrom: counts(answer.byHeardFrom),
    funnel,
    closeReasons: counts(answer.closeReasons, CLOSE_REASONS),
    firstContact,
  };
}

/** The error for an answer `parseReports` refused. */
export const invalidReports = () =>
  new ApiError('invalid', 'Invalid response: the reports are not what the page expects.');
