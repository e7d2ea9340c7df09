import type { Bilingual } from './languages.ts';

/**
 * The self-check questionnaires (ADR 023): PHQ-9 (depression) and GAD-7 (anxiety), each answered
 * "over the last two weeks" on the same four-step scale, scored 0–3 an item and summed. The bands
 * are the published ones (Kroenke et al. 2001; Spitzer et al. 2006), with their words in both
 * languages beside them, for the visitor's result and, when sent, the staff item.
 */
export const SCREENERS = ['phq9', 'gad7'] as const;
export type Screener = (typeof SCREENERS)[number];

/** How often, over the last two weeks: each answer's score is its position, 0 to 3. */
export const FREQUENCY_SCORES = [0, 1, 2, 3] as const;
export type FrequencyScore = (typeof FREQUENCY_SCORES)[number];

export const BANDS = ['minimal', 'mild', 'moderate', 'moderatelySevere', 'severe'] as const;
export type Band = (typeof BANDS)[number];

interface ScreenerRules {
  items: number;
  /** Each band and the lowest total it starts at, from the lowest band up. */
  bands: ReadonlyArray<readonly [Band, number]>;
}

export const SCREENER_RULES: Readonly<Record<Screener, ScreenerRules>> = {
  phq9: {
    items: 9,
    bands: [
      ['minimal', 0],
      ['mild', 5],
      ['moderate', 10],
      ['moderatelySevere', 15],
      ['severe', 20],
    ],
  },
  gad7: {
    items: 7,
    bands: [
      ['minimal', 0],
      ['mild', 5],
      ['moderate', 10],
      ['severe', 15],
    ],
  },
};

export const BAND_LABELS: Readonly<Record<Band, Bilingual>> = {
  minimal: { en: 'Minimal', ar: 'ضئيلة' },
  mild: { en: 'Mild', ar: 'خفيفة' },
  moderate: { en: 'Moderate', ar: 'متوسطة' },
  moderatelySevere: { en: 'Moderately severe', ar: 'متوسطة إلى شديدة' },
  severe: { en: 'Severe', ar: 'شديدة' },
};

export const SCREENER_NAMES: Readonly<Record<Screener, Bilingual>> = {
  phq9: { en: 'PHQ-9 (low mood and depression)', ar: 'PHQ-9 (المزاج المنخفض والاكتئاب)' },
  gad7: { en: 'GAD-7 (worry and anxiety)', ar: 'GAD-7 (القلق والتوتر)' },
};

export interface ScreenerScore {
  score: number;
  /** The highest score the questionnaire can give: 27 for PHQ-9, 21 for GAD-7. */
  maximum: number;
  band: Band;
}

/** A complete set of answers: one score of 0–3 for each item, in order. */
export const isComplete = (screener: Screener, answers: ReadonlyArray<number | null>): answers is FrequencyScore[] =>
  answers.length === SCREENER_RULES[screener].items &&
  answers.every((answer) => FREQUENCY_SCORES.includes(answer as FrequencyScore));

export function scoreScreener(screener: Screener, answers: readonly FrequencyScore[]): ScreenerScore {
  const rules = SCREENER_RULES[screener];
  if (!isComplete(screener, answers)) throw new RangeError(`${screener} needs ${rules.items} answers of 0 to 3`);
  const score = answers.reduce<number>((sum, answer) => sum + answer, 0);
  const band = rules.bands.findLast(([, from]) => score >= from)![0];
  return { score, maximum: rules.items * 3, band };
}

/**
 * PHQ-9's ninth item asks about thoughts of being better off dead or of self-harm: any answer above
 * "not at all" shows the crisis notice before the result, whatever the total.
 */
export const SELF_HARM_ITEM = 8;
export const needsCrisisNotice = (screener: Screener, answers: ReadonlyArray<number | null>) =>
  screener === 'phq9' && (answers[SELF_HARM_ITEM] ?? 0) > 0;
