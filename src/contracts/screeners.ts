import type { Bilingual } from './languages.ts';

/**
 * The self-check questionnaires (ADR 023): PHQ-9 (depression) and GAD-7 (anxiety), answered "over
 * the last two weeks" on a four-step frequency scale, and SCOFF (eating), answered yes or no. Each
 * answer scores its position on its scale and the scores are summed. The bands are the published
 * ones (Kroenke et al. 2001; Spitzer et al. 2006; Morgan et al. 1999), with their words in both
 * languages beside them, for the visitor's result and, when sent, the staff item.
 */
export const SCREENERS = ['phq9', 'gad7', 'scoff'] as const;
export type Screener = (typeof SCREENERS)[number];

/**
 * The answer scales, each answer's score being its position: how often over the last two weeks,
 * "not at all" (0) to "nearly every day" (3); or no (0) and yes (1).
 */
export const SCALES = ['frequency', 'yesNo'] as const;
export type Scale = (typeof SCALES)[number];
export const SCALE_SCORES: Readonly<Record<Scale, readonly number[]>> = {
  frequency: [0, 1, 2, 3],
  yesNo: [0, 1],
};

export const BANDS = ['minimal', 'mild', 'moderate', 'moderatelySevere', 'severe', 'fewSigns', 'possibleCase'] as const;
export type Band = (typeof BANDS)[number];

interface ScreenerRules {
  items: number;
  scale: Scale;
  /** Each band and the lowest total it starts at, from the lowest band up. */
  bands: ReadonlyArray<readonly [Band, number]>;
  /** The item about self-harm: any answer above zero shows the crisis notice before the result. */
  crisisItem?: number;
}

export const SCREENER_RULES: Readonly<Record<Screener, ScreenerRules>> = {
  phq9: {
    items: 9,
    scale: 'frequency',
    bands: [
      ['minimal', 0],
      ['mild', 5],
      ['moderate', 10],
      ['moderatelySevere', 15],
      ['severe', 20],
    ],
    // "Thoughts that you would be better off dead, or of hurting yourself": whatever the total.
    crisisItem: 8,
  },
  gad7: {
    items: 7,
    scale: 'frequency',
    bands: [
      ['minimal', 0],
      ['mild', 5],
      ['moderate', 10],
      ['severe', 15],
    ],
  },
  scoff: {
    items: 5,
    scale: 'yesNo',
    // Two "yes" answers or more: a possible case of anorexia nervosa or bulimia (the published cut-off).
    bands: [
      ['fewSigns', 0],
      ['possibleCase', 2],
    ],
  },
};

export const BAND_LABELS: Readonly<Record<Band, Bilingual>> = {
  minimal: { en: 'Minimal', ar: 'ضئيلة' },
  mild: { en: 'Mild', ar: 'خفيفة' },
  moderate: { en: 'Moderate', ar: 'متوسطة' },
  moderatelySevere: { en: 'Moderately severe', ar: 'متوسطة إلى شديدة' },
  severe: { en: 'Severe', ar: 'شديدة' },
  fewSigns: { en: 'Few signs', ar: 'علامات قليلة' },
  possibleCase: { en: 'Possible eating disorder', ar: 'احتمال اضطراب في الأكل' },
};

export const SCREENER_NAMES: Readonly<Record<Screener, Bilingual>> = {
  phq9: { en: 'PHQ-9 (low mood and depression)', ar: 'PHQ-9 (المزاج المنخفض والاكتئاب)' },
  gad7: { en: 'GAD-7 (worry and anxiety)', ar: 'GAD-7 (القلق والتوتر)' },
  scoff: { en: 'SCOFF (eating)', ar: 'SCOFF (الأكل)' },
};

export interface ScreenerScore {
  score: number;
  /** The highest score the questionnaire can give: 27 for PHQ-9, 21 for GAD-7, 5 for SCOFF. */
  maximum: number;
  band: Band;
}

/** Every item answered with its scale's top score. */
export const maximumScore = (screener: Screener) => {
  const { items, scale } = SCREENER_RULES[screener];
  return items * Math.max(...SCALE_SCORES[scale]);
};

/** A complete set of answers: one score on the questionnaire's scale for each item, in order. */
export const isComplete = (screener: Screener, answers: ReadonlyArray<number | null>): answers is number[] => {
  const { items, scale } = SCREENER_RULES[screener];
  return answers.length === items && answers.every((answer) => SCALE_SCORES[scale].includes(answer as number));
};

/** A self-check's answers a visitor chose to send with their enquiry: the questionnaire and its answers in order. */
export interface SelfCheckAnswers {
  screener: Screener;
  answers: number[];
}

/** Whether `value` (from history state, a request, a stored row) is a whole questionnaire's answers and nothing else. */
export function isSelfCheckAnswers(value: unknown): value is SelfCheckAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const { screener, answers, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    SCREENERS.includes(screener as Screener) &&
    Array.isArray(answers) &&
    isComplete(screener as Screener, answers as unknown[] as number[])
  );
}

export function scoreScreener(screener: Screener, answers: readonly number[]): ScreenerScore {
  const rules = SCREENER_RULES[screener];
  if (!isComplete(screener, answers))
    throw new RangeError(`${screener} needs ${rules.items} answers on its ${rules.scale} scale`);
  const score = answers.reduce((sum, answer) => sum + answer, 0);
  const band = rules.bands.findLast(([, from]) => score >= from)![0];
  return { score, maximum: maximumScore(screener), band };
}

/** Any answer above zero to the questionnaire's self-harm item, if it has one, even before the rest are answered. */
export const needsCrisisNotice = (screener: Screener, answers: ReadonlyArray<number | null>) => {
  const { crisisItem } = SCREENER_RULES[screener];
  return crisisItem !== undefined && (answers[crisisItem] ?? 0) > 0;
};
