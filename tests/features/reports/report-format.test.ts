import {
  formatDuration,
  formatPercent,
  rangeLabel,
  shareOf,
  sortCounts,
  weekLabel,
} from '@/features/reports/lib/report-format';

describe('shares', () => {
  it('is a part of a whole, or nothing without a whole', () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(0, 0)).toBeNull();
    expect(shareOf(5, 4)).toBe(1);
  });

  it('shows whole percentages, in Arabic-Indic digits in Arabic', () => {
    expect(formatPercent(0.25, 'en')).toBe('25%');
    expect(formatPercent(0.625, 'en')).toBe('63%');
    expect(formatPercent(0.25, 'ar')).toMatch(/^٢٥٪/);
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('never rounds to all or none when it is not', () => {
    expect(formatPercent(0.996, 'en')).toBe('99.6%');
    expect(formatPercent(0.9999, 'en')).toBe('99.9%');
    expect(formatPercent(0.004, 'en')).toBe('0.4%');
    expect(formatPercent(0.0002, 'en')).toBe('<0.1%');
    expect(formatPercent(0.996, 'ar')).toMatch(/^٩٩٫٦٪/);
  });
});

describe('durations', () => {
  it('says hours and minutes in words', () => {
    expect(formatDuration(0, 'en')).toBe('0 minutes');
    expect(formatDuration(1, 'en')).toBe('1 minute');
    expect(formatDuration(59.6, 'en')).toBe('1 hour');
    expect(formatDuration(85, 'en')).toBe('1 hour 25 minutes');
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(1505, 'en')).toBe('25 hours 5 minutes');
  });

  it('in Arabic, with its dual and plural forms and Arabic-Indic digits', () => {
    expect(formatDuration(85, 'ar')).toBe('ساعة و٢٥ دقيقة');
    expect(formatDuration(125, 'ar')).toBe('ساعتان و٥ دقائق');
    expect(formatDuration(250, 'ar')).toBe('٤ ساعات و١٠ دقائق');
    expect(formatDuration(43, 'ar')).toBe('٤٣ دقيقة');
  });
});

describe('dates', () => {
  it('names a week by its Monday, short under a column and long in the table', () => {
    expect(weekLabel('2026-03-02', 'en', 'short')).toBe('Mar 2');
    expect(weekLabel('2026-03-02', 'en', 'long')).toBe('March 2, 2026');
    expect(weekLabel('2026-03-02', 'ar', 'short')).toBe('٢ مارس');
    expect(weekLabel('2026-03-02', 'ar', 'long')).toBe('٢ مارس ٢٠٢٦');
  });

  it('names a period, both days included, whatever the reader’s zone', () => {
    expect(rangeLabel('2026-03-01', '2026-03-15', 'en')).toBe('March 1 – 15, 2026');
    expect(rangeLabel('2025-12-16', '2026-03-15', 'en')).toBe('December 16, 2025 – March 15, 2026');
    expect(rangeLabel('2026-03-01', '2026-03-01', 'en')).toBe('March 1, 2026');
    expect(rangeLabel('2026-03-01', '2026-03-15', 'ar')).toBe('١–١٥ مارس ٢٠٢٦');
  });
});

describe('counts in order', () => {
  it('puts the largest first and "not stated" last, ties in the server’s order', () => {
    expect(
      sortCounts([
        { key: null, count: 50 },
        { key: 'b', count: 2 },
        { key: 'a', count: 9 },
        { key: 'c', count: 2 },
      ]),
    ).toEqual([
      { key: 'a', count: 9 },
      { key: 'b', count: 2 },
      { key: 'c', count: 2 },
      { key: null, count: 50 },
    ]);
  });
});
