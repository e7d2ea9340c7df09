import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BOOKING_ENDPOINTS } from '#contracts/endpoints/bookings';
import { ERROR_CODES } from '#contracts/errors';
import { reminderDue } from '#contracts/rules/call-reminder';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { actorOf } from '../audit/audit-log';
import { signedIn } from '../auth/auth-plugin';
import { signedInFamily } from '../family/family-plugin';
import { endpointRoute } from '../http/endpoint-route';
import { logAttempt } from '../inbox/pipeline-store';
import { noticeSenders, noticeTargetOf, sweepEachMinute } from '../notices/family-notices';
import { readAvailability, readTeamAvailability, saveAvailability } from './availability-store';
import {
  cancelBooking,
  dropMissedCall,
  familyWindow,
  freeSlots,
  holdSlot,
  readBooking,
  readDueCall,
  readItemCall,
  readTodayCalls,
  slotAt,
} from './bookings-store';
import { sendDueReminders } from './call-reminders';

const REFUSALS = {
  taken: { status: 409, body: { error: ERROR_CODES.slotUnavailable, message: 'This time is no longer free.' } },
  exists: { status: 409, body: { error: ERROR_CODES.bookingExists, message: 'A call is booked already: move it.' } },
  none: { status: 404, body: { error: ERROR_CODES.notFound, message: 'No call is booked.' } },
  notDue: { status: 404, body: { error: ERROR_CODES.notFound, message: 'No call of today has come to its time.' } },
  conflict: { status: 409, body: { error: ERROR_CODES.conflict, message: 'The item changed: reload it.' } },
} as const;

/**
 * Call-backs: each admissions member's hours, the slots a signed-in family may book inside its own
 * safe window, its booking (held for one member who speaks its language; the database's unique
 * index keeps two families off one slot) with its email reminder when the family allowed one
 * (src/contracts/rules/call-reminder.ts), and the calls the team has today. The family's
 * bookings, moves and cancellations and the team's views are in the audit trail; logs name no
 * reference and no time.
 */
const bookings: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const send = noticeSenders(app.config.smtp);

  endpointRoute(app, BOOKING_ENDPOINTS.ownAvailability, async (request) => ({
    availability: await readAvailability(db, signedIn(request).id),
  }));

  endpointRoute(app, BOOKING_ENDPOINTS.setAvailability, async (request) => ({
    availability: await saveAvailability(db, signedIn(request).id, request.body),
  }));

  endpointRoute(app, BOOKING_ENDPOINTS.teamAvailability, async () => ({
    members: await readTeamAvailability(db),
  }));

  endpointRoute(app, BOOKING_ENDPOINTS.slots, async (request) => {
    const { reference, language } = signedInFamily(request);
    const [window, slots, booking] = await Promise.all([
      familyWindow(db, reference, language),
      freeSlots(db, reference, language),
      readBooking(db, reference),
    ]);
    return {
      timeZone: window?.timeZone ?? CENTRE_TIME_ZONE,
      centreTimeZone: CENTRE_TIME_ZONE,
      slots: slots.map((slot) => slot.startsAt.toISOString()),
      booking,
    };
  });

  /** The slot the family chose, if it is still offered to it, held by a booking or a move. */
  const hold = async (request: FastifyRequest & { body: { startsAt: string } }, move: boolean) => {
    const { reference, language } = signedInFamily(request);
    const [slots, found] = await Promise.all([freeSlots(db, reference, language), noticeTargetOf(db, reference)]);
    const slot = slotAt(slots, request.body.startsAt);
    if (!slot || !found) return REFUSALS.taken;
    const reminderAt = reminderDue(found.target, slot.startsAt, new Date(), send !== null);
    const result = await holdSlot(db, reference, { slot, reminderAt }, move);
    if (typeof result === 'string') return REFUSALS[result];
    request.log.info(move ? 'call moved' : 'call booked');
    return { booking: result };
  };

  endpointRoute(app, BOOKING_ENDPOINTS.book, async (request, reply) => {
    const held = await hold(request, false);
    return 'booking' in held ? reply.code(201).send(held) : reply.code(held.status).send(held.body);
  });

  endpointRoute(app, BOOKING_ENDPOINTS.move, async (request, reply) => {
    const held = await hold(request, true);
    return 'booking' in held ? held : reply.code(held.status).send(held.body);
  });

  endpointRoute(app, BOOKING_ENDPOINTS.cancel, async (request, reply) => {
    if (!(await cancelBooking(db, signedInFamily(request).reference))) return reply.code(404).send(REFUSALS.none.body);
    request.log.info('call cancelled');
    return reply.code(204).send();
  });

  endpointRoute(app, BOOKING_ENDPOINTS.callsToday, async (request) => {
    const answer = await readTodayCalls(db, signedIn(request).id);
    await request.audit('calls-listed', { detail: { count: answer.calls.length + answer.ahead.length } });
    return answer;
  });

  endpointRoute(app, BOOKING_ENDPOINTS.itemBooking, async (request) => {
    const { reference } = request.params;
    const booking = await readItemCall(db, reference, signedIn(request).id);
    await request.audit('booking-viewed', { reference });
    return { booking };
  });

  // The attempt goes through the attempt rules' store (owner, failed tries, history, trail) at the call's time.
  endpointRoute(app, BOOKING_ENDPOINTS.missedCall, async (request, reply) => {
    const user = signedIn(request);
    const { reference } = request.params;
    const due = await readDueCall(db, reference);
    if (!due) return reply.code(404).send(REFUSALS.notDue.body);
    const attempt = { version: request.body.version, channel: due.channel, outcome: 'noAnswer' as const };
    const by = { name: user.name, actor: actorOf(request) };
    const logged = await logAttempt(db, reference, attempt, by, { now: due.startsAt, settings: app.config.pipeline });
    if (logged === 'notFound') return reply.code(404).send(REFUSALS.notDue.body);
    if (logged === 'conflict') return reply.code(409).send(REFUSALS.conflict.body);
    await dropMissedCall(db, reference, due.startsAt, by.actor);
    request.log.info('booked call missed');
    return reply.code(204).send();
  });

  if (send)
    sweepEachMinute(app, 'call reminders', () =>
      sendDueReminders(db, send, (code) => app.log.warn({ code }, 'a call reminder was not sent')),
    );
};

export default bookings;
