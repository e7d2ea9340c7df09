import { z } from 'zod';
import { ADD_ONS, PLAN_MAX_ADD_ON, PLAN_MAX_LENGTH, PLAN_PROGRAMMES, RESIDENCES, type StayPlan } from './stay-plan';

/** A stay plan as a request carries it (the family's "Send this plan to the team"): nothing else in it. */
export const stayPlanSchema = z.strictObject({
  programme: z.strictObject({ id: z.enum(PLAN_PROGRAMMES), length: z.int().min(1).max(PLAN_MAX_LENGTH) }).nullable(),
  residence: z.enum(RESIDENCES).nullable(),
  addOns: z.partialRecord(z.enum(ADD_ONS), z.int().min(1).max(PLAN_MAX_ADD_ON)),
}) satisfies z.ZodType<StayPlan>;
