import { respondBy, safeWindow, serviceMinutesBetween, zonedTime, type ResponseHours } from '#contracts/clock';
import { protectiveDiscretion, workingDays, WEEKDAYS } from '#contracts/forms/discretion';
import { RESPONSE_HOURS } from '#contracts/service-hours';

// Instants in UTC, to the minute.
const at = (utc: string) => new Date(`${utc}:00Z`);
// UAE office hours, Monday to Friday.
const uaeWeek: ResponseHours = { timeZone: 'Asia/Dubai', days: workingDays('AE'), opens: 9, closes: 18 };
const allDay = (timeZone: string): ResponseHours => ({ timeZone, days: WEEKDAYS, opens: 0, closes: 24 });

describe('zonedTime', () => {
  // Egypt's 2026 DST as this runtime's zone data has it: the clock skips from the end of Thursday
  // 23 April to Friday 01:00, and goes back from the end of Thursday 29 October to 23:00 again.
  it.each([
    ['2026-04-23T21:59', { weekday: 'thu', day: 23, hour: 23, minute: 59 }],
    ['2026-04-23T22:00', { weekday: 'fri', day: 24, hour: 1, minute: 0 }],
    ['2026-10-29T20:59', { weekday: 'thu', day: 29, hour: 23, minute: 59 }],
    ['2026-10-29T21:00', { weekday: 'thu', day: 29, hour: 23, minute: 0 }],
  ])('reads Cairo at %s', (utc, expected) => {
    expect(zonedTime(at(utc), 'Africa/Cairo')).toMatchObject(expected);
  });

  it('reads midnight as hour 0, not 24', () => {
    const midnight = { weekday: 'sat', year: 2026, month: 11, day: 28, hour: 0, minute: 0 };
    expect(zonedTime(at('2026-11-27T20:00'), 'Asia/Dubai')).toEqual(midnight);
  });
});

describe('serviceMinutesBetween', () => {
  it.each([
    ['within a day, 10:00–12:30', RESPONSE_HOURS, '2026-11-27T06:00', '2026-11-27T08:30', 150],
    ['across the closing hour, 21:00–23:00', RESPONSE_HOURS, '2026-11-27T17:00', '2026-11-27T19:00', 60],
    ['overnight, 21:30–09:00', RESPONSE_HOURS, '2026-11-27T17:30', '2026-11-28T05:00', 90],
    ['across three days', RESPONSE_HOURS, '2026-11-27T06:00', '2026-11-30T06:00', 3 * 14 * 60],
    ['backwards', RESPONSE_HOURS, '2026-11-27T08:00', '2026-11-27T06:00', 0],
    ['a UAE weekend, Fri 16:00–Mon 10:00', uaeWeek, '2026-11-27T12:00', '2026-11-30T06:00', 180],
    ['New York’s 25-hour 1 November', allDay('America/New_York'), '2026-11-01T04:00', '2026-11-02T05:00', 1500],
    ['Cairo over its spring gap', allDay('Africa/Cairo'), '2026-04-22T22:00', '2026-04-24T21:00', 47 * 60],
  ])('%s', (_, hours, from, to, minutes) => {
    expect(serviceMinutesBetween(at(from), at(to), hours)).toBe(minutes);
  });

  it('counts half a year quickly', () => {
    // CPU time, not the wall clock, which a loaded machine stretches.
    const started = process.cpuUsage();
    expect(serviceMinutesBetween(at('2026-01-01T00:00'), at('2026-07-01T00:00'), RESPONSE_HOURS)).toBe(181 * 14 * 60);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(500);
  });
});

