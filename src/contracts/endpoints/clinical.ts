import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import {
  CLINICAL_DECISIONS,
  CLINICAL_TEXT_MAX_LENGTH,
  type ClinicalCase,
  type ClinicalDecision,
  type ClinicalQueue,
} from '../clinical';
import { ERROR_CODES } from '../errors';
import { PERSON_KNOWS, RELATIONSHIPS } from '../forms/discretion';
import { inboxItemParamsSchema } from '../inbox-schema';
import { LANGUAGES } from '../languages';
import { STAGES } from '../pipeline';
import { hasControlCharacters, isBlank } from '../text';
import { endpoint, keepReadable } from './endpoint';

const time = z.iso.datetime({ offset: true });
// What only describes a case falls back to "not given"; what names it must be right or the row is left out.
const described = <T extends z.ZodType>(schema: T) => schema.nullable().catch(null);
// Free text on several lines: tabs and line breaks are fine, other control characters are not.
const words = z
  .string()
  .max(CLINICAL_TEXT_MAX_LENGTH)
  .refine((value) => !isBlank(value) && !hasControlCharacters(value.replace(/[\t\r\n]/g, ' ')));

export const clinicalDecisionSchema = z.object({
  decision: z.enum(CLINICAL_DECISIONS),
  alternatives: z.string().nullable(),
  reason: z.string(),
  by: z.string(),
  at: time,
}) satisfies z.ZodType<ClinicalDecision>;

const clinicalCaseSchema = z.object({
  reference: z.string().min(1).max(32),
  receivedAt: time,
  language: z.enum(LANGUAGES),
  stage: z.enum(STAGES),
  assessmentAt: described(time),
  programme: described(z.string()),
  forWhom: described(z.string()),
  relationship: described(z.enum(RELATIONSHIPS)),
  personKnows: described(z.enum(PERSON_KNOWS)),
  message: z.string(),
  decision: described(clinicalDecisionSchema),
}) satisfies z.ZodType<ClinicalCase>;

const caseAnswerSchema = z.object({ item: clinicalCaseSchema });

/** POST …/decision: the decision, its reason, and where the family was referred (only, and always, when referred). */
export const clinicalDecisionBodySchema = z
  .strictObject({
    decision: z.enum(CLINICAL_DECISIONS),
    alternatives: words.optional(),
    reason: words,
  })
  .refine(
    (body) => (body.decision === 'referElsewhere') === (body.alternatives !== undefined),
    'A referral needs the alternatives given, and only a referral has them.',
  );
export type ClinicalDecisionBody = z.output<typeof clinicalDecisionBodySchema>;

/** The clinical review: only clinical reviewers, only the clinical fields and the family's words. */
export const CLINICAL_ENDPOINTS = {
  queue: endpoint({
    method: 'GET',
    path: API_PATHS.clinical,
    access: 'clinicalDecisions',
    answers: { 200: z.object({ items: keepReadable(clinicalCaseSchema) }) satisfies z.ZodType<ClinicalQueue> },
    errors: [],
  }),
  item: endpoint({
    method: 'GET',
    path: API_PATHS.clinicalCase,
    access: 'clinicalDecisions',
    params: inboxItemParamsSchema,
    answers: { 200: caseAnswerSchema },
    errors: [ERROR_CODES.invalidParams, ERROR_CODES.notFound],
  }),
  decide: endpoint({
    method: 'POST',
    path: API_PATHS.clinicalDecision,
    access: 'clinicalDecisions',
    params: inboxItemParamsSchema,
    body: clinicalDecisionBodySchema,
    answers: { 201: caseAnswerSchema },
    errors: [ERROR_CODES.invalidParams, ERROR_CODES.invalidBody, ERROR_CODES.notFound],
  }),
};
