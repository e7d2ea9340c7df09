import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import {
  MAX_LEAVE_DAYS,
  MAX_WEEKLY_HOURS,
  minutesOf,
  REMINDER_STATES,
  type Availability,
  type BookedCall,
  type FamilySlotsAnswer,
  type ItemBookingAnswer,
  type OwnAvailabilityAnswer,
  type TeamAvailabilityAnswer,
  type TodayCallsAnswer,
} from '../bookings';
import { DAY_PATTERN } from '../date-range';
import { ERROR_CODES } from '../errors';
import { isTimeZone, WEEKDAYS } from '../forms/discretion';
import { inboxItemParamsSchema, itemVersion } from '../inbox-schema';
import { LANGUAGES } from '../languages';
import { REFERENCE_PATTERN } from '../reference';
import { endpoint } from './endpoint';

const time = z.iso.datetime({ offset: true });
// On the hour or half past: the slots are half-hours. "24:00" closes a day.
const clock = z.string().regex(/^(([01]\d|2[0-3]):[03]0|24:00)$/);
const zone = z.string().refine(isTimeZone);

export const availabilitySchema = z.object({
  timeZone: zone,
  languages: z.array(z.enum(LANGUAGES)).min(1).max(LANGUAGES.length),
  weekly: z
    .array(
      z
        .object({ day: z.enum(WEEKDAYS), from: clock, to: clock })
        .refine(({ from, to }) => minutesOf(from) < minutesOf(to), { path: ['to'] }),
    )
    .max(MAX_WEEKLY_HOURS),
  leave: z.array(z.string().regex(DAY_PATTERN)).max(MAX_LEAVE_DAYS),
}) satisfies z.ZodType<Availability>;

/** A booking, and the body of POST and PATCH /api/family/booking: the start of a slot GET /api/family/slots offered. */
export const bookingSchema = z.object({ startsAt: time });

const bookedCallSchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN),
  startsAt: time,
  staffName: z.string(),
  mine: z.boolean(),
  familyTimeZone: zone,
  reminder: z.object({ state: z.enum(REMINDER_STATES), at: time }).nullable(),
}) satisfies z.ZodType<BookedCall>;

/** Call-backs: admissions members' hours, the family's booking, and the calls the team sees. */
export const BOOKING_ENDPOINTS = {
  ownAvailability: endpoint({
    method: 'GET',
    path: API_PATHS.availability,
    access: 'inbox',
    answers: {
      200: z.object({ availability: availabilitySchema.nullable() }) satisfies z.ZodType<OwnAvailabilityAnswer>,
    },
    errors: [],
  }),
  setAvailability: endpoint({
    method: 'PUT',
    path: API_PATHS.availability,
    access: 'inbox',
    body: availabilitySchema,
    answers: { 200: z.object({ availability: availabilitySchema }) },
    errors: [ERROR_CODES.invalidBody],
  }),
  teamAvailability: endpoint({
    method: 'GET',
    path: API_PATHS.teamAvailability,
    access: 'accounts',
    answers: {
      200: z.object({
        members: z.array(z.object({ id: z.string(), name: z.string(), availability: availabilitySchema.nullable() })),
      }) satisfies z.ZodType<TeamAvailabilityAnswer>,
    },
    errors: [],
  }),
  slots: endpoint({
    method: 'GET',
    path: API_PATHS.familySlots,
    access: 'family',
    answers: {
      200: z.object({
        timeZone: zone,
        centreTimeZone: zone,
        slots: z.array(time),
        booking: bookingSchema.nullable(),
      }) satisfies z.ZodType<FamilySlotsAnswer>,
    },
    errors: [],
  }),
  book: endpoint({
    method: 'POST',
    path: API_PATHS.familyBooking,
    access: 'family',
    body: bookingSchema,
    answers: { 201: z.object({ booking: bookingSchema }) },
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.slotUnavailable, ERROR_CODES.bookingExists],
  }),
  move: endpoint({
    method: 'PATCH',
    path: API_PATHS.familyBooking,
    access: 'family',
    body: bookingSchema,
    answers: { 200: z.object({ booking: bookingSchema }) },
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.slotUnavailable, ERROR_CODES.notFound],
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: API_PATHS.familyBooking,
    access: 'family',
    answers: { 204: null },
    errors: [ERROR_CODES.notFound],
  }),
  callsToday: endpoint({
    method: 'GET',
    path: API_PATHS.callsToday,
    access: 'inbox',
    answers: {
      200: z.object({
        calls: z.array(bookedCallSchema),
        ahead: z.array(bookedCallSchema),
      }) satisfies z.ZodType<TodayCallsAnswer>,
    },
    errors: [],
  }),
  itemBooking: endpoint({
    method: 'GET',
    path: API_PATHS.itemBooking,
    access: 'inbox',
    params: inboxItemParamsSchema,
    answers: { 200: z.object({ booking: bookedCallSchema.nullable() }) satisfies z.ZodType<ItemBookingAnswer> },
    errors: [ERROR_CODES.invalidParams],
  }),
  /**
   * No answer at the booked time, in one tap: a no-answer attempt on the family's own channel at the
   * call's time, and the call leaves Today (the family may book again). 404 until today's call is due.
   */
  missedCall: endpoint({
    method: 'POST',
    path: API_PATHS.missedCall,
    access: 'inbox',
    params: inboxItemParamsSchema,
    body: z.strictObject({ version: itemVersion }),
    answers: { 204: null },
    errors: [ERROR_CODES.invalidParams, ERROR_CODES.invalidBody, ERROR_CODES.notFound, ERROR_CODES.conflict],
  }),
};
