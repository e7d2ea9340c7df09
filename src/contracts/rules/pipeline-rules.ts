import { centreDay } from '../centre-day.ts';
import { toLatinDigits } from '../forms/digits.ts';
import { respondBy, safeWindow } from '../clock.ts';
import type { Discretion } from '../forms/discretion.ts';
import type { InboxChange } from '../inbox-schema.ts';
import { isFailedOutcome, isOpenStage, type AttemptOutcome, type CloseReason, type Stage } from '../pipeline.ts';
import { RESPONSE_HOURS } from '../service-hours.ts';
import { nameWordKeys } from './match-keys.ts';

/**
 * The admissions pipeline's rules, once for the server and the mock server. The server applies the
 * changes in SQL (server/inbox/pipeline-store.ts, and overdueSql in inbox-rows.ts): its tests and
 * tests/contracts/rules hold both to the same cases.
 */

/** The server's settings when its environment sets none (FIRST_RESPONSE_MINUTES, MAX_FAILED_ATTEMPTS). */
export const PIPELINE_DEFAULTS = { firstResponseMinutes: 60, maxFailedAttempts: 5 } as const;

/** The days and hours a family allows contact in, in its time zone. */
export type FamilyWindow = Pick<Discretion, 'safeDays' | 'safeFrom' | 'safeTo' | 'timeZone'>;

/**
 * When the clock starts for an item that arrived at `arrival`: then, or the family's next allowed
 * time when it arrived outside their window. A team cannot answer before the family lets it.
 */
export function clockStart(arrival: Date, window: FamilyWindow | null | undefined): Date {
  if (!window || window.safeDays.length === 0 || window.safeFrom >= window.safeTo) return arrival;
  return safeWindow(window, arrival).nextStart ?? arrival;
}

/**
 * When an item arriving at `arrival` is due its first response: `targetMinutes` of the centre's
 * response hours on from the clock's start (the family's next allowed time when later).
 */
export const firstResponseDue = (arrival: Date, targetMinutes: number, window?: FamilyWindow | null) =>
  respondBy(clockStart(arrival, window), targetMinutes, RESPONSE_HOURS);

/** An open item not answered yet whose family's window is closed now: when it opens (null: not waiting). */
export function waitingForWindow(
  item: Pick<PipelineState, 'stage' | 'firstResponseAt'>,
  window: FamilyWindow | null | undefined,
  now: Date,
): Date | null {
  if (!window || item.firstResponseAt !== null || !isOpenStage(item.stage)) return null;
  const start = clockStart(now, window);
  return start.getTime() > now.getTime() ? start : null;
}

/** What the rules below read and change of an item; times are ISO 8601. */
export interface PipelineState {
  stage: Stage;
  closeReason: CloseReason | null;
  assessmentAt: string | null;
  respondBy: string | null;
  firstResponseAt: string | null;
  followUpAt: string | null;
  failedAttempts: number;
}

/** Moving to any stage but these is a response to the family. */
const NOT_A_RESPONSE: readonly Stage[] = ['new', 'spam'];

/**
 * One try to reach the family, at `at`. The first try is the first response and moves a new item to
 * "in contact"; a failed try adds to the count that asks for a decision, and reaching the family
 * (or being asked to call later) sets it back to zero.
 */
export const afterAttempt = <Item extends PipelineState>(item: Item, outcome: AttemptOutcome, at: string): Item => ({
  ...item,
  stage: item.stage === 'new' ? 'inContact' : item.stage,
  firstResponseAt: item.firstResponseAt ?? at,
  failedAttempts: isFailedOutcome(outcome) ? item.failedAttempts + 1 : 0,
});

/**
 * A change staff made at `at`. The first move out of "new" (to anything but spam) is the first
 * response; a follow-up set on an item waiting for a decision is the decision to go on, so its
 * failed tries count from zero again.
 */
export function afterChange<Item extends PipelineState>(
  item: Item,
  change: Pick<InboxChange, 'stage' | 'closeReason' | 'assessmentAt' | 'followUpAt'>,
  at: string,
  maxFailedAttempts: number,
): Item {
  const next = { ...item };
  if (change.stage) {
    next.stage = change.stage;
    next.closeReason = change.closeReason ?? null;
    next.assessmentAt = change.assessmentAt ?? null;
    if (next.firstResponseAt === null && !NOT_A_RESPONSE.includes(change.stage)) next.firstResponseAt = at;
  }
  if (change.followUpAt !== undefined) {
    next.followUpAt = change.followUpAt;
    if (change.followUpAt !== null && item.failedAttempts >= maxFailedAttempts) next.failedAttempts = 0;
  }
  return next;
}

/** Open, and tried `maxFailedAttempts` times without reaching the family: close it or go on. */
export const needsDecision = (item: Pick<PipelineState, 'stage' | 'failedAttempts'>, maxFailedAttempts: number) =>
  isOpenStage(item.stage) && item.failedAttempts >= maxFailedAttempts;

const before = (time: string | null, now: Date) => time !== null && Date.parse(time) < now.getTime();

/**
 * Open, and its follow-up is late at `now`, or its first response is while the family's window is
 * open: an item waiting for its window is not late before it opens (the list's chip, its filter and
 * the counts agree; the server's SQL asks `waitingReferences` the same).
 */
export const isOverdue = (item: PipelineState, now: Date, window?: FamilyWindow | null) =>
  isOpenStage(item.stage) &&
  ((item.firstResponseAt === null && before(item.respondBy, now) && waitingForWindow(item, window, now) === null) ||
    before(item.followUpAt, now));

/** Open, with a follow-up on the centre's calendar day of `now`. */
export function isDueToday(item: PipelineState, now: Date) {
  const { start, end } = centreDay(now);
  const at = item.followUpAt === null ? NaN : Date.parse(item.followUpAt);
  return isOpenStage(item.stage) && at >= start.getTime() && at < end.getTime();
}

/** What the list's search looks for; null: no such filter. */
export interface SearchTerms {
  /** The name, reference or email, in any case, as typed. */
  text: string | null;
  /**
   * Only when the text looks like a phone number ("050 123 4567", "+971-50…", «٠٥٠١٢٣٤٥٦٧»): its digits in
   * 0–9 without the leading zeros of a trunk 0 or an international 00, so a local form finds the stored +971….
   */
  digits: string | null;
  /** The name's words as script-independent keys (match-keys.ts): "Khalid" finds «خالد». */
  nameWords: string[];
}

export function searchTerms(q: string | null): SearchTerms {
  const text = q?.trim().toLowerCase() || null;
  const latin = text && toLatinDigits(text);
  const digits = latin && /^[\d\s+().-]+$/.test(latin) ? latin.replace(/\D/g, '').replace(/^0+/, '') || null : null;
  return { text, digits, nameWords: text && !digits ? nameWordKeys(text) : [] };
}

/** A stored name key (match-keys.ts's nameKey) holds every searched word's key: the same family in either script. */
export const nameKeyHasWords = (nameKey: string | null, words: readonly string[]) =>
  nameKey !== null && words.length > 0 && words.every((word) => nameKey.split(' ').includes(word));
