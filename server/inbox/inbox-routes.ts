import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../auth/auth-routes';
import type { Database } from '../db/database';
import { getInboxItem, isStatus, listInbox, updateInboxItem, type InboxStatus } from './inbox-store';

const MAX_NOTE = 2000;

type Change = { version: number; status: InboxStatus | null; note: string | null };

function readChange(body: unknown): Change | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { version, status, note, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null;
  if (status !== undefined && !isStatus(status)) return null;
  if (note !== undefined && (typeof note !== 'string' || note.trim() === '' || note.length > MAX_NOTE)) return null;
  if (status === undefined && note === undefined) return null;
  return { version, status: status ?? null, note: note ?? null };
}

const notFound = { error: 'not_found' };

/** The admissions inbox: enquiries and contact messages, for the roles that may handle them. */
export function inboxRoutes(app: FastifyInstance, db: Database) {
  app.get('/api/inbox', async (request, reply) => {
    if (!(await requireStaff(db, request, reply, { inbox: true }))) return reply;
    const query = request.query as Record<string, unknown>;
    const status = query.status === undefined || query.status === '' ? null : query.status;
    if (status !== null && !isStatus(status))
      return reply.code(400).send({ error: 'invalid_query', message: 'status: new, contacted, closed or spam.' });
    if (query.q !== undefined && (typeof query.q !== 'string' || query.q.length > 200))
      return reply.code(400).send({ error: 'invalid_query', message: 'q: one text of 200 characters at most.' });
    reply.header('Cache-Control', 'no-store');
    return listInbox(db, { status, q: (query.q as string | undefined) ?? null });
  });

  app.get('/api/inbox/:reference', async (request, reply) => {
    if (!(await requireStaff(db, request, reply, { inbox: true }))) return reply;
    const { reference } = request.params as { reference: string };
    const item = await getInboxItem(db, reference.toUpperCase());
    reply.header('Cache-Control', 'no-store');
    return item ? { item } : reply.code(404).send(notFound);
  });

  app.patch('/api/inbox/:reference', async (request, reply) => {
    const user = await requireStaff(db, request, reply, { inbox: true });
    if (!user) return reply;
    const reference = (request.params as { reference: string }).reference.toUpperCase();
    const change = readChange(request.body);
    if (!change)
      return reply.code(400).send({
        error: 'invalid_body',
        message: `Send { version, status?, note? }: a status of new, contacted, closed or spam, a note of 1 to ${MAX_NOTE} characters.`,
      });
    const applied = await updateInboxItem(db, reference, { ...change, by: user.name });
    const item = await getInboxItem(db, reference);
    if (!item) return reply.code(404).send(notFound);
    if (!applied) return reply.code(409).send({ error: 'conflict', item });
    request.log.info({ reference, staffId: user.id, status: change.status ?? undefined }, 'inbox item updated');
    return { item };
  });
}
