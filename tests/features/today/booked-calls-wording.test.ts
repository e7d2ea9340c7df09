import { CALLS_AHEAD_DAYS } from '#contracts/bookings';
import { bookedCallsWording } from '@/features/today/content/booked-calls-wording';

describe('the calls-ahead wording', () => {
  it('names in words the days the server answers for (CALLS_AHEAD_DAYS): change both together', () => {
    const inWords: Record<number, { en: string; ar: string }> = { 6: { en: 'six days', ar: 'للأيام الستة' } };
    const days = inWords[CALLS_AHEAD_DAYS];
    expect(days).toBeDefined();
    for (const text of [bookedCallsWording.aheadHeading, bookedCallsWording.noneAhead]) {
      expect(text.en).toContain(days?.en);
      expect(text.ar).toContain(days?.ar);
    }
  });
});
