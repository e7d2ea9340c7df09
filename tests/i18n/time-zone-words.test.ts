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
