import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SAVED_VIEW_ENDPOINTS } from '#contracts/endpoints/saved-views';
import { INBOX_ENDPOINTS } from '#contracts/endpoints/inbox';
import { ERROR_CODES } from '#contracts/errors';
import type { StaffRef } from '#contracts/inbox';
import { STAGES } from '#contracts/pipeline';
import { actorOf } from '../audit/audit-log';
import { signedIn } from '../auth/auth-plugin';
import { can } from '#contracts/roles';
import { NOTE_MAX_LENGTH } from '#contracts/limits';
import { isAgainstContactRules } from '#contracts/rules/contact-window';
import { endpointRoute } from '../http/endpoint-route';
import { withdrawnAt } from '../withdrawal/withdrawal-store';
import { countArrivals } from './arrivals';
import { assignmentMailer } from './assignment-mail';
import { readEnquiryExtras } from '../items/contact-rules';
import { inboxListingEntry } from './inbox-audit';
import { noteViewer } from './item-viewers';
import { readViews, saveViews } from './saved-views-store';
import { getInboxItem, listInbox } from './inbox-store';
import { logAttempt, updateInboxItem } from './pipeline-store';

const notFound = { error: ERROR_CODES.notFound };

/** The admissions inbox and its pipeline: enquiries and contact messages, for the roles that may handle them. */
const inbox: FastifyPluginAsync = async (app) => {
  const clock = () => ({ now: new Date(), settings: app.config.pipeline });
  const tellAssignee = app.config.smtp ? assignmentMailer(app.config.smtp, app.db, app.config.publicUrl) : null;

  /** No such item: 410 with when, if the family withdrew it, else 404. */
  async function gone(reply: FastifyReply, reference: string) {
    const at = await withdrawnAt(app.db, reference);
    if (at) return reply.code(410).send({ error: ERROR_CODES.withdrawn, withdrawnAt: at.toISOString() });
    return reply.code(404).send(notFound);
  }

  /**
   * The item as it is now, with the answer's status: 404 (or 410) when it is gone, else `code` with
   * `extra`. No item leaves without a line in the trail: a write that went through has its own entry
   * (in the write's statement, `written`); anything else (an opening, a 409 or a 422 that brings the
   * current item for the conflict dialog) records 'item-opened' first, and if that cannot be written
   * the item is not sent.
   */
  async function answerWithItem(
    request: FastifyRequest,
    reply: FastifyReply,
    reference: string,
    code: number,
    { extra = {}, written = false }: { extra?: object; written?: boolean } = {},
  ) {
    const item = await getInboxItem(app.db, reference, clock());
    if (!item) return gone(reply, reference);
    if (!written) await request.audit('item-opened', { reference: item.reference });
    return reply.code(code).send({ ...extra, item });
  }

  // Recorded before the list is sent, like an opening: who looked, with which filters, at how many items.
  endpointRoute(app, INBOX_ENDPOINTS.list, async (request) => {
    const list = await listInbox(app.db, request.query, { staffId: signedIn(request).id, ...clock() });
    const { action, detail } = inboxListingEntry(request.query, list.items.length);
    await request.audit(action, { detail });
    return list;
  });

  // Counts and a time only, no family's data: an open inbox asks every few seconds, and the trail
  // records the list it then shows, not each question.
  endpointRoute(app, INBOX_ENDPOINTS.arrivals, async (request) => countArrivals(app.db, request.query.since ?? null));

  endpointRoute(app, INBOX_ENDPOINTS.colleagues, async () => {
    const staff = await app.db.query<{ id: string; name: string; role: string }>(
      'SELECT id::text, name, role FROM staff WHERE NOT disabled ORDER BY name',
    );
    const colleagues: StaffRef[] = staff.filter((one) => can(one.role, 'inbox')).map(({ id, name }) => ({ id, name }));
    return { colleagues };
  });

  // The member's own filters, nothing of a family's: not in the trail.
  endpointRoute(app, SAVED_VIEW_ENDPOINTS.views, async (request) => ({
    views: await readViews(app.db, signedIn(request).id),
  }));
  endpointRoute(app, SAVED_VIEW_ENDPOINTS.saveViews, async (request) => ({
    views: await saveViews(app.db, signedIn(request).id, request.body.views),
  }));

  // Names of colleagues only, nothing of the family's: the opening itself is in the trail (GET above).
  endpointRoute(app, INBOX_ENDPOINTS.viewers, async (request, reply) => {
    const viewers = await noteViewer(app.db, request.params.reference, signedIn(request).id, new Date());
    return viewers ? { viewers } : reply.code(404).send(notFound);
  });

  endpointRoute(app, INBOX_ENDPOINTS.item, async (request, reply) =>
    answerWithItem(request, reply, request.params.reference, 200),
  );

  endpointRoute(
    app,
    INBOX_ENDPOINTS.change,
    async (request, reply) => {
      const user = signedIn(request);
      const { reference } = request.params;
      const answer = await updateInboxItem(
        app.db,
        reference,
        request.body,
        { name: user.name, actor: actorOf(request) },
        clock(),
      );
      if (answer === 'notFound') return gone(reply, reference);
      if (answer === 'unknownOwner') return reply.code(422).send({ error: ERROR_CODES.unknownOwner });
      if (answer === 'unknownLink') return reply.code(422).send({ error: ERROR_CODES.unknownLink });
      if (answer === 'conflict')
        return answerWithItem(request, reply, reference, 409, { extra: { error: ERROR_CODES.conflict } });
      request.log.info({ reference, staffId: user.id, stage: request.body.stage }, 'inbox item updated');
      const { ownerId } = request.body;
      // Sent after the answer's write, not awaited: a slow mail server never holds the page.
      if (tellAssignee && typeof ownerId === 'string' && ownerId !== user.id)
        // The error's code only: a mail server's message may quote the address.
        tellAssignee(ownerId, reference, user.name).catch((error: unknown) =>
          request.log.warn(
            { reference, code: (error as { code?: unknown }).code },
            'the assignment email was not sent',
          ),
        );
      return answerWithItem(request, reply, reference, 200, { written: true });
    },
    {
      config: {
        bodyHint: `Send { version } and any of stage (${STAGES.join(', ')}; closed with closeReason, assessmentBooked with assessmentAt), ownerId, followUpAt, note (1 to ${NOTE_MAX_LENGTH} characters), link { reference, decision }.`,
      },
    },
  );

  endpointRoute(app, INBOX_ENDPOINTS.attempt, async (request, reply) => {
    const user = signedIn(request);
    const { reference } = request.params;
    const attempt = request.body;
    if (isAgainstContactRules(attempt.outcome, await readEnquiryExtras(app.db, reference)))
      return answerWithItem(request, reply, reference, 422, { extra: { error: ERROR_CODES.againstContactRules } });
    const answer = await logAttempt(app.db, reference, attempt, { name: user.name, actor: actorOf(request) }, clock());
    if (answer === 'notFound') return gone(reply, reference);
    if (answer === 'conflict')
      return answerWithItem(request, reply, reference, 409, { extra: { error: ERROR_CODES.conflict } });
    request.log.info(
      { reference, staffId: user.id, outcome: attempt.outcome, stage: attempt.stage },
      'contact attempt logged',
    );
    return answerWithItem(request, reply, reference, 201, { written: true });
  });
};

export default inbox;
