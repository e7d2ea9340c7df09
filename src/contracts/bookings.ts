import type { Weekday } from './forms/discretion';
import type { Language } from './languages';

/** How long a booked call-back lasts: the slots the family chooses from are this long. */
export const SLOT_MINUTES = 30;
/** How far ahead a family may book, in days. */
export const BOOKING_DAYS_AHEAD = 14;
/** How soon a slot may start, in minutes: the team needs time to see a booking before its call. */
export const BOOKING_LEAD_MINUTES = 60;
/** The most leave days one member keeps at once, and the most stretches of hours in their week. */
export const MAX_LEAVE_DAYS = 366;
export const MAX_WEEKLY_HOURS = 21;

/** A stretch of a weekday, "HH:MM" on the member's own clock, `from` before `to` ("24:00" is the day's end). */
export interface WeeklyHours {
  day: Weekday;
  from: string;
  to: string;
}

/** When one admissions member takes calls, in their own time zone, and the languages they speak. */
export interface Availability {
  /** The member's IANA time zone. */
  timeZone: string;
  languages: Language[];
  weekly: WeeklyHours[];
  /** Days off (YYYY-MM-DD, on the member's own calendar). */
  leave: string[];
}

/** GET /api/availability: one's own, or null before it is first set. */
export interface OwnAvailabilityAnswer {
  availability: Availability | null;
}

/** GET /api/availability/team: every admissions member's, for an admin. */
export interface TeamAvailabilityAnswer {
  members: { id: string; name: string; availability: Availability | null }[];
}

/** A family's booked call: when it starts (the staff member holding it is the centre's to know). */
export interface FamilyBooking {
  startsAt: string;
}

/** GET /api/family/slots: the times a family may book, its zone, the centre's, and its booking. */
export interface FamilySlotsAnswer {
  /** The family's own time zone (its enquiry's), and the centre's, to show each time in both. */
  timeZone: string;
  centreTimeZone: string;
  /** The starts of the free slots (ISO), in order. */
  slots: string[];
  booking: FamilyBooking | null;
}

/** One booked call as the admissions team sees it. */
export interface BookedCall {
  reference: string;
  startsAt: string;
  /** Who takes it, and whether that is the signed-in member. */
  staffName: string;
  mine: boolean;
  /** The family's time zone, to show their time beside the centre's. */
  familyTimeZone: string;
  /** The email reminder (src/contracts/rules/call-reminder.ts): null when none goes. */
  reminder: CallReminder | null;
}

/** What becomes of a call's reminder: when it goes, went, or failed to go. */
export const REMINDER_STATES = ['planned', 'sent', 'failed'] as const;
export interface CallReminder {
  state: (typeof REMINDER_STATES)[number];
  at: string;
}

/** How many of the centre's days after today the Today page shows calls for: the rest of the week. */
export const CALLS_AHEAD_DAYS = 6;

/** GET /api/bookings/today: the calls booked for the centre's today, and for the days after it, in order. */
export interface TodayCallsAnswer {
  calls: BookedCall[];
  /** The calls of the next `CALLS_AHEAD_DAYS` centre days. */
  ahead: BookedCall[];
}

/** GET /api/inbox/:reference/booking: the item's call still ahead, or null. */
export interface ItemBookingAnswer {
  booking: BookedCall | null;
}

/** "HH:MM" as minutes since midnight. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
