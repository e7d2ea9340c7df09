import { setMockScenario } from '@/mocks/scenario';
import { endMockSession, startMockSession } from '@/mocks/session';
import type { ReportsAnswer } from '#contracts/reports';

const get = (query: string) => fetch(new URL(`/api/reports?${query}`, window.location.origin));

// A fixed "today" on the centre's calendar: Sunday 15 March 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 15, 10));
});
afterEach(() => {
  vi.useRealTimers();
  setMockScenario(null);
});

const sum = (counts: { count: number }[]) => counts.reduce((all, entry) => all + entry.count, 0);

describe('the mock reports', () => {
  it('answers only a signed-in member, and only for a sensible period', async () => {
    endMockSession();
    expect((await get('from=2026-03-01&to=2026-03-15')).status).toBe(401);
    startMockSession('1');
    expect((await get('from=2026-03-15&to=2026-03-01')).status).toBe(400);
    expect((await get('from=2026-03-01')).status).toBe(400);
    const answer = await get('from=2026-03-01&to=2026-03-15');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ReportsAnswer).from).toBe('2026-03-01');
  });

  it('follows the scenarios', async () => {
    startMockSession('1');
    setMockScenario('error');
    expect((await get('from=2026-03-01&to=2026-03-15')).status).toBe(500);
  });

  it('adds up: every Monday of the period, the parts make the whole, counts only', async () => {
    startMockSession('1');
    const answer = (await (await get('from=2026-03-01&to=2026-03-31')).json()) as ReportsAnswer;
    expect(answer.perWeek.map((week) => week.week)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(sum(answer.perWeek)).toBe(answer.total);
    expect(answer.total).toBeGreaterThan(0);
    expect(sum(answer.byKind)).toBe(answer.total);
    expect(sum(answer.byLanguage)).toBe(answer.total);
    const enquiries = answer.byKind.find((entry) => entry.key === 'enquiry')?.count;
    for (const part of [answer.byProgramme, answer.byCountry, answer.byHeardFrom]) expect(sum(part)).toBe(enquiries);
    expect(answer.funnel.arrived).toBe(answer.total);
    expect(answer.firstContact.answered + answer.firstContact.waiting).toBe(answer.total);
    expect(answer.smallGroups).toBeNull();
  });

  it('hides the small groups of a short period, as the server does', async () => {
    startMockSession('1');
    const answer = (await (await get('from=2026-03-01&to=2026-03-15')).json()) as ReportsAnswer;
    expect(answer.smallGroups?.hidden.byCountry).toBe(3);
    expect(answer.byCountry.every((entry) => entry.count >= 3)).toBe(true);
  });
});
