import { DEMO_FAMILY_REFERENCE, DEMO_SAMPLES } from '#contracts/demo';
import type { Availability } from '#contracts/bookings';
import { centreDay } from '#contracts/centre-day';
import { BOOKING_ENDPOINTS } from '#contracts/endpoints/bookings';
import { ERROR_CODES } from '#contracts/errors';
import { protectiveDiscretion, WEEKDAYS } from '#contracts/forms/discretion';
import { can } from '#contracts/roles';
import { callSlots, type Slot } from '#contracts/rules/call-slots';
import { splitTodayCalls, todayCallsWindow } from '#contracts/rules/today-calls';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { failure, mockEndpoints } from '../route';
import { DEMO_USER, staff } from '../staff';
import { mockState } from '../state';
import { familyOf } from './withdrawal';

/** A member who has set nothing takes calls in both languages, every day, in the centre's zone. */
const ALL_WEEK: Availability = {
  timeZone: CENTRE_TIME_ZONE,
  languages: ['ar', 'en'],
  weekly: WEEKDAYS.map((day) => ({ day, from: '08:00', to: '22:00' })),
  leave: [],
};
/** A family's window: the demo family's own (src/contracts/demo.ts); for a form sent to the mock, Saudi Arabia's protective one. */
const windowOf = (reference: string) =>
  DEMO_SAMPLES.find((sample) => sample.reference === reference)?.discretion ?? protectiveDiscretion('SA');

/** The demo family's call, just due (or at the centre's midnight early in the day), the demo account's to take. */
const dueCall = (): Slot => ({
  staffId: DEMO_USER.id,
  startsAt: new Date(Math.max(centreDay(new Date()).start.getTime(), Date.now() - 5 * 60_000)),
});

const held = mockState(() => ({
  availability: new Map<string, Availability>(),
  bookings: new Map<string, Slot>([[DEMO_FAMILY_REFERENCE, dueCall()]]),
}));

const members = () =>
  staff.accounts
    .filter((one) => !one.disabled && can(one.role, 'inbox'))
    .map((one) => ({ id: one.id, name: one.name, availability: held.availability.get(one.id) ?? ALL_WEEK }));

/** The free slots of the family signed in to `reference`, as the server's rule finds them. */
export function mockSlots(reference: string, now = new Date()) {
  const family = familyOf(reference);
  if (!family) return [];
  const taken = [...held.bookings].filter(([held]) => held !== reference).map(([, slot]) => slot);
  return callSlots({ family: { ...windowOf(reference), language: family.language }, members: members(), taken, now });
}

const shown = (slot: Slot) => ({ startsAt: slot.startsAt.toISOString() });
const ahead = (reference: string) => {
  const slot = held.bookings.get(reference);
  return slot && slot.startsAt > new Date() ? slot : null;
};
/** The call of `reference` still ahead, as the family's copy holds it. */
export const bookingAhead = (reference: string) => {
  const slot = ahead(reference);
  return slot && shown(slot);
};
/** The item's call of the centre's today (due or not) or still ahead, as the item shows it. */
const ofToday = (reference: string) => {
  const slot = held.bookings.get(reference);
  return slot && slot.startsAt >= centreDay(new Date()).start ? slot : null;
};
const slotAt = (reference: string, startsAt: string) =>
  mockSlots(reference).find((slot) => slot.startsAt.getTime() === Date.parse(startsAt));

const callOf = (reference: string, slot: Slot, staffId: string) => ({
  reference,
  startsAt: slot.startsAt.toISOString(),
  staffName: staff.accounts.find((one) => one.id === slot.staffId)?.name ?? '',
  mine: slot.staffId === staffId,
  familyTimeZone: windowOf(reference).timeZone,
  // Like a server without a mail server: no reminder goes.
  reminder: null,
});

/** Members' hours and families' call-backs, in memory, by the server's slot rule. */
export const bookingHandlers = mockEndpoints(BOOKING_ENDPOINTS, {
  ownAvailability: ({ account }) => ({ availability: held.availability.get(account.id) ?? null }),
  setAvailability: ({ account, body }) => {
    held.availability.set(account.id, body);
    return { availability: body };
  },
  teamAvailability: () => ({
    members: members().map(({ id, name }) => ({ id, name, availability: held.availability.get(id) ?? null })),
  }),
  slots: ({ family }) => {
    const booking = ahead(family);
    return {
      timeZone: windowOf(family).timeZone,
      centreTimeZone: CENTRE_TIME_ZONE,
      slots: mockSlots(family).map((slot) => slot.startsAt.toISOString()),
      booking: booking && shown(booking),
    };
  },
  book: ({ family, body }) => {
    if (ahead(family)) return failure(409, ERROR_CODES.bookingExists);
    const slot = slotAt(family, body.startsAt);
    if (!slot) return failure(409, ERROR_CODES.slotUnavailable);
    held.bookings.set(family, slot);
    return { booking: shown(slot) };
  },
  move: ({ family, body }) => {
    if (!ahead(family)) return failure(404, ERROR_CODES.notFound);
    const slot = slotAt(family, body.startsAt);
    if (!slot) return failure(409, ERROR_CODES.slotUnavailable);
    held.bookings.set(family, slot);
    return { booking: shown(slot) };
  },
  cancel: ({ family }) => {
    if (!ahead(family)) return failure(404, ERROR_CODES.notFound);
    held.bookings.delete(family);
    return null;
  },
  callsToday: ({ account }) => {
    const { from, todayEnds, until } = todayCallsWindow(new Date());
    const calls = [...held.bookings]
      .filter(([, slot]) => slot.startsAt >= from && slot.startsAt < until)
      .map(([reference, slot]) => callOf(reference, slot, account.id))
      .toSorted((a, b) => a.startsAt.localeCompare(b.startsAt));
    return splitTodayCalls(calls, todayEnds);
  },
  itemBooking: ({ account, params }) => {
    const slot = ofToday(params.reference);
    return { booking: slot && callOf(params.reference, slot, account.id) };
  },
  // The mock keeps no attempt history for it: the call only leaves Today.
  missedCall: ({ params }) => {
    const slot = ofToday(params.reference);
    if (!slot || slot.startsAt > new Date()) return failure(404, ERROR_CODES.notFound);
    held.bookings.delete(params.reference);
    return null;
  },
});
