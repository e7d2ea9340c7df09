import { formatClock, formatClockRange, formatDigits, formatIsoDate } from '@/components/sections/format-time';

describe('format-time', () => {
  it('shows a centre time in the reader’s clock, whatever their time zone', () => {
    expect(formatClock('07:00', 'en')).toMatch(/^7:00\sAM$/);
    expect(formatClock('18:30', 'en')).toMatch(/^6:30\sPM$/);
    expect(formatClock('07:00', 'ar')).toBe('٧:٠٠ ص');
  });

  it('shows opening hours as a range', () => {
    expect(formatClockRange('08:00', '22:00', 'en')).toMatch(/^8:00\sAM\s–\s10:00\sPM$/);
    expect(formatClockRange('08:00', '22:00', 'ar')).toMatch(/٨:٠٠ ص.*١٠:٠٠ م/);
  });

  it('shows an ISO date in the long style of each language, on the same day', () => {
    expect(formatIsoDate('2026-11-21', 'en')).toBe('November 21, 2026');
    expect(formatIsoDate('2026-11-21', 'ar')).toBe('٢١ نوفمبر ٢٠٢٦');
    expect(formatIsoDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });

  it('writes a short number digit by digit, keeping leading zeros', () => {
    expect(formatDigits('999', 'ar')).toBe('٩٩٩');
    expect(formatDigits('080', 'ar')).toBe('٠٨٠');
    expect(formatDigits('911', 'en')).toBe('911');
  });
});
