/*
 * A family's stay plan: what they consider from the fees page, kept in the cart (spec §3: a map from item
 * to quantity, the count the sum of the quantities). One programme and its length, one residence, and the
 * add-ons in any number. The cart's keys name each part, so the count is one per programme and residence
 * and one per add-on session. The estimate rule is here too, beside the shape, for both sides.
 * Apart from ./stay-plan-schema.ts, so the fees page does not load zod.
 */

/** The programmes a plan can hold: the four residential ones ("not sure yet" has no fees). */
export const PLAN_PROGRAMMES = ['addiction', 'anxietyDepression', 'eatingDisorders', 'marriageCounseling'] as const;
export type PlanProgramme = (typeof PLAN_PROGRAMMES)[number];

/** Where the stay is spent: the suite decides where in the programme's weekly range the price falls. */
export const RESIDENCES = ['privateSuite', 'gardenVilla'] as const;
export type Residence = (typeof RESIDENCES)[number];

/** What the fees page offers beside a programme, each priced by the session or the night. */
export const ADD_ONS = ['extraTherapy', 'spaTreatment', 'guestNight'] as const;
export type AddOn = (typeof ADD_ONS)[number];

/** The longest stay and the most of one add-on a plan holds: above the fees page's longest stay, with room. */
export const PLAN_MAX_LENGTH = 52;
export const PLAN_MAX_ADD_ON = 99;

export interface StayPlan {
  /** The programme and its length, in its unit (weeks, or days for the couples' retreat). */
  programme: { id: PlanProgramme; length: number } | null;
  residence: Residence | null;
  addOns: Partial<Record<AddOn, number>>;
}

export const EMPTY_PLAN: StayPlan = { programme: null, residence: null, addOns: {} };

/** The cart's keys: `programme:addiction:4`, `residence:gardenVilla`, `addon:spaTreatment`. */
export const planKey = {
  programme: (id: PlanProgramme, length: number) => `programme:${id}:${length}`,
  residence: (id: Residence) => `residence:${id}`,
  addOn: (id: AddOn) => `addon:${id}`,
};

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  list.includes(value as T);
const isCount = (value: number, max: number) => Number.isSafeInteger(value) && value >= 1 && value <= max;

/**
 * The plan a cart holds. Keys it does not know, and counts out of range, are left out; of two programmes
 * or residences (another tab's write), the first in the cart's order counts.
 */
export function planFromCart(items: Readonly<Record<string, number>>): StayPlan {
  const plan: StayPlan = { programme: null, residence: null, addOns: {} };
  for (const [key, quantity] of Object.entries(items)) {
    const [kind, id, length] = key.split(':');
    if (kind === 'programme' && !plan.programme && isOneOf(PLAN_PROGRAMMES, id) && quantity === 1) {
      const weeks = Number(length);
      if (isCount(weeks, PLAN_MAX_LENGTH) && String(weeks) === length) plan.programme = { id, length: weeks };
    } else if (kind === 'residence' && !plan.residence && isOneOf(RESIDENCES, id) && quantity === 1) {
      plan.residence = id;
    } else if (kind === 'addon' && isOneOf(ADD_ONS, id) && isCount(quantity, PLAN_MAX_ADD_ON)) {
      plan.addOns[id] = quantity;
    }
  }
  return plan;
}

/** The cart that holds a plan: one for the programme and for the residence, each add-on's count. */
export function cartFromPlan({ programme, residence, addOns }: StayPlan): Record<string, number> {
  const items: Record<string, number> = {};
  if (programme) items[planKey.programme(programme.id, programme.length)] = 1;
  if (residence) items[planKey.residence(residence)] = 1;
  for (const id of ADD_ONS) if (addOns[id]) items[planKey.addOn(id)] = addOns[id];
  return items;
}

/** The prices an estimate reads (the centre's, in whole dirhams). */
export interface FeeSchedule {
  programmes: Record<PlanProgramme, { weekly: { from: number; to: number }; unit: 'week' | 'day' }>;
  addOns: Record<AddOn, number>;
}

/** An estimate: a range, since the medical care needed also moves the price; equal ends when nothing is open. */
export interface Estimate {
  from: number;
  to: number;
}

/**
 * The estimate rule. A programme costs its weekly range for each week (a day is a seventh of a week); a
 * private suite keeps the lower half of the range, a garden villa the upper half, no choice the whole of it.
 * Add-ons add their price for each one. Whole dirhams; null when nothing in the plan has a price (a residence alone has none).
 */
export function estimatePlan(plan: StayPlan, schedule: FeeSchedule): Estimate | null {
  let from = 0;
  let to = 0;
  if (plan.programme) {
    const { weekly, unit } = schedule.programmes[plan.programme.id];
    const middle = (weekly.from + weekly.to) / 2;
    const low = plan.residence === 'gardenVilla' ? middle : weekly.from;
    const high = plan.residence === 'privateSuite' ? middle : weekly.to;
    const weeks = unit === 'week' ? plan.programme.length : plan.programme.length / 7;
    from += low * weeks;
    to += high * weeks;
  }
  let addOns = 0;
  for (const id of ADD_ONS) addOns += (plan.addOns[id] ?? 0) * schedule.addOns[id];
  if (!plan.programme && addOns === 0) return null;
  return { from: Math.round(from + addOns), to: Math.round(to + addOns) };
}
