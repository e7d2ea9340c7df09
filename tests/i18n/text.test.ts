import { WEEKDAYS } from '#contracts/forms/discretion';
import { clockHour, weekdayName } from '@/i18n/calendar-words';
import { CLOCK_STYLE, formatNumber, formatYear } from '@/i18n/format';
import { LANGUAGE_SETTINGS, languageFromBrowser } from '@/i18n/languages';
import { LOCALE_NOT_FOUND, pick } from '@/i18n/text';

describe('pick', () => {
  it('returns the wording in the language', () => {
    expect(pick({ ar: 'مرحبًا', en: 'Hello' }, 'ar')).toBe('مرحبًا');
    expect(pick({ ar: 'مرحبًا', en: 'Hello' }, 'en')).toBe('Hello');
  });

  it.each([{ en: 'Hello' }, { ar: '  ', en: 'Hello' }, undefined, null])(
    'shows Locale Not Found for %j in Arabic',
    (text) => {
      expect(pick(text, 'ar')).toBe(LOCALE_NOT_FOUND);
      expect(LOCALE_NOT_FOUND).toBe('Locale Not Found');
    },
  );
});

describe('numbers', () => {
  it('uses Arabic-Indic digits in Arabic and Western digits in English', () => {
    expect(formatNumber(2026, 'en')).toBe('2,026');
    expect(formatYear(2026, 'en')).toBe('2026');
    expect(formatYear(2026, 'ar')).toBe('٢٠٢٦');
    expect(formatNumber(99, 'ar')).toBe('٩٩');
  });

  it('writes whole numbers and years exactly as Intl does, without building a formatter for them', () => {
    for (const language of ['ar', 'en'] as const) {
      const { locale } = LANGUAGE_SETTINGS[language];
      const plain = new Intl.NumberFormat(locale);
      const year = new Intl.NumberFormat(locale, { useGrouping: false });
      for (const value of [0, 1, 7, 10, 42, 99, 100, 365, 999, 1000, 1234, 2000, 12_345, 100_000, 1_234_567, -3, 2.5])
        expect(formatNumber(value, language)).toBe(plain.format(value));
      for (const value of [1970, 2026, 2099, 10_000]) expect(formatYear(value, language)).toBe(year.format(value));
    }
  });

  it('writes every hour of the day exactly as Intl does in the clock style, without building a formatter for it', () => {
    expect(clockHour(9, 'en')).toBe('09:00');
    expect(clockHour(21, 'ar')).toBe('٢١:٠٠');
    for (const language of ['ar', 'en'] as const) {
      const clock = new Intl.DateTimeFormat(LANGUAGE_SETTINGS[language].locale, { ...CLOCK_STYLE, timeZone: 'UTC' });
      for (let hour = 0; hour < 24; hour += 1)
        expect(clockHour(hour, language)).toBe(clock.format(Date.UTC(2000, 0, 1, hour)));
    }
  });
});

describe('languageFromBrowser', () => {
  it.each([
    [['ar'], 'ar'],
    [['ar-EG', 'en'], 'ar'],
    [['AR-sa'], 'ar'],
    [['en-US', 'ar'], 'en'],
    [['fr'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(languageFromBrowser(languages)).toBe(expected);
  });

  it('names every weekday exactly as Intl does, in both languages', () => {
    const sunday = Date.UTC(2023, 0, 1);
    for (const language of ['ar', 'en'] as const) {
      const names = new Intl.DateTimeFormat(LANGUAGE_SETTINGS[language].locale, { weekday: 'long', timeZone: 'UTC' });
      WEEKDAYS.forEach((day, index) =>
        expect(weekdayName(day, language)).toBe(names.format(sunday + index * 86_400_000)),
      );
    }
  });
});
