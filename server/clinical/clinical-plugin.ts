import type { FastifyPluginAsync } from 'fastify';
import { CLINICAL_ENDPOINTS } from '#contracts/endpoints/clinical';
import { ERROR_CODES } from '#contracts/errors';
import { actorOf } from '../audit/audit-log';
import { signedIn } from '../auth/auth-plugin';
import { endpointRoute } from '../http/endpoint-route';
import { listWaiting, readCase, recordDecision } from './clinical-store';

const notFound = { error: ERROR_CODES.notFound };

/**
 * The clinical review: clinical reviewers read an enquiry's clinical fields and the family's words
 * and record the decision. Every view is in the trail before it is sent, as the inbox's are.
 */
const clinical: FastifyPluginAsync = async (app) => {
  endpointRoute(app, CLINICAL_ENDPOINTS.queue, async (request) => {
    const items = await listWaiting(app.db);
    await request.audit('clinical-listed', { detail: { count: items.length } });
    return { items };
  });

  endpointRoute(app, CLINICAL_ENDPOINTS.item, async (request, reply) => {
    const item = await readCase(app.db, request.params.reference);
    if (!item) return reply.code(404).send(notFound);
    await request.audit('clinical-opened', { reference: item.reference });
    return { item };
  });

  endpointRoute(app, CLINICAL_ENDPOINTS.decide, async (request, reply) => {
    const user = signedIn(request);
    const { reference } = request.params;
    const recorded = await recordDecision(app.db, reference, request.body, {
      name: user.name,
      actor: actorOf(request),
    });
    if (!recorded) return reply.code(404).send(notFound);
    request.log.info({ reference, staffId: user.id, decision: request.body.decision }, 'clinical decision recorded');
    const item = await readCase(app.db, reference);
    // Gone between the write and the read: withdrawn or erased that moment.
    if (!item) return reply.code(404).send(notFound);
    return reply.code(201).send({ item });
  });
};

export default clinical;
