import { http, HttpResponse, type RequestHandler } from 'msw';
import { zonedTime } from '#contracts/clock';
import { API_PATHS } from '#contracts/api-paths';
import { ERROR_CODES } from '#contracts/errors';
import type { Count, ReportsAnswer } from '#contracts/reports';
import { reportsQuerySchema } from '#contracts/reports';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { scenarioResponse } from '../scenario';
import { hasMockSession, unauthorized } from '../session';
import { FIRST_RESPONSE_MINUTES } from './inbox/seed';

const DAY = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A number in [0, 1) from a text, the same every time (FNV-1a): the mock's figures never change for a day. */
function noise(seed: string) {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** Today on the centre's calendar: nothing has arrived after it. */
function centreToday() {
  const { year, month, day } = zonedTime(new Date(), CENTRE_TIME_ZONE);
  return dayOf(Date.UTC(year, month - 1, day));
}

/** How many arrived on `day`: two to seven on weekdays, fewer at the weekend, none yet in the future. */
function arrivalsOn(day: string, today: string) {
  if (day > today) return 0;
  const weekend = [0, 6].includes(new Date(dayMs(day)).getUTCDay());
  return Math.floor(noise(day) * 6) + (weekend ? 0 : 2);
}

/** `total` shared out by `weights` (largest remainders get the leftovers), every key listed, zeros included. */
function split<Key extends string>(total: number, weights: [Key | null, number][]): Count<Key>[] {
  const sum = weights.reduce((all, [, weight]) => all + weight, 0);
  const shares = weights.map(([key, weight]) => ({ key, exact: (total * weight) / sum }));
  const counts = shares.map(({ key, exact }) => ({ key, count: Math.floor(exact) }));
  let left = total - counts.reduce((all, entry) => all + entry.count, 0);
  const byRemainder = shares
    .map(({ exact }, index) => ({ index, remainder: exact - Math.floor(exact) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    const entry = counts[index];
    if (entry) entry.count += 1;
    left -= 1;
  }
  return counts;
}

/**
 * Plausible reports for `from`–`to`, worked out from the days alone: the same period always gives
 * the same figures, and a longer one more. Counts only, as the server's (server/reports).
 */
export function mockReports(from: string, to: string): ReportsAnswer {
  const today = centreToday();
  const days: string[] = [];
  for (let at = dayMs(from); at <= dayMs(to); at += DAY) days.push(dayOf(at));
  const perDay = new Map(days.map((day) => [day, arrivalsOn(day, today)]));
  const total = [...perDay.values()].reduce((all, count) => all + count, 0);

  const perWeek: ReportsAnswer['perWeek'] = [];
  const firstMonday = dayMs(from) - ((new Date(dayMs(from)).getUTCDay() + 6) % 7) * DAY;
  for (let monday = firstMonday; monday <= dayMs(to); monday += 7 * DAY) {
    let count = 0;
    for (let at = monday; at < monday + 7 * DAY; at += DAY) count += perDay.get(dayOf(at)) ?? 0;
    perWeek.push({ week: dayOf(monday), count });
  }

  const enquiries = Math.round(total * 0.78);
  const closed = Math.round(total * 0.27);
  const waiting = Math.min(total, perDay.get(today) ?? 0);
  const answered = total - waiting;
  const pace = noise(`${from}/${to}`);
  const median = answered > 0 ? 30 + Math.round(pace * 30) : null;
  return {
    from,
    to,
    timeZone: CENTRE_TIME_ZONE,
    total,
    byKind: [
      { key: 'enquiry', count: enquiries },
      { key: 'contact', count: total - enquiries },
    ],
    perWeek,
    byProgramme: split(enquiries, [
      ['addiction', 32],
      ['anxietyDepression', 28],
      ['eatingDisorders', 12],
      ['marriageCounseling', 16],
      ['notSure', 12],
    ]),
    byCountry: split(enquiries, [
      ['AE', 46],
      ['SA', 28],
      ['EG', 16],
      ['US', 6],
      [null, 4],
    ]),
    byLanguage: split(total, [
      ['ar', 62],
      ['en', 38],
    ]),
    byHeardFrom: split(enquiries, [
      ['search', 30],
      ['familyOrFriend', 22],
      ['doctor', 14],
      ['socialMedia', 12],
      ['articleOrEvent', 4],
      ['other', 4],
      [null, 14],
    ]),
    funnel: {
      arrived: total,
      inContact: Math.round(total * 0.72),
      assessmentBooked: Math.round(total * 0.34),
      admitted: Math.round(total * 0.13),
    },
    closeReasons: split(closed, [
      ['notReachable', 30],
      ['otherCentre', 18],
      ['cost', 20],
      ['notSuitable', 10],
      ['notReady', 14],
      ['duplicate', 5],
      ['other', 3],
    ]),
    firstContact: {
      answered,
      waiting,
      medianMinutes: median,
      p90Minutes: median === null ? null : median * 3 + 20,
      withinTarget: Math.round(answered * (0.75 + pace * 0.15)),
      targetMinutes: FIRST_RESPONSE_MINUTES,
    },
  };
}

/**
 * GET /api/reports?from&to as the server answers it (see ./index.ts): 401 without a session, 400
 * for a period it refuses, the scenarios' answers when one is set.
 */
export const reportsHandlers: RequestHandler[] = [
  http.get(`*${API_PATHS.reports}`, async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ total: 'none' }));
    if (forced) return forced;
    if (!hasMockSession()) return unauthorized();
    const query = reportsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return HttpResponse.json({ error: ERROR_CODES.invalidQuery }, { status: 400 });
    return HttpResponse.json(mockReports(query.data.from, query.data.to), {
      headers: { 'Cache-Control': 'no-store' },
    });
  }),
];
