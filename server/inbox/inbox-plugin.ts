import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '#contracts/api-paths';
import { ERROR_CODES } from '#contracts/errors';
import { INBOX_STATUSES } from '#contracts/inbox';
import { inboxChangeSchema, inboxItemParamsSchema, inboxQuerySchema } from '#contracts/inbox-schema';
import { actorOf, recordAudit } from '../audit/audit-log';
import { signedIn } from '../auth/auth-plugin';
import { NOTE_MAX_LENGTH } from '#contracts/limits';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { getInboxItem, listInbox, updateInboxItem } from './inbox-store';

const notFound = { error: ERROR_CODES.notFound };

/** The admissions inbox: enquiries and contact messages, for the roles that may handle them. */
const inbox: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireStaff({ inbox: true }));

  app.get(API_PATHS.inbox, { schema: { querystring: inboxQuerySchema } }, async (request) =>
    listInbox(app.db, request.query),
  );

  app.get(API_PATHS.inboxItem, { schema: { params: inboxItemParamsSchema } }, async (request, reply) => {
    const item = await getInboxItem(app.db, request.params.reference);
    if (!item) return reply.code(404).send(notFound);
    // Recorded before anything is shown: if the entry cannot be written, the enquiry is not sent.
    await recordAudit(app.db, actorOf(request), 'item-opened', { reference: item.reference });
    return { item };
  });

  app.patch(
    API_PATHS.inboxItem,
    {
      schema: { params: inboxItemParamsSchema, body: inboxChangeSchema },
      config: {
        bodyHint: `Send { version, status?, note? }: a status of ${INBOX_STATUSES.join(', ')}, a note of 1 to ${NOTE_MAX_LENGTH} characters.`,
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { reference } = request.params;
      const change = request.body;
      const applied = await updateInboxItem(
        app.db,
        reference,
        {
          version: change.version,
          status: change.status ?? null,
          note: change.note ?? null,
          by: user.name,
        },
        actorOf(request),
      );
      const item = await getInboxItem(app.db, reference);
      if (!item) return reply.code(404).send(notFound);
      if (!applied) return reply.code(409).send({ error: ERROR_CODES.conflict, item });
      request.log.info({ reference, staffId: user.id, status: change.status }, 'inbox item updated');
      return { item };
    },
  );
};

export default inbox;
