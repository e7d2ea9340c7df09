import type { Availability } from '#contracts/bookings';
import { zonedTime } from '#contracts/clock';
import { WEEKDAYS, type Weekday } from '#contracts/forms/discretion';
import { callSlots, type Member } from '#contracts/rules/call-slots';
import type { FamilyWindow } from '#contracts/rules/pipeline-rules';

/** An Arabic-speaking family in Riyadh (UTC+3, no DST) that allows only Sunday–Thursday, 17:00–20:00. */
const riyadh: FamilyWindow & { language: 'ar' } = {
  safeDays: ['sun', 'mon', 'tue', 'wed', 'thu'],
  safeFrom: 17,
  safeTo: 20,
  timeZone: 'Asia/Riyadh',
  language: 'ar',
};
const everyDay = (from: string, to: string) => WEEKDAYS.map((day) => ({ day, from, to }));
const member = (id: string, availability: Partial<Availability> = {}): Member => ({
  id,
  availability: {
    timeZone: 'Asia/Dubai',
    languages: ['ar', 'en'],
    weekly: everyDay('08:00', '23:00'),
    leave: [],
    ...availability,
  },
});
// Saturday 28 November 2026, 12:00 in Riyadh.
const SATURDAY = new Date('2026-11-28T09:00:00Z');

const clock = (at: Date, zone: string) => {
  const { weekday, hour, minute, day } = zonedTime(at, zone);
  return { weekday, day, time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
};

describe('callSlots', () => {
  it('offers a Riyadh family only Sunday–Thursday 17:00–19:30 starts, their time', () => {
    const slots = callSlots({ family: riyadh, members: [member('1')], taken: [], now: SATURDAY });
    const seen = slots.map(({ startsAt }) => clock(startsAt, 'Asia/Riyadh'));
    expect(new Set(seen.map((one) => one.weekday))).toEqual(new Set(riyadh.safeDays));
    expect(new Set(seen.map((one) => one.time))).toEqual(
      new Set(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30']),
    );
    // Two weeks from a Saturday: ten allowed days of six slots each.
    expect(slots).toHaveLength(60);
  });

  it('keeps to the member’s hours in their own zone, and to their leave', () => {
    // 18:00–19:00 in Dubai is 17:00–18:00 in Riyadh; Sunday 29 November is a day off.
    const slots = callSlots({
      family: riyadh,
      members: [member('1', { weekly: everyDay('18:00', '19:00'), leave: ['2026-11-29'] })],
      taken: [],
      now: SATURDAY,
    });
    const seen = slots.map(({ startsAt }) => clock(startsAt, 'Asia/Riyadh'));
    expect(new Set(seen.map((one) => one.time))).toEqual(new Set(['17:00', '17:30']));
    expect(seen.some((one) => one.day === 29)).toBe(false);
    expect(seen[0]).toMatchObject({ weekday: 'mon', day: 30 });
  });

  it('offers nothing when no member speaks the family’s language', () => {
    expect(
      callSlots({ family: riyadh, members: [member('1', { languages: ['en'] })], taken: [], now: SATURDAY }),
    ).toEqual([]);
  });

  it('holds a taken time for the next free member, and drops it when none is left', () => {
    const [first] = callSlots({ family: riyadh, members: [member('1')], taken: [], now: SATURDAY });
    if (!first) throw new Error('No slot to take.');
    const taken = [{ staffId: '1', startsAt: first.startsAt.toISOString() }];
    const two = callSlots({ family: riyadh, members: [member('1'), member('2')], taken, now: SATURDAY });
    expect(two[0]).toEqual({ startsAt: first.startsAt, staffId: '2' });
    const one = callSlots({ family: riyadh, members: [member('1')], taken, now: SATURDAY });
    expect(one.map((slot) => slot.startsAt)).not.toContainEqual(first.startsAt);
    expect(one).toHaveLength(59);
  });

  it('starts no sooner than an hour from now', () => {
    // Sunday 29 November, 17:10 in Riyadh: 17:30 is too soon, 18:30 is the first.
    const now = new Date('2026-11-29T14:10:00Z');
    const [first] = callSlots({ family: riyadh, members: [member('1')], taken: [], now });
    expect(first && clock(first.startsAt, 'Asia/Riyadh')).toEqual({ weekday: 'sun', day: 29, time: '18:30' });
  });

  it('follows each side’s daylight saving time (New York family, London member)', () => {
    // New York moves its clocks on 8 March 2026, London on 29 March: for three weeks they are four hours apart, not five.
    const family = {
      ...riyadh,
      safeDays: ['thu', 'fri', 'mon'] as Weekday[],
      safeFrom: 9,
      safeTo: 11,
      timeZone: 'America/New_York',
    };
    const london = member('1', { timeZone: 'Europe/London', weekly: everyDay('14:00', '16:00') });
    const now = new Date('2026-03-04T12:00:00Z');
    const byDay: Record<number, string[]> = {};
    for (const { startsAt } of callSlots({ family, members: [london], taken: [], now, days: 7 })) {
      const { day, time } = clock(startsAt, 'America/New_York');
      byDay[day] = [...(byDay[day] ?? []), time];
    }
    expect(byDay).toEqual({
      5: ['09:00', '09:30', '10:00', '10:30'],
      6: ['09:00', '09:30', '10:00', '10:30'],
      9: ['10:00', '10:30'],
    });
  });
});
