import { CONTACT_METHOD_LABELS } from './forms/enquiry-rules.ts';
import type { Bilingual } from './languages.ts';

/**
 * The admissions pipeline: where an enquiry or message stands, why it closed, and how each try to
 * reach the family went. Each list's words in both languages stand beside it, the one wording of
 * the pages, the CSV exports and the reports.
 */
export const STAGES = ['new', 'inContact', 'assessmentBooked', 'admitted', 'closed', 'spam'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Readonly<Record<Stage, Bilingual>> = {
  new: { en: 'New', ar: 'جديد' },
  inContact: { en: 'In contact', ar: 'قيد التواصل' },
  assessmentBooked: { en: 'Assessment booked', ar: 'حُجز موعد التقييم' },
  admitted: { en: 'Admitted', ar: 'دخل المركز' },
  closed: { en: 'Closed', ar: 'مغلق' },
  spam: { en: 'Suspected spam', ar: 'رسالة مزعجة محتملة' },
};

export const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage);

/** The stages still being worked: the clock, follow-ups and "needs action" count only these. */
export const OPEN_STAGES = ['new', 'inContact', 'assessmentBooked'] as const satisfies readonly Stage[];
export const isOpenStage = (stage: Stage) => (OPEN_STAGES as readonly Stage[]).includes(stage);

/**
 * The funnel's steps, in order: an item that reached one has passed the ones before it (the
 * reports count how far each item ever went; migration 008's stage_rank numbers them 1, 2, 3).
 */
export const FUNNEL_STAGES = ['inContact', 'assessmentBooked', 'admitted'] as const satisfies readonly Stage[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

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

export const CLOSE_REASON_LABELS: Readonly<Record<CloseReason, Bilingual>> = {
  notReachable: { en: 'Could not be reached', ar: 'تعذّر الوصول إليهم' },
  otherCentre: { en: 'Chose another centre', ar: 'اختاروا مركزًا آخر' },
  cost: { en: 'Cost', ar: 'الرسوم' },
  notSuitable: { en: 'Not suitable / referred elsewhere', ar: 'غير مناسب / أُحيل إلى جهة أخرى' },
  notReady: { en: 'Not ready yet', ar: 'غير مستعدين بعد' },
  duplicate: { en: 'Duplicate', ar: 'استفسار مكرر' },
  other: { en: 'Other', ar: 'سبب آخر' },
};

export const ATTEMPT_CHANNELS = ['phone', 'whatsapp', 'email'] as const;
export type AttemptChannel = (typeof ATTEMPT_CHANNELS)[number];
/** The channels the family chooses from on the form, named as the form names them. */
export const ATTEMPT_CHANNEL_LABELS: Readonly<Record<AttemptChannel, Bilingual>> = CONTACT_METHOD_LABELS;

export const ATTEMPT_OUTCOMES = ['reached', 'noAnswer', 'leftMessage', 'wrongNumber', 'callLater'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export const ATTEMPT_OUTCOME_LABELS: Readonly<Record<AttemptOutcome, Bilingual>> = {
  reached: { en: 'Reached', ar: 'تمّ الرد' },
  noAnswer: { en: 'No answer', ar: 'لم يُجب أحد' },
  leftMessage: { en: 'Left a message', ar: 'تُركت رسالة' },
  wrongNumber: { en: 'Wrong number', ar: 'رقم خاطئ' },
  callLater: { en: 'Asked to call later', ar: 'طلبوا الاتصال لاحقًا' },
};

/** Outcomes that did not reach the family: they count toward the cap that asks for a decision. */
export const FAILED_OUTCOMES = ['noAnswer', 'leftMessage', 'wrongNumber'] as const satisfies readonly AttemptOutcome[];
export const isFailedOutcome = (outcome: AttemptOutcome) =>
  (FAILED_OUTCOMES as readonly AttemptOutcome[]).includes(outcome);

/** The list's owner filter: anyone, the signed-in member's own, or nobody's. */
export const OWNER_FILTERS = ['mine', 'unassigned'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

/** The list's next-step filter; 'messages': the family wrote since the team last read its messages. */
export const DUE_FILTERS = ['today', 'overdue', 'messages'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** Why two items were flagged as one family, and what staff decided. */
export const MATCH_REASONS = ['phone', 'email', 'name'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
export const LINK_STATES = ['flagged', 'linked', 'dismissed'] as const;
export type LinkState = (typeof LINK_STATES)[number];
/** What staff may set a link to: `flagged` again undoes a decision. */
export const LINK_DECISIONS = ['linked', 'dismissed', 'flagged'] as const satisfies readonly LinkState[];
export type LinkDecision = (typeof LINK_DECISIONS)[number];
