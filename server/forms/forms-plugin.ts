import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { API_PATHS } from '#contracts/api-paths';
import { ERROR_CODES } from '#contracts/errors';
import { checkContactFields, contactPayloadSchema } from '#contracts/forms/contact-payload';
import { checkEnquiryFields, enquiryPayloadSchema } from '#contracts/forms/enquiry-payload';
import type { StoredAnswer } from '#contracts/withdrawal';
import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { countRequest } from '../http/rate-limit';
import type { ZodTypeProvider } from '../http/zod-schemas';
import type { Notify } from './notify';
import { saveContactMessage, saveEnquiry } from './store';

interface FormRoute<S extends z.ZodType, T> {
  url: string;
  bucket: string;
  schema: S;
  check: (payload: z.output<S>) => { ok: true; value: T } | { ok: false; errors: object };
  save: (db: Database, value: T, settings: PipelineSettings) => Promise<StoredAnswer>;
  notify?: Notify | null;
}

async function tooMany(reply: FastifyReply, resetAt: Date) {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return reply.code(429).header('Retry-After', String(seconds)).send({
    error: ERROR_CODES.rateLimited,
    message: 'Too many submissions; try again later.',
    retryAt: resetAt.toISOString(),
  });
}

/**
 * The public forms. POST one: its schema checks the shape (400 `invalid_body`), the form's own
 * rules its fields (400 `invalid_fields`, with the codes the form shows), then the sender's limit
 * (429); it is stored and answered 201 with its reference and the family's withdrawal code (given
 * this once: only its hash is stored; `Cache-Control: no-store`). Only valid submissions count, so
 * a refused one leaves the database as it was.
 */
const forms: FastifyPluginAsync<{ notify: Notify | null }> = async (fastify, { notify }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  function formRoute<S extends z.ZodType, T>(route: FormRoute<S, T>) {
    app.post(
      route.url,
      { schema: { body: route.schema }, config: { bodyHint: 'The body is not a form of this kind.' } },
      async (request, reply) => {
        const checked = route.check(request.body as z.output<S>);
        if (!checked.ok)
          return reply.code(400).send({
            error: ERROR_CODES.invalidFields,
            message: 'Some fields need correcting.',
            fields: checked.errors,
          });

        const limit = await countRequest(app.db, route.bucket, request.ip, app.config.rateLimit);
        if (!limit.allowed) return tooMany(reply, limit.resetAt);

        const stored = await route.save(app.db, checked.value, app.config.pipeline);
        const { reference } = stored;
        request.log.info({ reference }, 'stored');
        route
          .notify?.(reference)
          .catch((error: unknown) =>
            request.log.error(
              { reference, reason: error instanceof Error ? error.message : 'unknown' },
              'notification failed',
            ),
          );
        // The code is a secret: no cache, of the browser or a proxy, may keep the answer.
        return reply
          .code(201)
          .header('Cache-Control', 'no-store')
          .send(stored satisfies StoredAnswer);
      },
    );
  }

  formRoute({
    url: API_PATHS.enquiries,
    bucket: 'enquiries',
    schema: enquiryPayloadSchema,
    check: checkEnquiryFields,
    save: saveEnquiry,
    notify,
  });
  formRoute({
    url: API_PATHS.contact,
    bucket: 'contact',
    schema: contactPayloadSchema,
    check: checkContactFields,
    save: saveContactMessage,
  });
};

export default forms;
