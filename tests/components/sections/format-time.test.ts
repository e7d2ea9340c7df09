import { formatClockRange, formatIsoDate } from '@/components/sections/format-time';
import { serviceHours } from '@/config/contact';
import { addiction } from '@/content/pages/addiction';
import { anxietyDepression } from '@/content/pages/anxiety-depression';
import { eatingDisorders } from '@/content/pages/eating-disorders';
import { marriageCounseling } from '@/content/pages/marriage-counseling';
import { clockTime, CLOCK_STYLE, localDigits } from '@/i18n/format';
import { LANGUAGE_SETTINGS } from '@/i18n/languages';

const treatmentPages = [addiction, anxietyDepression, eatingDisorders, marriageCounseling];

describe('format-time', () => {
  it('shows a centre time in the site’s 24-hour clock, in the reader’s digits, whatever their time zone', () => {
    expect(clockTime('07:00', 'en')).toBe('07:00');
    expect(clockTime('18:30', 'en')).toBe('18:30');
    expect(clockTime('07:00', 'ar')).toBe('٠٧:٠٠');
  });

  it('writes every centre time on the site exactly as Intl does in the clock style', () => {
    const times = [
      ...serviceHours.flatMap((entry) => (entry.allDay ? [] : [entry.opens, entry.closes])),
      ...treatmentPages.flatMap((page) => page.typicalDay.schedule.map((item) => item.time)),
    ];
    expect(times.length).toBeGreaterThan(20);
    for (const language of ['ar', 'en'] as const) {
      const clock = new Intl.DateTimeFormat(LANGUAGE_SETTINGS[language].locale, { ...CLOCK_STYLE, timeZone: 'UTC' });
      for (const time of times) {
        const [hours = 0, minutes = 0] = time.split(':').map(Number);
        expect(clockTime(time, language)).toBe(clock.format(Date.UTC(2000, 0, 1, hours, minutes)));
      }
    }
  });

  it('refuses a time that is not HH:MM on the 24-hour clock', () => {
    for (const time of ['7:00', '24:00', '07:60', '07:00 PM', ''])
      expect(() => clockTime(time, 'en')).toThrow(/24-hour clock/);
  });

  it('writes every space as a no-break space, so prerendered and browser text match and a time never wraps', () => {
    for (const text of [formatClockRange('08:00', '22:00', 'en'), formatIsoDate('2026-11-21', 'ar')])
      expect(text).not.toMatch(/[^\S\u00a0]/);
  });

  it('shows opening hours as a range', () => {
    expect(formatClockRange('08:00', '22:00', 'en')).toBe('08:00\u00a0–\u00a022:00');
    expect(formatClockRange('08:00', '22:00', 'ar')).toBe('٠٨:٠٠\u00a0–\u00a0٢٢:٠٠');
  });

  it('shows an ISO date in the long style of each language, on the same day', () => {
    expect(formatIsoDate('2026-11-21', 'en')).toBe('November\u00a021,\u00a02026');
    expect(formatIsoDate('2026-11-21', 'ar')).toBe('٢١\u00a0نوفمبر\u00a0٢٠٢٦');
    expect(formatIsoDate('2026-01-01', 'en')).toBe('January\u00a01,\u00a02026');
  });

  it('writes every day of two years exactly as Intl’s long date, with no-break spaces, and refuses another shape', () => {
    for (const language of ['ar', 'en'] as const) {
      const long = new Intl.DateTimeFormat(LANGUAGE_SETTINGS[language].locale, { dateStyle: 'long', timeZone: 'UTC' });
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        expect(formatIsoDate(iso, language)).toBe(long.format(day).replace(/\s/g, '\u00a0'));
      }
    }
    for (const date of ['2026-13-01', '2026-1-05', '21 November 2026', ''])
      expect(() => formatIsoDate(date, 'en')).toThrow(/ISO date/);
  });

  it('writes a short number digit by digit, keeping leading zeros', () => {
    expect(localDigits('999', 'ar')).toBe('٩٩٩');
    expect(localDigits('080', 'ar')).toBe('٠٨٠');
    expect(localDigits('911', 'en')).toBe('911');
  });
});