describe('respondBy', () => {
  it.each([
    ['10:00 → 11:00', RESPONSE_HOURS, '2026-11-27T06:00', '2026-11-27T07:00'],
    ['21:30 → 08:30 the next day', RESPONSE_HOURS, '2026-11-27T17:30', '2026-11-28T04:30'],
    ['03:00 → 09:00', RESPONSE_HOURS, '2026-11-26T23:00', '2026-11-27T05:00'],
    ['Saturday 10:00 → Monday 10:00 with a Mon–Fri week', uaeWeek, '2026-11-28T06:00', '2026-11-30T06:00'],
  ])('a 60-minute target: %s', (_, hours, arrival, expected) => {
    const due = respondBy(at(arrival), 60, hours);
    expect(due.toISOString()).toBe(at(expected).toISOString());
    expect(serviceMinutesBetween(at(arrival), due, hours)).toBe(60);
    expect(serviceMinutesBetween(at(arrival), new Date(due.getTime() - 1), hours)).toBeLessThan(60);
  });

  it('refuses hours that never open', () => {
    expect(() => respondBy(at('2026-11-27T06:00'), 60, { ...RESPONSE_HOURS, days: [] })).toThrow(RangeError);
  });
});

describe('safeWindow', () => {
  const uae = protectiveDiscretion('AE');
  const saudi = protectiveDiscretion('SA');
  const egypt = protectiveDiscretion('EG');
  const newYork = protectiveDiscretion('US');
  const anyDay = { safeDays: [...WEEKDAYS], safeFrom: 9, safeTo: 18 };

  it.each([
    ['UAE, Friday 10:00', uae, '2026-11-27T06:00', null],
    ['UAE, Saturday 10:00 → Monday 09:00', uae, '2026-11-28T06:00', '2026-11-30T05:00'],
    ['Saudi, Friday 10:00 → Sunday 09:00', saudi, '2026-11-27T07:00', '2026-11-29T06:00'],
    ['Saudi, Sunday 10:00', saudi, '2026-11-29T07:00', null],
    // Summer time starts in the weekend: Sunday 09:00 is 06:00 UTC, not 07:00.
    ['Egypt, Thursday 19:00 before summer time', egypt, '2026-04-23T17:00', '2026-04-26T06:00'],
    ['Egypt, Sunday 18:30 summer time', egypt, '2026-04-26T15:30', '2026-04-27T06:00'],
    ['Egypt, Thursday 19:00 before winter time', egypt, '2026-10-29T16:00', '2026-11-01T07:00'],
    ['New York, Friday 19:00 EDT → Monday 09:00 EST', newYork, '2026-10-30T23:00', '2026-11-02T14:00'],
    ['New York, Monday 08:30 EST', newYork, '2026-11-02T13:30', '2026-11-02T14:00'],
    ['an unknown zone, read as UTC 10:00', { ...anyDay, timeZone: 'Mars/Olympus' }, '2026-11-27T10:00', null],
    ['an unknown zone, read as UTC 20:00', { ...anyDay, timeZone: '' }, '2026-11-27T20:00', '2026-11-28T09:00'],
  ])('%s', (_, rules, now, nextStart) => {
    const window = safeWindow(rules, at(now));
    expect(window.within).toBe(nextStart === null);
    expect(window.nextStart?.toISOString() ?? null).toBe(nextStart && at(nextStart).toISOString());
  });

  it('gives the local time it judged by', () => {
    expect(safeWindow(uae, at('2026-11-27T06:00')).local).toMatchObject({ weekday: 'fri', hour: 10, minute: 0 });
    expect(safeWindow({ ...anyDay, timeZone: 'Not a zone' }, at('2026-11-27T10:00')).local.hour).toBe(10);
  });

  it('runs a window with safeTo 24 until midnight', () => {
    const evenings = { safeDays: ['fri' as const], safeFrom: 20, safeTo: 24, timeZone: 'Asia/Dubai' };
    expect(safeWindow(evenings, at('2026-11-27T19:59')).within).toBe(true);
    expect(safeWindow(evenings, at('2026-11-27T20:00'))).toMatchObject({
      within: false,
      nextStart: at('2026-12-04T16:00'),
    });
  });

  it('has no next start without safe days', () => {
    expect(safeWindow({ ...uae, safeDays: [] }, at('2026-11-28T06:00'))).toMatchObject({
      within: false,
      nextStart: null,
    });
  });
});
