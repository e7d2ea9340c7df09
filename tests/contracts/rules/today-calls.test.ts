import { CALLS_AHEAD_DAYS } from '#contracts/bookings';
import { splitTodayCalls, todayCallsWindow } from '#contracts/rules/today-calls';

describe('the Today page’s calls', () => {
  it('run from the centre’s midnight (UTC+4) to the end of the days ahead', () => {
    // 22:30 UTC on 29 November is 02:30 on 30 November at the centre.
    const { from, todayEnds, until } = todayCallsWindow(new Date('2026-11-29T22:30:00Z'));
    expect(from.toISOString()).toBe('2026-11-29T20:00:00.000Z');
    expect(todayEnds.toISOString()).toBe('2026-11-30T20:00:00.000Z');
    expect(until.getTime() - todayEnds.getTime()).toBe(CALLS_AHEAD_DAYS * 86_400_000);
  });

  it('split into today’s and the days after, each kept in order', () => {
    const todayEnds = new Date('2026-11-30T20:00:00Z');
    const at = (startsAt: string) => ({ startsAt });
    const calls = [
      at('2026-11-30T09:00:00Z'),
      at('2026-11-30T19:59:59Z'),
      at('2026-11-30T20:00:00Z'),
      at('2026-12-02T08:00:00Z'),
    ];
    expect(splitTodayCalls(calls, todayEnds)).toEqual({ calls: calls.slice(0, 2), ahead: calls.slice(2) });
  });
});
