import {
  addDays,
  centreToday,
  checkCustomRange,
  daysCovered,
  presetRange,
  rangeSearch,
  readRange,
} from '@/features/reports/lib/range';

const params = (query: string) => new URLSearchParams(query);

describe('the centre’s today', () => {
  it('is the date in Dubai, not in the reader’s zone or UTC', () => {
    expect(centreToday(new Date('2026-03-31T19:59:00Z'))).toBe('2026-03-31');
    expect(centreToday(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(centreToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });
});

describe('the preset periods', () => {
  it('this week runs from Monday to today; last week is the whole week before, across a year', () => {
    // 2026-11-28 is a Saturday; 2026-11-23 its Monday.
    expect(presetRange('this-week', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-28' });
    expect(presetRange('this-week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('this-week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('last-week', '2026-11-28')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('last-week', '2027-01-02')).toEqual({ from: '2026-12-21', to: '2026-12-27' });
  });

  it('this month runs from the first to today', () => {
    expect(presetRange('this-month', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('this-month', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('last month is the whole previous month, across a year and in a leap year', () => {
    expect(presetRange('last-month', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last-month', '2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('the last 90 days are 90 days with today', () => {
    const range = presetRange('last-90-days', '2026-03-15');
    expect(range).toEqual({ from: '2025-12-16', to: '2026-03-15' });
    expect(daysCovered(range)).toBe(90);
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});

describe('the period in the address', () => {
  const today = '2026-03-15';
  const thisMonth = { choice: 'this-month', from: '2026-03-01', to: '2026-03-15' };

  it('reads a preset or two days', () => {
    expect(readRange(params(''), today)).toEqual(thisMonth);
    expect(readRange(params('range=last-month'), today)).toEqual({
      choice: 'last-month',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(readRange(params('from=2026-01-05&to=2026-01-05'), today)).toEqual({
      choice: 'custom',
      from: '2026-01-05',
      to: '2026-01-05',
    });
  });

  it.each([
    'range=custom',
    'range=',
    'from=2026-01-05',
    'from=2026-02-29&to=2026-03-01',
    'from=2026-3-1&to=2026-03-02',
    'from=2026-03-02&to=2026-03-01',
    'from=2024-01-01&to=2026-01-02',
    'range=nonsense&from=2026-01-01&to=2026-01-02',
  ])('reads anything it cannot use as this month (%s)', (query) => {
    expect(readRange(params(query), today)).toEqual(thisMonth);
  });

  it('writes each period, keeping other parameters', () => {
    expect(rangeSearch({ choice: 'this-month' }, params('range=last-month&x=1')).toString()).toBe('x=1');
    expect(rangeSearch({ choice: 'last-90-days' }, params('from=2026-01-01&to=2026-01-02')).toString()).toBe(
      'range=last-90-days',
    );
    expect(
      rangeSearch({ choice: 'custom', from: '2026-01-01', to: '2026-01-31' }, params('range=last-month')).toString(),
    ).toBe('from=2026-01-01&to=2026-01-31');
  });

  it('reads back what it writes', () => {
    for (const range of [
      { choice: 'last-month', from: '2026-02-01', to: '2026-02-28' },
      { choice: 'custom', from: '2025-07-01', to: '2026-03-01' },
    ] as const)
      expect(readRange(rangeSearch(range), today)).toEqual(range);
  });
});

describe('custom days as typed', () => {
  it('accepts one day or a period of up to 732 days', () => {
    expect(checkCustomRange('2026-03-01', '2026-03-01')).toBeNull();
    expect(checkCustomRange('2026-03-10', '2028-03-10')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkCustomRange('', '2026-03-01')).toBe('missing');
    expect(checkCustomRange('2026-03-01', '')).toBe('missing');
    expect(checkCustomRange('2026-02-30', '2026-03-01')).toBe('invalid');
    expect(checkCustomRange('2026-03-01', 'soon')).toBe('invalid');
    expect(checkCustomRange('2026-03-02', '2026-03-01')).toBe('order');
    expect(checkCustomRange('2026-03-10', '2028-03-11')).toBe('tooLong');
  });
});
