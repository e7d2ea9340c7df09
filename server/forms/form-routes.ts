import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkContactPayload } from '../../src/features/enquiry/validation/contact-payload';
import { checkEnquiryPayload } from '../../src/features/enquiry/validation/enquiry-payload';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { countRequest } from '../http/rate-limit';
import type { Notify } from './notify';
import { saveContactMessage, saveEnquiry } from './store';

type Check<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'shape'; paths: string[] }
  | { ok: false; kind: 'fields'; errors: object };

interface FormRoute<T> {
  url: string;
  bucket: string;
  check: (body: unknown) => Check<T>;
  save: (db: Database, value: T) => Promise<string>;
  notify?: Notify;
}

async function tooMany(reply: FastifyReply, resetAt: Date) {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return reply
    .code(429)
    .header('Retry-After', String(seconds))
    .send({ error: 'rate_limited', message: 'Too many submissions; try again later.', retryAt: resetAt.toISOString() });
}

/**
 * POST a form: check with the form's own rules (400 with the field codes the form shows),
 * count against the sender's limit (429), store, answer 201 with the reference.
 * Only valid submissions count, so a refused one leaves the database as it was.
 */
function formRoute<T>(app: FastifyInstance, db: Database, config: ServerConfig, route: FormRoute<T>) {
  app.post(route.url, async (request, reply) => {
    const checked = route.check(request.body);
    if (!checked.ok)
      return checked.kind === 'shape'
        ? reply
            .code(400)
            .send({ error: 'invalid_body', message: 'The body is not a form of this kind.', paths: checked.paths })
        : reply
            .code(400)
            .send({ error: 'invalid_fields', message: 'Some fields need correcting.', fields: checked.errors });

    const limit = await countRequest(db, route.bucket, request.ip, config.rateLimit);
    if (!limit.allowed) return tooMany(reply, limit.resetAt);

    const reference = await route.save(db, checked.value);
    request.log.info({ reference }, 'stored');
    if (route.notify)
      route
        .notify(reference)
        .catch((error: unknown) =>
          request.log.error(
            { reference, reason: error instanceof Error ? error.message : 'unknown' },
            'notification failed',
          ),
        );
    return reply.code(201).send({ reference });
  });
}

export function formRoutes(app: FastifyInstance, db: Database, config: ServerConfig, notify: Notify | null) {
  formRoute(app, db, config, {
    url: '/api/enquiries',
    bucket: 'enquiries',
    check: (body) => {
      const result = checkEnquiryPayload(body);
      return result.ok ? { ok: true, value: result.enquiry } : result;
    },
    save: saveEnquiry,
    notify: notify ?? undefined,
  });
  formRoute(app, db, config, {
    url: '/api/contact',
    bucket: 'contact',
    check: (body) => {
      const result = checkContactPayload(body);
      return result.ok ? { ok: true, value: result.contact } : result;
    },
    save: saveContactMessage,
  });
}
