import { formatClock, formatClockRange, formatDigits, formatIsoDate } from '@/components/sections/format-time';

describe('format-time', () => {
  it('shows a centre time in the reader’s clock, whatever their time zone', () => {
    expect(formatClock('07:00', 'en')).toMatch(/^7:00\sAM$/);
    expect(formatClock('18:30', 'en')).toMatch(/^6:30\sPM$/);
    expect(formatClock('07:00', 'ar')).toBe('٧:٠٠\u00a0ص');
  });

  it('writes every space as a no-break space, so prerendered and browser text match and a time never wraps', () => {
    for (const text of [
      formatClock('07:00', 'en'),
      formatClockRange('08:00', '22:00', 'en'),
      formatIsoDate('2026-11-21', 'ar'),
    ])
      expect(text).not.toMatch(/[^\S\u00a0]/);
  });

  it('shows opening hours as a range', () => {
    expect(formatClockRange('08:00', '22:00', 'en')).toMatch(/^8:00\sAM\s–\s10:00\sPM$/);
    expect(formatClockRange('08:00', '22:00', 'ar')).toMatch(/٨:٠٠\sص.*١٠:٠٠\sم/);
  });

  it('shows an ISO date in the long style of each language, on the same day', () => {
    expect(formatIsoDate('2026-11-21', 'en')).toBe('November\u00a021,\u00a02026');
    expect(formatIsoDate('2026-11-21', 'ar')).toBe('٢١\u00a0نوفمبر\u00a0٢٠٢٦');
    expect(formatIsoDate('2026-01-01', 'en')).toBe('January\u00a01,\u00a02026');
  });

  it('writes a short number digit by digit, keeping leading zeros', () => {
    expect(formatDigits('999', 'ar')).toBe('٩٩٩');
    expect(formatDigits('080', 'ar')).toBe('٠٨٠');
    expect(formatDigits('911', 'en')).toBe('911');
  });
});
