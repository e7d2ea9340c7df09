import { centreDate } from '#contracts/centre-day';
import { COUNTRY_CODES } from '#contracts/countries';
import { REPORT_ENDPOINTS } from '#contracts/endpoints/reports';
import { HEARD_FROM } from '#contracts/forms/discretion';
import { INBOX_KINDS } from '#contracts/inbox';
import { LANGUAGES } from '#contracts/languages';
import { CLOSE_REASONS } from '#contracts/pipeline';
import { PROGRAMMES } from '#contracts/programmes';
import type { Count, ReportsAnswer } from '#contracts/reports';
import { PIPELINE_DEFAULTS } from '#contracts/rules/pipeline-rules';
import { hideSmallGroups } from '#contracts/rules/small-groups';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { mockEndpoints } from '../route';

const DAY = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);

/** A number in [0, 1) from a text, the same every time (FNV-1a): the mock's figures never change for a day. */
function noise(seed: string) {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

/**
 * `total` shared out among `keys` (the first the largest share, the rest by their noise) and, with
 * `notStated`, a share of that weight not stated (key null); what rounding leaves goes to the first.
 */
function split<Key extends string>(total: number, keys: readonly Key[], notStated = 0): Count<Key>[] {
  const shares: [Key | null, number][] = keys.map((key, index) => [key, index === 0 ? 4 : 1 + noise(key) * 2]);
  if (notStated > 0) shares.push([null, notStated]);
  const whole = sum(shares.map(([, weight]) => weight));
  const counts = shares.map(([key, weight]) => ({ key, count: Math.floor((total * weight) / whole) }));
  counts[0]!.count += total - sum(counts.map((entry) => entry.count));
  return counts;
}

/**
 * Plausible reports for `from`–`to`, worked out from the days alone: the same period always gives
 * the same figures, a longer one more, none after today. Counts only, as the server's (server/reports).
 */
export function mockReports(from: string, to: string): Omit<ReportsAnswer, 'smallGroups'> {
  const today = centreDate(new Date());
  const perDay = new Map<string, number>();
  for (let at = dayMs(from); at <= dayMs(to); at += DAY) {
    const weekend = [0, 6].includes(new Date(at).getUTCDay());
    perDay.set(dayOf(at), dayOf(at) > today ? 0 : Math.floor(noise(dayOf(at)) * 6) + (weekend ? 0 : 2));
  }
  const total = sum([...perDay.values()]);
  const perWeek: ReportsAnswer['perWeek'] = [];
  const firstMonday = dayMs(from) - ((new Date(dayMs(from)).getUTCDay() + 6) % 7) * DAY;
  for (let monday = firstMonday; monday <= dayMs(to); monday += 7 * DAY) {
    const week = Array.from({ length: 7 }, (_, index) => perDay.get(dayOf(monday + index * DAY)) ?? 0);
    perWeek.push({ week: dayOf(monday), count: sum(week) });
  }
  const byKind = split(total, INBOX_KINDS);
  const enquiries = byKind[0]!.count;
  const waiting = Math.min(total, perDay.get(today) ?? 0);
  const pace = noise(`${from}/${to}`);
  const median = total > waiting ? 30 + Math.round(pace * 30) : null;
  return {
    from,
    to,
    timeZone: CENTRE_TIME_ZONE,
    total,
    byKind,
    perWeek,
    byProgramme: split(enquiries, PROGRAMMES),
    byCountry: split(enquiries, COUNTRY_CODES, 0.5),
    byLanguage: split(total, LANGUAGES),
    byHeardFrom: split(enquiries, HEARD_FROM, 1),
    funnel: {
      arrived: total,
      inContact: Math.round(total * 0.72),
      assessmentBooked: Math.round(total * 0.34),
      admitted: Math.round(total * 0.13),
    },
    closeReasons: split(Math.round(total * 0.27), CLOSE_REASONS),
    firstContact: {
      answered: total - waiting,
      waiting,
      medianMinutes: median,
      p90Minutes: median === null ? null : median * 3 + 20,
      withinTarget: Math.round((total - waiting) * (0.75 + pace * 0.15)),
      targetMinutes: PIPELINE_DEFAULTS.firstResponseMinutes,
    },
  };
}

/** GET /api/reports?from&to as the server answers it: 400 for a period it refuses. */
export const reportsHandlers = mockEndpoints(REPORT_ENDPOINTS, {
  reports: ({ query }) => hideSmallGroups(mockReports(query.from, query.to)),
});
