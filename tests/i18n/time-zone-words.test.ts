import { isTimeZone } from '#contracts/forms/discretion';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { TIME_ZONE_NAMES } from '#contracts/time-zone-names';
import { LANGUAGE_SETTINGS } from '@/i18n/languages';
import { timeZoneWords } from '@/i18n/time-zone-words';

describe('a time zone in words', () => {
  it('names the zone in the language, as Intl has it', () => {
    expect(timeZoneWords('Asia/Riyadh', 'en')).toMatch(/Saudi Arabia/);
    expect(timeZoneWords('Asia/Riyadh', 'ar')).toMatch(/السعودية/);
  });

  it('never leaves Latin letters in Arabic where the browser lacks the city’s Arabic name', () => {
    // Chromium's ICU data gives «توقيت New York» for the short name; its long name is Arabic.
    const original = Intl.DateTimeFormat.prototype.formatToParts;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(function (
      this: Intl.DateTimeFormat,
      date,
    ) {
      const parts = original.call(this, date);
      const { timeZoneName } = this.resolvedOptions();
      return timeZoneName === 'shortGeneric'
        ? parts.map((part) => (part.type === 'timeZoneName' ? { ...part, value: 'توقيت New York' } : part))
        : parts;
    });
    const words = timeZoneWords('America/New_York', 'ar');
    expect(words).not.toMatch(/[A-Za-z]/);
    expect(words).toMatch(/أمريكا/);
  });
});

describe('the zones written out', () => {
  it('say each zone as Intl’s short generic name does, in both languages, and never build a formatter for it', () => {
    const zones = Object.keys(TIME_ZONE_NAMES);
    expect(zones).toContain(CENTRE_TIME_ZONE);
    for (const language of ['ar', 'en'] as const)
      for (const zone of zones) {
        const intl = new Intl.DateTimeFormat(LANGUAGE_SETTINGS[language].locale, {
          timeZone: zone,
          timeZoneName: 'shortGeneric',
        })
          .formatToParts(0)
          .find((part) => part.type === 'timeZoneName')?.value;
        expect(timeZoneWords(zone, language)).toBe(intl);
      }
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(timeZoneWords(CENTRE_TIME_ZONE, 'ar')).toBe('توقيت الإمارات العربية المتحدة');
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(built).not.toHaveBeenCalled();
  });

  it('still refuses what is no zone, and names any other zone through Intl', () => {
    expect(isTimeZone('Asia/Nowhere')).toBe(false);
    expect(isTimeZone('constructor')).toBe(false);
    expect(timeZoneWords('Asia/Amman', 'en')).toMatch(/Jordan/);
  });
});
