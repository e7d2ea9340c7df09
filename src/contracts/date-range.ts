import { z } from 'zod';

/** A calendar day, YYYY-MM-DD, read in the centre's time zone (src/contracts/centre-day.ts). */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The longest range a report, the audit page or an export reads at once. */
export const MAX_RANGE_DAYS = 2 * 366;

/** The years a range may name: the centre's records start after 2000, and a year past 2100 is a typing slip. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const day = z
  .string()
  .regex(DAY_PATTERN)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    // Some engines answer NaN for a day the month lacks (Feb 31), others roll it over: both are refused.
    const time = Date.parse(`${value}T00:00:00Z`);
    return (
      year >= FIRST_YEAR && year <= LAST_YEAR && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
    );
  });

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** How many days `from`–`to` spans, both included. */
export const rangeDays = ({ from, to }: { from: string; to: string }) => dayNumber(to) - dayNumber(from) + 1;

/** `from` and `to`, both days included, `from` not after `to`, at most MAX_RANGE_DAYS apart. */
export const dateRangeShape = { from: day, to: day };
export const isSensibleRange = (range: { from: string; to: string }) =>
  rangeDays(range) >= 1 && rangeDays(range) <= MAX_RANGE_DAYS;

export const dateRangeSchema = z.object(dateRangeShape).refine(isSensibleRange, { path: ['to'] });
export type DateRange = z.output<typeof dateRangeSchema>;
