import { z } from 'zod';
import { dateRangeShape, isSensibleRange } from './date-range';
import type { Language } from './languages';
import type { CloseReason } from './pipeline';
import type { ClinicalDecisionKind } from './clinical';

/** GET /api/reports?from&to: both days included, in the centre's time zone. */
export const reportsQuerySchema = z.object(dateRangeShape).refine(isSensibleRange, { path: ['to'] });

/** One bar or slice: a value of the field (a programme id, a country code, …) and how many. `null` is "not stated". */
export interface Count<Key extends string = string> {
  key: Key | null;
  count: number;
}

/** The funnel: of the items that arrived in the range (spam set aside), how many ever reached each stage. */
export interface Funnel {
  arrived: number;
  inContact: number;
  assessmentBooked: number;
  admitted: number;
}

/** Time to first contact, counted within service hours (src/contracts/service-hours.ts). */
export interface FirstContact {
  /** Items with a first response. */
  answered: number;
  /** Items still waiting for one. */
  waiting: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** How many were answered within the target (FIRST_RESPONSE_MINUTES). */
  withinTarget: number;
  targetMinutes: number;
}

/** Time to first contact of the items one member owns now (staff review #15: to coach by, counts only). */
export interface OwnerFigures {
  /** The member's id and name; both null for the items nobody owns. */
  id: string | null;
  name: string | null;
  /** The period's items they own, those answered, those answered within the target, and the median. */
  items: number;
  answered: number;
  withinTarget: number;
  medianMinutes: number | null;
}

/** The breakdowns whose small groups a short period hides (src/contracts/rules/small-groups.ts). */
export const BREAKDOWNS = [
  'byProgramme',
  'byCountry',
  'byLanguage',
  'byHeardFrom',
  'closeReasons',
  'decisions',
] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/**
 * GET /api/reports: counts and times only, computed in SQL; no name, phone, email or message is
 * ever in it. Enquiries and contact messages both count (spam set aside); only enquiries have a
 * programme, a country and a "how did you hear about us".
 */
export interface ReportsAnswer {
  from: string;
  to: string;
  timeZone: string;
  total: number;
  byKind: Count<'enquiry' | 'contact'>[];
  /** Monday of each week (centre time zone) that overlaps the range, in order, zeros included. */
  perWeek: { week: string; count: number }[];
  byProgramme: Count[];
  byCountry: Count[];
  byLanguage: Count<Language>[];
  byHeardFrom: Count[];
  funnel: Funnel;
  closeReasons: Count<CloseReason>[];
  /** Of the period's enquiries, those with a clinical decision, by their latest (counts only). */
  decisions: Count<ClinicalDecisionKind>[];
  firstContact: FirstContact;
  /** The same per owner now, by name, "no owner" last. */
  byOwner: OwnerFigures[];
  /**
   * Over a short period, how many items each breakdown left out because their group held fewer
   * than `below` (a country with one enquiry that week points at a family); null over a longer one.
   */
  smallGroups: { below: number; hidden: Record<Breakdown, number> } | null;
}
