import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { API_PATHS } from '#contracts/api-paths';
import { ERROR_CODES } from '#contracts/errors';
import type { StaffRef } from '#contracts/inbox';
import {
  inboxAttemptSchema,
  inboxChangeSchema,
  inboxItemParamsSchema,
  inboxQuerySchema,
} from '#contracts/inbox-schema';
import { STAGES } from '#contracts/pipeline';
import { actorOf, recordAudit } from '../audit/audit-log';
import { signedIn } from '../auth/auth-plugin';
import { can } from '#contracts/roles';
import { NOTE_MAX_LENGTH } from '#contracts/limits';
import { isAgainstContactRules } from '#contracts/rules/contact-window';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { withdrawnAt } from '../withdrawal/withdrawal-store';
import { readEnquiryExtras } from './contact-rules';
import { getInboxItem, listInbox } from './inbox-store';
import { logAttempt, updateInboxItem } from './pipeline-store';

const notFound = { error: ERROR_CODES.notFound };

/** The admissions inbox and its pipeline: enquiries and contact messages, for the roles that may handle them. */
const inbox: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireStaff({ permission: 'inbox' }));
  const clock = () => ({ now: new Date(), settings: app.config.pipeline });

  /** No such item: 410 with when, if the family withdrew it, else 404. */
  async function gone(reply: FastifyReply, reference: string) {
    const at = await withdrawnAt(app.db, reference);
    if (at) return reply.code(410).send({ error: ERROR_CODES.withdrawn, withdrawnAt: at.toISOString() });
    return reply.code(404).send(notFound);
  }

  /** The item as it is now, with the answer's status: 404 (or 410) when it is gone, else `code` with `extra`. */
  async function answerWithItem(reply: FastifyReply, reference: string, code: number, extra: object = {}) {
    const item = await getInboxItem(app.db, reference, clock());
    if (!item) return gone(reply, reference);
    return reply.code(code).send({ ...extra, item });
  }

  app.get(API_PATHS.inbox, { schema: { querystring: inboxQuerySchema } }, async (request) =>
    listInbox(app.db, request.query, { staffId: signedIn(request).id, ...clock() }),
  );

  app.get(API_PATHS.inboxColleagues, async () => {
    const staff = await app.db.query<{ id: string; name: string; role: string }>(
      'SELECT id::text, name, role FROM staff WHERE NOT disabled ORDER BY name',
    );
    const colleagues: StaffRef[] = staff.filter((one) => can(one.role, 'inbox')).map(({ id, name }) => ({ id, name }));
    return { colleagues };
  });

  app.get(API_PATHS.inboxItem, { schema: { params: inboxItemParamsSchema } }, async (request, reply) => {
    const item = await getInboxItem(app.db, request.params.reference, clock());
    if (!item) return gone(reply, request.params.reference);
    // Recorded before anything is shown: if the entry cannot be written, the enquiry is not sent.
    await recordAudit(app.db, actorOf(request), 'item-opened', { reference: item.reference });
    return { item };
  });

  app.patch(
    API_PATHS.inboxItem,
    {
      schema: { params: inboxItemParamsSchema, body: inboxChangeSchema },
      config: {
        bodyHint: `Send { version } and any of stage (${STAGES.join(', ')}; closed with closeReason), ownerId, followUpAt, note (1 to ${NOTE_MAX_LENGTH} characters), link { reference, decision }.`,
      },
    },
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
      if (answer === 'conflict') return answerWithItem(reply, reference, 409, { error: ERROR_CODES.conflict });
      request.log.info({ reference, staffId: user.id, stage: request.body.stage }, 'inbox item updated');
      return answerWithItem(reply, reference, 200);
    },
  );

  app.post(
    API_PATHS.inboxAttempts,
    { schema: { params: inboxItemParamsSchema, body: inboxAttemptSchema } },
    async (request, reply) => {
      const user = signedIn(request);
      const { reference } = request.params;
      const attempt = request.body;
      if (isAgainstContactRules(attempt.outcome, await readEnquiryExtras(app.db, reference)))
        return answerWithItem(reply, reference, 422, { error: ERROR_CODES.againstContactRules });
      const answer = await logAttempt(
        app.db,
        reference,
        attempt,
        { name: user.name, actor: actorOf(request) },
        new Date(),
      );
      if (answer === 'notFound') return gone(reply, reference);
      if (answer === 'conflict') return answerWithItem(reply, reference, 409, { error: ERROR_CODES.conflict });
      request.log.info({ reference, staffId: user.id, outcome: attempt.outcome }, 'contact attempt logged');
      return answerWithItem(reply, reference, 201);
    },
  );
};

export default inbox;
