import { RESPONSE_HOURS } from '#contracts/service-hours';
import { respondBy } from '#contracts/clock';
import {
  clockStart,
  firstResponseDue,
  isOverdue,
  waitingForWindow,
  type FamilyWindow,
  type PipelineState,
} from '#contracts/rules/pipeline-rules';

/** A family in Riyadh that allows only Sunday–Thursday, 09:00–17:00 their time. */
const window: FamilyWindow = {
  safeDays: ['sun', 'mon', 'tue', 'wed', 'thu'],
  safeFrom: 9,
  safeTo: 17,
  timeZone: 'Asia/Riyadh',
};
// Friday 27 November 2026, 20:00 in Riyadh (UTC+3); their window next opens on Sunday at 09:00.
const FRIDAY_EVENING = new Date('2026-11-27T17:00:00Z');
const SUNDAY_NINE = new Date('2026-11-29T06:00:00Z');
const TARGET = 60;
const MINUTE = 60_000;

const waiting = (respondByAt: Date): PipelineState => ({
  stage: 'new',
  closeReason: null,
  assessmentAt: null,
  respondBy: respondByAt.toISOString(),
  firstResponseAt: null,
  followUpAt: null,
  failedAttempts: 0,
});

describe('the first response’s clock respects the family’s window', () => {
  it('starts at their next allowed time when the enquiry arrives outside it', () => {
    expect(clockStart(FRIDAY_EVENING, window)).toEqual(SUNDAY_NINE);
    expect(firstResponseDue(FRIDAY_EVENING, TARGET, window)).toEqual(respondBy(SUNDAY_NINE, TARGET, RESPONSE_HOURS));
  });

  it('is not overdue before their next allowed time plus the target', () => {
    const due = firstResponseDue(FRIDAY_EVENING, TARGET, window);
    expect(due.getTime()).toBeGreaterThanOrEqual(SUNDAY_NINE.getTime() + TARGET * MINUTE);
    for (const at of [FRIDAY_EVENING, SUNDAY_NINE, new Date(SUNDAY_NINE.getTime() + (TARGET - 1) * MINUTE)])
      expect(isOverdue(waiting(due), at), at.toISOString()).toBe(false);
    // Counted from arrival alone, the same item would have been late before their window opened.
    expect(isOverdue(waiting(firstResponseDue(FRIDAY_EVENING, TARGET)), SUNDAY_NINE)).toBe(true);
  });

  it('starts at arrival inside the window, or without one', () => {
    const mondayTen = new Date('2026-11-30T07:00:00Z');
    expect(clockStart(mondayTen, window)).toEqual(mondayTen);
    expect(clockStart(FRIDAY_EVENING, null)).toEqual(FRIDAY_EVENING);
  });

  it('says an unanswered open item waits for their window until it opens', () => {
    const item = { stage: 'new' as const, firstResponseAt: null };
    expect(waitingForWindow(item, window, FRIDAY_EVENING)).toEqual(SUNDAY_NINE);
    expect(waitingForWindow(item, window, new Date('2026-11-29T07:00:00Z'))).toBeNull();
    expect(
      waitingForWindow({ ...item, firstResponseAt: FRIDAY_EVENING.toISOString() }, window, FRIDAY_EVENING),
    ).toBeNull();
    expect(waitingForWindow({ ...item, stage: 'closed' }, window, FRIDAY_EVENING)).toBeNull();
  });
});
