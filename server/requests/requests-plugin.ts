import type { FastifyPluginAsync } from 'fastify';
import { isAnsweredAtOnce } from '#contracts/data-requests';
import { REQUEST_ENDPOINTS } from '#contracts/endpoints/requests';
import { ERROR_CODES } from '#contracts/errors';
import { familyCopyText } from '#contracts/family-copy';
import { readCopiedRecords } from './copied-records';
import { actorOf } from '../audit/audit-log';
import { endpointRoute } from '../http/endpoint-route';
import { NOT_FOUND, tooMany } from '../withdrawal/withdrawal-plugin';
import { FAMILY, findHeld, takeWithdrawalAttempt } from '../withdrawal/withdrawal-store';
import { addRequest, closeRequest, listRequests, receivedToday, referenceKnown } from './requests-store';

/**
 * The desk for a family's requests (access, a copy, correction, erasure, objection), each due 30
 * days after the day it came.
 *
 * - The family asks from the withdrawal page with its reference and code: the same attempt limit
 *   per address as withdrawal, counted before the code is checked, and none per reference (a
 *   stranger's wrong codes never stop the right one), and the same 404 for an unknown reference
 *   and a wrong code. Access and a copy are answered at once (the copy in the answer: a file to read
 *   in both languages and the JSON); correction, erasure and objection wait for staff.
 * - Staff log one that came by telephone or email, and close it as answered or refused with a note.
 * - Every step is in the audit trail, in the statement that makes it; reading the list too.
 * - Nothing here is kept by a browser or a proxy: the answers name references and hold notes.
 */
const requests: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  endpointRoute(
    app,
    REQUEST_ENDPOINTS.family,
    async (request, reply) => {
      const { reference, code, kind, note } = request.body;
      const retryAt = await takeWithdrawalAttempt(db, request.ip);
      if (retryAt) return tooMany(reply, retryAt);
      const held = await findHeld(db, reference, code);
      if (!held) return reply.code(404).send(NOT_FOUND);
      const made = await addRequest(db, FAMILY, {
        reference,
        kind,
        channel: 'online',
        receivedOn: receivedToday(),
        note: note ?? null,
        status: isAnsweredAtOnce(kind) ? 'done' : 'open',
      });
      const { id, receivedOn, dueOn, status } = made;
      const records = kind === 'copy' ? await readCopiedRecords(db, reference) : null;
      const copy = records && {
        text: familyCopyText(held.answer, records, new Date()),
        data: { ...held.answer, ...records },
      };
      return reply.code(201).send({ request: { id, kind, receivedOn, dueOn, status }, copy });
    },
    {
      config: {
        bodyHint: 'Send { reference, code, kind, note? }: kind is access, copy, correction, erasure or objection.',
      },
    },
  );

  endpointRoute(app, REQUEST_ENDPOINTS.list, async (request) => {
    const rows = await listRequests(db);
    // The list names references and holds families' notes: reading it is a view of their data.
    await request.audit('requests-listed', { detail: { rows: rows.length } });
    return { today: receivedToday(), requests: rows };
  });

  endpointRoute(app, REQUEST_ENDPOINTS.log, async (request, reply) => {
    const { note, ...logged } = request.body;
    if (!(await referenceKnown(db, logged.reference)))
      return reply.code(404).send({ error: ERROR_CODES.notFound, message: 'Nothing has this reference.' });
    const made = await addRequest(db, actorOf(request), { ...logged, note: note ?? null, status: 'open' });
    return reply.code(201).send(made);
  });

  endpointRoute(app, REQUEST_ENDPOINTS.close, async (request, reply) => {
    const closed = await closeRequest(db, actorOf(request), request.params.id, request.body);
    if (closed === null) return reply.code(404).send({ error: ERROR_CODES.notFound, message: 'No such request.' });
    if (closed === 'closed')
      return reply.code(409).send({ error: ERROR_CODES.conflict, message: 'This request was closed already.' });
    return closed;
  });
};

export default requests;
