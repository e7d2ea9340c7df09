import type { ReportsAnswer } from '#contracts/reports';
import { hideSmallGroups } from '#contracts/rules/small-groups';
import { ANSWER } from '../../features/reports/reports-fixture';

const figures = (from: string, to: string): Omit<ReportsAnswer, 'smallGroups'> => ({
  ...ANSWER,
  from,
  to,
  byProgramme: [
    { key: 'addiction', count: 3 },
    { key: 'eatingDisorders', count: 2 },
    { key: 'notSure', count: 1 },
    { key: 'anxietyDepression', count: 0 },
  ],
  byCountry: [{ key: null, count: 1 }],
  closeReasons: [],
  decisions: [
    { key: 'accept', count: 4 },
    { key: 'notSuitableNow', count: 1 },
  ],
});

describe('small groups in a report', () => {
  it('over 30 days or fewer, names only groups of 3 or more (and empty ones), counting the rest', () => {
    const answer = hideSmallGroups(figures('2026-03-01', '2026-03-30'));
    expect(answer.byProgramme).toEqual([
      { key: 'addiction', count: 3 },
      { key: 'anxietyDepression', count: 0 },
    ]);
    expect(answer.byCountry).toEqual([]);
    expect(answer.decisions).toEqual([{ key: 'accept', count: 4 }]);
    expect(answer.smallGroups).toEqual({
      below: 3,
      hidden: { byProgramme: 3, byCountry: 1, byLanguage: 0, byHeardFrom: 0, closeReasons: 0, decisions: 1 },
    });
    expect(answer.total).toBe(ANSWER.total);
    expect(answer.perWeek).toEqual(ANSWER.perWeek);
  });

  it('over 31 days or more, names every group', () => {
    const month = figures('2026-03-01', '2026-03-31');
    expect(hideSmallGroups(month)).toEqual({ ...month, smallGroups: null });
  });
});
