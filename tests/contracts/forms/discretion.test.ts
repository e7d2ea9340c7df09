import { inWeekOrder, isTimeZone, isWeekday, timeZoneOr, weekRun } from '#contracts/forms/discretion';

describe('the contact rules’ helpers', () => {
  it('put days in week order, without repeats', () => {
    expect(inWeekOrder(['sat', 'sun', 'wed', 'sun'])).toEqual(['sun', 'wed', 'sat']);
    expect(isWeekday('fri')).toBe(true);
    expect(isWeekday('Friday')).toBe(false);
  });

  it.each([
    [['sun', 'mon', 'tue', 'wed', 'thu'], { first: 'sun', last: 'thu' }],
    [['sat', 'sun', 'mon', 'tue', 'wed'], { first: 'sat', last: 'wed' }],
    [['fri', 'sat', 'sun'], { first: 'fri', last: 'sun' }],
    [['sun', 'tue', 'thu'], undefined],
    [['mon', 'tue'], undefined],
    [['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], undefined],
  ] as const)('find the run of consecutive days in %j', (days, run) => {
    expect(weekRun(days)).toEqual(run);
  });

  it('keep a reported time zone only when the runtime knows it, else take the country’s', () => {
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZoneOr('Europe/London', 'SA')).toBe('Europe/London');
    expect(timeZoneOr('Mars/Olympus', 'SA')).toBe('Asia/Riyadh');
    expect(timeZoneOr(undefined, 'EG')).toBe('Africa/Cairo');
    expect(timeZoneOr(42, 'US')).toBe('America/New_York');
  });
});
