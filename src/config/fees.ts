import type { PageId } from '#contracts/routes';
import { PLAN_PROGRAMMES, type AddOn, type FeeSchedule } from '#contracts/stay-plan';

/*
 * The centre's own fees, in one place: the fees page formats them for each language (the currency
 * as each language writes it, Arabic-Indic digits in Arabic).
 *
 * TO BE CONFIRMED BY THE CENTRE: every figure below was written for the website as a plausible
 * starting point (luxury residential care in Dubai, 2026), not taken from the centre's price list.
 * The finance team must check each one (prices, lengths of stay, deposit and refund terms) before
 * the site goes live, then set `FEES_CONFIRMED` to true.
 */
export const FEES_CONFIRMED = false;

/** ISO 4217: every price is in UAE dirhams. */
export const FEES_CURRENCY = 'AED';

/** The four residential programmes, as the treatment pages name them. */
export type FeeProgramme = Extract<
  PageId,
  'addiction' | 'anxietyDepression' | 'eatingDisorders' | 'marriageCounseling'
>;

export interface ProgrammeFees {
  /** The price of one week, lowest to highest (the suite chosen and the medical care needed decide where in it). */
  weekly: { from: number; to: number };
  /** The usual length of stay; the same figures as the programme's treatment page. */
  stay: { from: number; to: number; unit: 'week' | 'day' };
}

/** Per programme, in the order of the treatment pages. For the couples' retreat, the price is for the couple. */
export const programmeFees: Record<FeeProgramme, ProgrammeFees> = {
  addiction: { weekly: { from: 32_000, to: 48_000 }, stay: { from: 4, to: 12, unit: 'week' } },
  anxietyDepression: { weekly: { from: 28_000, to: 42_000 }, stay: { from: 3, to: 8, unit: 'week' } },
  eatingDisorders: { weekly: { from: 34_000, to: 50_000 }, stay: { from: 6, to: 12, unit: 'week' } },
  marriageCounseling: { weekly: { from: 38_000, to: 55_000 }, stay: { from: 5, to: 10, unit: 'day' } },
};

/**
 * The extras a stay plan can add (the fees page's "Extras you can add"), in dirhams each: a session, a
 * treatment, a night. The residences have no price of their own: the suite decides where in a
 * programme's weekly range the price falls (src/contracts/stay-plan.ts).
 */
export const addOnFees: Record<AddOn, number> = { extraTherapy: 1_500, spaTreatment: 900, guestNight: 2_500 };

/** The prices a stay plan's estimate reads. */
export const feeSchedule: FeeSchedule = {
  programmes: Object.fromEntries(
    PLAN_PROGRAMMES.map((id) => [id, { weekly: programmeFees[id].weekly, unit: programmeFees[id].stay.unit }]),
  ) as FeeSchedule['programmes'],
  addOns: addOnFees,
};

/** Deposit and refunds. */
export const feeTerms = {
  /** The deposit that confirms an admission date, in weeks of the programme's fees; it is set against the last week. */
  depositWeeks: 1,
  /** Cancelling at least this many days before admission refunds the deposit in full. */
  fullRefundDays: 7,
  /** Cancelling later refunds this share of the deposit. */
  lateRefundPercent: 50,
  /** Refunds reach the way the family paid within this many days. */
  refundWithinDays: 14,
};
