/**
 * The admissions pipeline: where an enquiry or message stands, why it closed, and how each try to
 * reach the family went. Codes only; each side words them in both languages.
 */
export const STAGES = ['new', 'inContact', 'assessmentBooked', 'admitted', 'closed', 'spam'] as const;
export type Stage = (typeof STAGES)[number];

export const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage);

/** The stages still being worked: the clock, follow-ups and "needs action" count only these. */
export const OPEN_STAGES = ['new', 'inContact', 'assessmentBooked'] as const satisfies readonly Stage[];
export const isOpenStage = (stage: Stage) => (OPEN_STAGES as readonly Stage[]).includes(stage);

export const CLOSE_REASONS = [
  'notReachable',
  'otherCentre',
  'cost',
  'notSuitable',
  'notReady',
  'duplicate',
  'other',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export const ATTEMPT_CHANNELS = ['phone', 'whatsapp', 'email'] as const;
export type AttemptChannel = (typeof ATTEMPT_CHANNELS)[number];

export const ATTEMPT_OUTCOMES = ['reached', 'noAnswer', 'leftMessage', 'wrongNumber', 'callLater'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** Outcomes that did not reach the family: they count toward the cap that asks for a decision. */
export const FAILED_OUTCOMES = ['noAnswer', 'leftMessage', 'wrongNumber'] as const satisfies readonly AttemptOutcome[];
export const isFailedOutcome = (outcome: AttemptOutcome) =>
  (FAILED_OUTCOMES as readonly AttemptOutcome[]).includes(outcome);

/** The list's owner filter: anyone, the signed-in member's own, or nobody's. */
export const OWNER_FILTERS = ['mine', 'unassigned'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

/** The list's next-step filter. */
export const DUE_FILTERS = ['today', 'overdue'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** Why two items were flagged as one family, and what staff decided. */
export const MATCH_REASONS = ['phone', 'email', 'name'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
export const LINK_STATES = ['flagged', 'linked', 'dismissed'] as const;
export type LinkState = (typeof LINK_STATES)[number];
export const LINK_DECISIONS = ['linked', 'dismissed'] as const satisfies readonly LinkState[];
export type LinkDecision = (typeof LINK_DECISIONS)[number];
