import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ERROR_CODES } from '#contracts/errors';
import { MESSAGE_ENDPOINTS } from '#contracts/endpoints/messages';
import { MESSAGE_MAX_LENGTH } from '#contracts/messages';
import { noticeRoute } from '#contracts/rules/message-notice';
import { actorOf } from '../audit/audit-log';
import { signedIn } from '../auth/auth-plugin';
import { signedInFamily } from '../family/family-plugin';
import { endpointRoute } from '../http/endpoint-route';
import { FAMILY, withdrawnAt } from '../withdrawal/withdrawal-store';
import { noticeSenders, noticeTargetOf, sendDueNotices, sendNotice, sweepEachMinute } from '../notices/family-notices';
import { addFamilyEntry, addStaffMessage, readMessages, recordNoticeFailed } from './messages-store';

const textHint = {
  config: { bodyHint: `Send { text }: 1 to ${MESSAGE_MAX_LENGTH} visible characters, with no control characters.` },
};

/**
 * The family's line (issue 32): the family reads and writes on its own enquiry, the staff on any
 * item; every reading and writing is in the audit trail (a family's as 'family', no address). A staff
 * member's message is announced to the family only as the notice rule allows
 * (src/contracts/rules/message-notice.ts): by email, within their hours (else held until then),
 * without a word of the message, without the centre's name unless they allowed it.
 */
const messages: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { smtp } = app.config;
  const send = noticeSenders(smtp);
  if (smtp && !smtp.familyFrom)
    app.log.warn(
      'FAMILY_MAIL_FROM is not set: notices to families who asked for discretion come from MAIL_FROM’s address, whose domain may name the centre',
    );

  /** No such item: 410 with when, if the family withdrew it, else 404. */
  async function gone(reply: FastifyReply, reference: string) {
    const at = await withdrawnAt(db, reference);
    if (at) return reply.code(410).send({ error: ERROR_CODES.withdrawn, withdrawnAt: at.toISOString() });
    return reply.code(404).send({ error: ERROR_CODES.notFound });
  }

  /** The family's enquiry went while it was signed in (withdrawn, or its time was up): the session is over. */
  const sessionOver = (reply: FastifyReply) => reply.code(401).send({ error: ERROR_CODES.unauthorized });

  endpointRoute(app, MESSAGE_ENDPOINTS.familyList, async (request, reply) => {
    const answer = await readMessages(db, signedInFamily(request).reference, 'family', FAMILY);
    return answer ?? sessionOver(reply);
  });

  endpointRoute(
    app,
    MESSAGE_ENDPOINTS.familySend,
    async (request, reply) => {
      const { reference } = signedInFamily(request);
      if (!(await addFamilyEntry(db, reference, { text: request.body.text }, FAMILY))) return sessionOver(reply);
      request.log.info({ reference }, 'the family wrote');
      const answer = await readMessages(db, reference, 'family', FAMILY);
      return answer ? reply.code(201).send(answer) : sessionOver(reply);
    },
    textHint,
  );

  endpointRoute(
    app,
    MESSAGE_ENDPOINTS.familyPlan,
    async (request, reply) => {
      const { reference } = signedInFamily(request);
      if (!(await addFamilyEntry(db, reference, { plan: request.body }, FAMILY))) return sessionOver(reply);
      request.log.info({ reference }, 'the family sent its stay plan');
      const answer = await readMessages(db, reference, 'family', FAMILY);
      return answer ? reply.code(201).send(answer) : sessionOver(reply);
    },
    { config: { bodyHint: 'Send the stay plan: { programme, residence, addOns }.' } },
  );

  endpointRoute(app, MESSAGE_ENDPOINTS.staffList, async (request, reply) => {
    const { reference } = request.params;
    return (await readMessages(db, reference, 'staff', actorOf(request))) ?? gone(reply, reference);
  });

  endpointRoute(
    app,
    MESSAGE_ENDPOINTS.staffSend,
    async (request, reply) => {
      const user = signedIn(request);
      const { reference } = request.params;
      const found = await noticeTargetOf(db, reference);
      if (!found) return gone(reply, reference);
      const now = new Date();
      const notice = noticeRoute(found.target, now, send !== null);
      const by = { name: user.name, actor: actorOf(request) };
      if (!(await addStaffMessage(db, reference, { text: request.body.text, notice }, by, now)))
        return gone(reply, reference);
      request.log.info({ reference, staffId: user.id, notice: notice.state }, 'message to the family');
      if (send && notice.state === 'emailed')
        await sendNotice(send, found.recipient).catch(async (error: unknown) => {
          // The error's code only: a mail server's message may quote the address.
          request.log.warn({ reference, code: (error as { code?: unknown }).code }, 'the message notice was not sent');
          await recordNoticeFailed(db, reference);
        });
      const answer = await readMessages(db, reference, 'staff', actorOf(request));
      return answer ? reply.code(201).send(answer) : gone(reply, reference);
    },
    textHint,
  );

  if (send)
    sweepEachMinute(app, 'held message notices', () =>
      sendDueNotices(db, send, (reference) => app.log.warn({ reference }, 'a held message notice was not sent')),
    );
};

export default messages;
