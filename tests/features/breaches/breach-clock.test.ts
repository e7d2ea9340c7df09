import { regulatorDueAt } from '#contracts/breaches';
import { regulatorClock, spanText } from '@/features/breaches/content/breach-time';

const FOUND = '2026-11-20T05:15:00.000Z';
const HOUR = 3_600_000;
const entry = { regulatorDueAt: regulatorDueAt(FOUND), regulatorNotifiedAt: null };
const at = (hoursAfterFinding: number) => Date.parse(FOUND) + hoursAfterFinding * HOUR;

describe("the regulator's clock", () => {
  it('is due 72 hours after the breach was found', () => {
    expect(regulatorDueAt(FOUND)).toBe('2026-11-23T05:15:00.000Z');
  });

  it('says the time left in both languages, with Arabic-Indic digits in Arabic', () => {
    const now = at(30) + 40 * 60_000;
    expect(regulatorClock(entry, now, 'en')).toMatchObject({
      state: 'left',
      text: expect.stringMatching(/^41 hours and 20 minutes left to notify the regulator \(by .+2026.+\)$/),
    });
    expect(regulatorClock(entry, now, 'ar')).toMatchObject({
      state: 'left',
      text: expect.stringMatching(/^الوقت المتبقي لإبلاغ الجهة الرقابية: ٤١ ساعة و٢٠ دقيقة \(قبل .+٢٠٢٦.+\)$/),
    });
  });

  it('says how late the notice is once the 72 hours are over', () => {
    expect(regulatorClock(entry, at(80), 'en')).toMatchObject({
      state: 'overdue',
      text: expect.stringMatching(/^Overdue by 8 hours: the regulator was to be told by /),
    });
    expect(regulatorClock(entry, at(80), 'ar')).toMatchObject({
      state: 'overdue',
      text: expect.stringMatching(/^تأخّر الإبلاغ بمقدار ٨ ساعات: كان يجب إبلاغ الجهة الرقابية قبل /),
    });
  });

  it('says when the regulator was told, and no longer counts', () => {
    const told = { ...entry, regulatorNotifiedAt: '2026-11-21T10:00:00.000Z' };
    expect(regulatorClock(told, at(100), 'en')).toMatchObject({
      state: 'notified',
      text: expect.stringMatching(/^Regulator notified Nov 21, 2026/),
    });
    expect(regulatorClock(told, at(100), 'ar').text).toMatch(/^أُبلغت الجهة الرقابية في ٢١ نوفمبر ٢٠٢٦/);
  });

  it('words a span under an hour in minutes alone, and never says zero', () => {
    expect(spanText(25 * 60_000, 'en')).toBe('25 minutes');
    expect(spanText(10_000, 'ar')).toBe('دقيقة');
    expect(spanText(2 * HOUR, 'ar')).toBe('ساعتان');
  });
});
