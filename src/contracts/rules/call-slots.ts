import { BOOKING_DAYS_AHEAD, BOOKING_LEAD_MINUTES, minutesOf, SLOT_MINUTES, type Availability } from '../bookings.ts';
import { zonedTime, type ZonedTime } from '../clock.ts';
import type { Language } from '../languages.ts';
import type { FamilyWindow } from './pipeline-rules.ts';

/** An admissions member as the slot rule reads them: who, and when they take calls. */
export interface Member {
  id: string;
  availability: Availability;
}

/** A slot already held: by whom, from when (ISO or Date). */
export interface Taken {
  staffId: string;
  startsAt: Date | string;
}

/** A free slot: when it starts, and the member it would be held for. */
export interface Slot {
  startsAt: Date;
  staffId: string;
}

interface SlotQuery {
  family: FamilyWindow & { language: Language };
  members: readonly Member[];
  taken: readonly Taken[];
  now: Date;
  days?: number;
}

const MINUTE = 60_000;
const SLOT = SLOT_MINUTES * MINUTE;

const dayOf = ({ year, month, day }: ZonedTime) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * Whether [start, start + SLOT) lies inside one stretch of a day on `timeZone`'s clock: the first and
 * the last minute are read apart, so a slot that a DST change stretches or cuts is judged by the
 * wall clock at both ends, and one that runs past midnight is in no stretch.
 */
function inside(start: number, timeZone: string, fits: (clock: ZonedTime, minute: number) => boolean) {
  const first = zonedTime(new Date(start), timeZone);
  const last = zonedTime(new Date(start + SLOT - MINUTE), timeZone);
  if (dayOf(first) !== dayOf(last)) return false;
  const from = first.hour * 60 + first.minute;
  const to = last.hour * 60 + last.minute + 1;
  return to - from === SLOT_MINUTES && fits(first, from);
}

const familyAllows = (family: FamilyWindow, start: number) =>
  inside(
    start,
    family.timeZone,
    (clock, from) =>
      family.safeDays.includes(clock.weekday) &&
      from >= family.safeFrom * 60 &&
      from + SLOT_MINUTES <= family.safeTo * 60,
  );

const memberWorks = ({ timeZone, weekly, leave }: Availability, start: number) =>
  inside(
    start,
    timeZone,
    (clock, from) =>
      !leave.includes(dayOf(clock)) &&
      weekly.some(
        (hours) =>
          hours.day === clock.weekday && minutesOf(hours.from) <= from && from + SLOT_MINUTES <= minutesOf(hours.to),
      ),
  );

/**
 * The slots a family may book: every SLOT_MINUTES step (on the hour and half past, UTC) from
 * BOOKING_LEAD_MINUTES after `now` for `days` days that lies inside both the family's allowed days and
 * hours (their zone) and the working hours of a member who speaks the family's language (the
 * member's zone, not on leave) and has not been booked at that time. Each start appears once, held
 * for the first such member in `members`' order.
 */
export function callSlots({ family, members, taken, now, days = BOOKING_DAYS_AHEAD }: SlotQuery): Slot[] {
  const speaking = members.filter((member) => member.availability.languages.includes(family.language));
  if (speaking.length === 0 || family.safeFrom >= family.safeTo) return [];
  const held = new Set(taken.map((one) => `${one.staffId}@${new Date(one.startsAt).getTime()}`));
  const first = Math.ceil((now.getTime() + BOOKING_LEAD_MINUTES * MINUTE) / SLOT) * SLOT;
  const end = now.getTime() + days * 24 * 60 * MINUTE;
  const slots: Slot[] = [];
  for (let start = first; start + SLOT <= end; start += SLOT) {
    if (!familyAllows(family, start)) continue;
    const member = speaking.find((one) => !held.has(`${one.id}@${start}`) && memberWorks(one.availability, start));
    if (member) slots.push({ startsAt: new Date(start), staffId: member.id });
  }
  return slots;
}
