import {
  cartFromPlan,
  estimatePlan,
  planFromCart,
  planKey,
  type FeeSchedule,
  type StayPlan,
} from '#contracts/stay-plan';
import { stayPlanSchema } from '#contracts/stay-plan-schema';

const schedule: FeeSchedule = {
  programmes: {
    addiction: { weekly: { from: 30_000, to: 40_000 }, unit: 'week' },
    anxietyDepression: { weekly: { from: 20_000, to: 30_000 }, unit: 'week' },
    eatingDisorders: { weekly: { from: 20_000, to: 30_000 }, unit: 'week' },
    marriageCounseling: { weekly: { from: 35_000, to: 49_000 }, unit: 'day' },
  },
  addOns: { extraTherapy: 1_000, spaTreatment: 500, guestNight: 2_000 },
};

const plan: StayPlan = {
  programme: { id: 'addiction', length: 4 },
  residence: null,
  addOns: { extraTherapy: 2 },
};

describe('the stay plan in the cart', () => {
  it('holds one programme and two sessions as a count of 3', () => {
    const items = cartFromPlan(plan);
    expect(items).toEqual({ 'programme:addiction:4': 1, 'addon:extraTherapy': 2 });
    expect(Object.values(items).reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(planFromCart(items)).toEqual(plan);
  });

  it('leaves out keys it does not know, bad lengths and counts, and a second programme or residence', () => {
    const items = {
      towel: 2,
      'programme:addiction:4': 1,
      'programme:eatingDisorders:6': 1,
      'programme:anxietyDepression:04': 1,
      'residence:gardenVilla': 1,
      'residence:privateSuite': 1,
      'residence:penthouse': 1,
      'addon:spaTreatment': 100,
      'addon:guestNight': 3,
      'addon:pool': 1,
    };
    expect(planFromCart(items)).toEqual({
      programme: { id: 'addiction', length: 4 },
      residence: 'gardenVilla',
      addOns: { guestNight: 3 },
    });
    expect(planFromCart({ 'programme:addiction:0': 1, 'programme:addiction:53': 1 }).programme).toBeNull();
  });

  it('names each part by a key of its own', () => {
    expect([planKey.programme('addiction', 6), planKey.residence('privateSuite'), planKey.addOn('guestNight')]).toEqual(
      ['programme:addiction:6', 'residence:privateSuite', 'addon:guestNight'],
    );
  });
});

describe('the estimate rule', () => {
  it('is the weekly range for each week, plus each add-on', () => {
    expect(estimatePlan(plan, schedule)).toEqual({ from: 122_000, to: 162_000 });
  });

  it('keeps the lower half of the range for a private suite and the upper half for a garden villa', () => {
    expect(estimatePlan({ ...plan, residence: 'privateSuite', addOns: {} }, schedule)).toEqual({
      from: 120_000,
      to: 140_000,
    });
    expect(estimatePlan({ ...plan, residence: 'gardenVilla', addOns: {} }, schedule)).toEqual({
      from: 140_000,
      to: 160_000,
    });
  });

  it('counts a day as a seventh of a week, in whole dirhams', () => {
    const retreat: StayPlan = { programme: { id: 'marriageCounseling', length: 5 }, residence: null, addOns: {} };
    expect(estimatePlan(retreat, schedule)).toEqual({ from: 25_000, to: 35_000 });
    expect(estimatePlan({ ...retreat, programme: { id: 'marriageCounseling', length: 3 } }, schedule)).toEqual({
      from: 15_000,
      to: 21_000,
    });
  });

  it('is the add-ons alone without a programme, and nothing for an empty plan', () => {
    expect(estimatePlan({ programme: null, residence: null, addOns: { spaTreatment: 3 } }, schedule)).toEqual({
      from: 1_500,
      to: 1_500,
    });
    expect(estimatePlan({ programme: null, residence: null, addOns: {} }, schedule)).toBeNull();
  });
});

describe('stayPlanSchema', () => {
  it('takes a plan as the cart makes it', () => {
    expect(stayPlanSchema.parse(plan)).toEqual(plan);
  });

  it.each([
    ['an unknown programme', { ...plan, programme: { id: 'notSure', length: 4 } }],
    ['a length of 0', { ...plan, programme: { id: 'addiction', length: 0 } }],
    ['a fractional count', { ...plan, addOns: { spaTreatment: 1.5 } }],
    ['an unknown add-on', { ...plan, addOns: { pool: 1 } }],
    ['an unknown residence', { ...plan, residence: 'penthouse' }],
    ['more fields', { ...plan, estimate: 1 }],
  ])('refuses %s', (_case, value) => {
    expect(stayPlanSchema.safeParse(value).success).toBe(false);
  });
});
