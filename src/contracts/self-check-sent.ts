import { z } from 'zod';
import {
  isSelfCheckAnswers,
  SCREENERS,
  scoreScreener,
  type Screener,
  type ScreenerScore,
  type SelfCheckAnswers,
  needsCrisisNotice,
} from './screeners.ts';

/**
 * A self-check's answers a visitor chose to send with their enquiry ("send my answers with my
 * enquiry"): the questionnaire and one score per item, in order, as its scale scores them. Nothing
 * else: the result is worked out again wherever it is shown, never taken from the sender.
 */
export const selfCheckAnswersSchema = z
  .strictObject({ screener: z.enum(SCREENERS), answers: z.array(z.number().int()).max(9) })
  .refine(isSelfCheckAnswers, { message: 'One answer on the scale for each question.', path: ['answers'] });

/** The self-check as the staff item shows it: its score and band, and whether the self-harm question was answered above zero. */
export interface SentSelfCheck extends ScreenerScore {
  screener: Screener;
  crisis: boolean;
}

/** The answers a stored value holds (untrusted: anything that is not a complete set reads as none). */
export function storedSelfCheckOf(stored: unknown): SelfCheckAnswers | null {
  const value = typeof stored === 'string' ? safeJson(stored) : stored;
  return isSelfCheckAnswers(value) ? value : null;
}

/** The sent self-check of a stored value, scored again; null when it holds none. */
export function sentSelfCheckOf(stored: unknown): SentSelfCheck | null {
  const sent = storedSelfCheckOf(stored);
  if (!sent) return null;
  const { screener, answers } = sent;
  return { screener, ...scoreScreener(screener, answers), crisis: needsCrisisNotice(screener, answers) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
