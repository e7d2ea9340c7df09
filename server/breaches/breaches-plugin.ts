import type { FastifyPluginAsync } from 'fastify';
import { BREACH_ENDPOINTS } from '#contracts/endpoints/breaches';
import { ERROR_CODES } from '#contracts/errors';
import { actorOf } from '../audit/audit-log';
import { endpointRoute } from '../http/endpoint-route';
import { changeBreach, createBreach, listBreaches } from './breach-store';

/**
 * The breach register for admins: the list, a new entry, a change on the version it was read at
 * (409 with the entry as it is now otherwise, as the inbox does). Each entry and change writes its
 * audit entry in the same statement; the logs carry the entry's id only.
 */
const breaches: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpointRoute(app, BREACH_ENDPOINTS.list, async () => ({ breaches: await listBreaches(db) }));

  endpointRoute(
    app,
    BREACH_ENDPOINTS.create,
    async (request, reply) => {
      const breach = await createBreach(db, request.body, actorOf(request));
      request.log.info({ breachId: breach.id }, 'breach recorded');
      return reply.code(201).send({ breach });
    },
    { config: { bodyHint: 'Send { description, foundAt, references?, data?, status? … }.' } },
  );

  endpointRoute(
    app,
    BREACH_ENDPOINTS.change,
    async (request, reply) => {
      const result = await changeBreach(db, request.params.id, request.body, actorOf(request));
      if (result === 'not-found') return reply.code(404).send({ error: ERROR_CODES.notFound });
      if ('conflict' in result) return reply.code(409).send({ error: ERROR_CODES.conflict, breach: result.conflict });
      return { breach: result.breach };
    },
    { config: { bodyHint: 'Send { version } and the fields to change.' } },
  );
};

export default breaches;
