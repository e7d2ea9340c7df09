import type { PersonKnows, Relationship } from './forms/discretion.ts';
import type { Bilingual, Language } from './languages.ts';
import type { Stage } from './pipeline.ts';

/**
 * The clinical decision on an enquiry (issue 33): a clinical reviewer accepts it, refers the family
 * elsewhere (saying where), or finds it not suitable now, and says why. It joins the item's history,
 * so the admissions team sees it where they work.
 */
export const CLINICAL_DECISIONS = ['accept', 'referElsewhere', 'notSuitableNow'] as const;
export type ClinicalDecisionKind = (typeof CLINICAL_DECISIONS)[number];

export const CLINICAL_DECISION_LABELS: Readonly<Record<ClinicalDecisionKind, Bilingual>> = {
  accept: { en: 'Accept', ar: 'قبول' },
  referElsewhere: { en: 'Refer elsewhere', ar: 'إحالة إلى جهة أخرى' },
  notSuitableNow: { en: 'Not suitable now', ar: 'غير مناسب حاليًا' },
};

/** The reason and the alternatives given: free text, kept to what a reviewer writes in a few paragraphs. */
export const CLINICAL_TEXT_MAX_LENGTH = 2000;

/** A recorded decision; `by` is the reviewer's name at the time. */
export interface ClinicalDecision {
  decision: ClinicalDecisionKind;
  /** Where the family was referred: only for `referElsewhere`. */
  alternatives: string | null;
  reason: string;
  by: string;
  at: string;
}

/**
 * An enquiry as the clinical reviewer sees it: the clinical fields and the family's words, never a
 * name, a phone or an email.
 */
export interface ClinicalCase {
  reference: string;
  receivedAt: string;
  language: Language;
  stage: Stage;
  /** When the assessment is, while one is booked; null otherwise. */
  assessmentAt: string | null;
  programme: string | null;
  forWhom: string | null;
  relationship: Relationship | null;
  personKnows: PersonKnows | null;
  message: string;
  /** The latest decision, if any. */
  decision: ClinicalDecision | null;
}

/** GET /api/clinical: the enquiries waiting for a clinical decision, oldest first. */
export interface ClinicalQueue {
  items: ClinicalCase[];
}
