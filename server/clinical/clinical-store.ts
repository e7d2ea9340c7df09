import type { ClinicalCase, ClinicalDecision } from '#contracts/clinical';
import { CLINICAL_DECISIONS, type ClinicalDecisionKind } from '#contracts/clinical';
import type { ClinicalDecisionBody } from '#contracts/endpoints/clinical';
import { PERSON_KNOWS, RELATIONSHIPS, type PersonKnows, type Relationship } from '#contracts/forms/discretion';
import { isStage } from '#contracts/pipeline';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { iso, type Time } from '../items/inbox-rows';

interface CaseRow {
  reference: string;
  created_at: Time;
  language: string;
  stage: string;
  assessment_at: Time | null;
  programme: string | null;
  for_whom: string | null;
  relationship: string | null;
  person_knows: string | null;
  message: string;
  clinical_decision: string | null;
  clinical_alternatives: string | null;
  clinical_reason: string | null;
  decided_by: string | null;
  decided_at: Time | null;
}

/**
 * Only the clinical fields and the family's words, with the latest decision: the name, phone and
 * email columns are never selected, so no change elsewhere can leak them into this answer.
 */
const CASE_SELECT = `SELECT e.reference, e.created_at, e.language, e.stage, e.assessment_at, e.programme, e.for_whom,
       e.relationship, e.person_knows, e.message,
       d.clinical_decision, d.clinical_alternatives, d.clinical_reason, d.by_name AS decided_by, d.at AS decided_at
  FROM enquiries e
  LEFT JOIN LATERAL (
    SELECT clinical_decision, clinical_alternatives, clinical_reason, by_name, at FROM inbox_events
     WHERE reference = e.reference AND type = 'clinical' ORDER BY id DESC LIMIT 1
  ) d ON true`;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    values.includes(value as T);
const isDecision = oneOf<ClinicalDecisionKind>(CLINICAL_DECISIONS);
const isRelationship = oneOf<Relationship>(RELATIONSHIPS);
const isPersonKnows = oneOf<PersonKnows>(PERSON_KNOWS);

function toCase(row: CaseRow): ClinicalCase | null {
  if (!isStage(row.stage)) return null;
  const decision: ClinicalDecision | null =
    isDecision(row.clinical_decision) && row.decided_by !== null && row.decided_at !== null
      ? {
          decision: row.clinical_decision,
          alternatives: row.clinical_alternatives,
          reason: row.clinical_reason ?? '',
          by: row.decided_by,
          at: iso(row.decided_at),
        }
      : null;
  return {
    reference: row.reference,
    receivedAt: iso(row.created_at),
    language: row.language === 'ar' ? 'ar' : 'en',
    stage: row.stage,
    assessmentAt: row.stage === 'assessmentBooked' && row.assessment_at !== null ? iso(row.assessment_at) : null,
    programme: row.programme,
    forWhom: row.for_whom,
    relationship: isRelationship(row.relationship) ? row.relationship : null,
    personKnows: isPersonKnows(row.person_knows) ? row.person_knows : null,
    message: row.message,
    decision,
  };
}

/**
 * The enquiries waiting for a clinical decision, oldest first: those with an assessment booked and
 * no decision yet (the assessment is where the clinical question is asked; before it the team has
 * not yet spoken with the family).
 */
export async function listWaiting(db: Database): Promise<ClinicalCase[]> {
  const rows = await db.query<CaseRow>(
    `${CASE_SELECT} WHERE e.stage = 'assessmentBooked' AND d.clinical_decision IS NULL ORDER BY e.created_at, e.id`,
  );
  return rows.flatMap((row) => toCase(row) ?? []);
}

/** One enquiry in the clinical shape, decided or not; null when there is no such enquiry. */
export async function readCase(db: Database, reference: string): Promise<ClinicalCase | null> {
  const [row] = await db.query<CaseRow>(`${CASE_SELECT} WHERE e.reference = $1`, [reference]);
  return row ? toCase(row) : null;
}

/**
 * Records a decision as a history entry and its audit line in one statement: both or neither. The
 * trail names the decision's kind, never the reason or the alternatives. False when there is no
 * such enquiry.
 */
export async function recordDecision(
  db: Database,
  reference: string,
  body: ClinicalDecisionBody,
  by: { name: string; actor: Actor },
): Promise<boolean> {
  const rows = await db.query<{ reference: string }>(
    ...named(
      `WITH target AS (SELECT reference FROM enquiries WHERE reference = :reference),
       decided AS (
         INSERT INTO inbox_events (reference, by_name, type, clinical_decision, clinical_alternatives, clinical_reason)
         SELECT reference, :byName, 'clinical', :decision, :alternatives, :reason FROM target RETURNING reference
       ),
       ${auditStep('decision_audit', 'clinical-decided', 'decided', {
         about: 'reference',
         detail: "jsonb_build_object('decision', :decision::text)",
       })}
       SELECT reference FROM decided`,
      {
        reference,
        byName: by.name,
        decision: body.decision,
        alternatives: body.alternatives ?? null,
        reason: body.reason,
        ...actorParams(by.actor),
      },
    ),
  );
  return rows.length > 0;
}
