import { dayAndTime, dayText } from '@/i18n/staff-dates';

describe('the staff screens’ one date style and clock', () => {
  const evening = '2026-11-28T17:26:00Z';

  it('writes a moment with a 24-hour time in both languages, never AM/PM or ص/م', () => {
    const english = dayAndTime(evening, 'en', { timeZone: 'UTC' });
    expect(english).toMatch(/Nov 28, 2026.*17:26/);
    expect(english).not.toMatch(/AM|PM/);
    const arabic = dayAndTime(evening, 'ar', { timeZone: 'UTC' });
    expect(arabic).toMatch(/٢٨ نوفمبر ٢٠٢٦.*١٧:٢٦/);
    expect(arabic).not.toMatch(/[صم]\s*$|\sم\b/);
  });

  it('writes a server day in the same style, and leaves what is no day as it came', () => {
    expect(dayText('2026-11-03', 'en')).toBe('Nov 3, 2026');
    expect(dayText('2026-11-03', 'ar')).toBe('٣ نوفمبر ٢٠٢٦');
    expect(dayText('soon', 'ar')).toBe('soon');
  });
});
