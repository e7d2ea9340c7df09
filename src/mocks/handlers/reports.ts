import type { ClinicalDecisionKind } from '#contracts/clinical';
import type { CountryCode } from '#contracts/countries';
import { REPORT_ENDPOINTS } from '#contracts/endpoints/reports';
import type { HeardFrom } from '#contracts/forms/discretion';
import type { InboxKind } from '#contracts/inbox';
import type { Language } from '#contracts/languages';
import type { CloseReason } from '#contracts/pipeline';
import type { Programme } from '#contracts/programmes';
import type { Count, ReportsAnswer } from '#contracts/reports';
import { PIPELINE_DEFAULTS } from '#contracts/rules/pipeline-rules';
import { hideSmallGroups } from '#contracts/rules/small-groups';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { mondayOf } from '#contracts/today';
import { mockEndpoints } from '../route';
import { DEMO_USER, staff } from '../staff';

const DAY = 86_400_000;

/** Counts from `{ key: count }`; the key `notStated` stands for the answer's `null`. */
const counts = <Key extends string>(shares: Partial<Record<Key | 'notStated', number>>) =>
  Object.entries(shares).map(([key, count]) => ({ key: key === 'notStated' ? null : key, count }) as Count<Key>);

/** Plausible figures for any period: 40 arrivals, 30 of them enquiries (the mock does not count its inbox). */
const FIGURES = {
  timeZone: CENTRE_TIME_ZONE,
  total: 40,
  byKind: counts<InboxKind>({ enquiry: 30, contact: 10 }),
  byProgramme: counts<Programme>({ addiction: 12, anxietyDepression: 9, eatingDisorders: 2, notSure: 7 }),
  byCountry: counts<CountryCode>({ AE: 16, SA: 8, EG: 3, US: 1, notStated: 2 }),
  byLanguage: counts<Language>({ ar: 26, en: 14 }),
  byHeardFrom: counts<HeardFrom>({ search: 11, familyOrFriend: 8, doctor: 5, socialMedia: 2, notStated: 4 }),
  funnel: { arrived: 40, inContact: 29, assessmentBooked: 14, admitted: 5 },
  closeReasons: counts<CloseReason>({ notReachable: 4, cost: 3, otherCentre: 2, notReady: 2 }),
  decisions: counts<ClinicalDecisionKind>({ accept: 6, referElsewhere: 3, notSuitableNow: 2 }),
  firstContact: {
    answered: 37,
    waiting: 3,
    medianMinutes: 42,
    p90Minutes: 130,
    withinTarget: 31,
    targetMinutes: PIPELINE_DEFAULTS.firstResponseMinutes,
  },
} satisfies Omit<ReportsAnswer, 'from' | 'to' | 'perWeek' | 'smallGroups' | 'byOwner'>;

/** The 40 shared out among three members (by id, named as the accounts are now) and nobody. */
const OWNERS = [
  { id: DEMO_USER.id, items: 18, answered: 17, withinTarget: 15, medianMinutes: 35 },
  { id: '2', items: 12, answered: 11, withinTarget: 9, medianMinutes: 48 },
  { id: '4', items: 6, answered: 6, withinTarget: 5, medianMinutes: 40 },
  { id: null, items: 4, answered: 3, withinTarget: 2, medianMinutes: 95 },
];
const byOwner = () =>
  OWNERS.map((owner) => ({ ...owner, name: staff.accounts.find((one) => one.id === owner.id)?.name ?? null }));

/** The Monday of each week the period overlaps, the arrivals shared out among them. */
function perWeek(from: string, to: string): ReportsAnswer['perWeek'] {
  const weeks: string[] = [];
  for (let at = Date.parse(mondayOf(from)); at <= Date.parse(to); at += 7 * DAY)
    weeks.push(new Date(at).toISOString().slice(0, 10));
  const [each, left] = [Math.floor(FIGURES.total / weeks.length), FIGURES.total % weeks.length];
  return weeks.map((week, index) => ({ week, count: each + (index < left ? 1 : 0) }));
}

/** GET /api/reports?from&to: the same figures for every period, with its weeks; short ones hide small groups as the server does. */
export const reportsHandlers = mockEndpoints(REPORT_ENDPOINTS, {
  reports: ({ query: { from, to } }) =>
    hideSmallGroups({ from, to, perWeek: perWeek(from, to), ...FIGURES, byOwner: byOwner() }),
});
