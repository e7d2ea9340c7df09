import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { FORM_ENDPOINTS } from '#contracts/endpoints/forms';
import { CONSENT_OUTDATED } from '#contracts/consent';
import { ERROR_CODES } from '#contracts/errors';
import { checkContactFields } from '#contracts/forms/contact-payload';
import { checkEnquiryFields } from '#contracts/forms/enquiry-payload';
import type { StoredAnswer } from '#contracts/withdrawal';
import type { PipelineSettings } from '../config/config';
import { consentVersionKnown } from '../consent/consent-store';
import type { Database } from '../db/database';
import { countRequest } from '../http/rate-limit';
import { endpointRoute } from '../http/endpoint-route';
import type { Notify } from './notify';
import { saveContactMessage, saveEnquiry } from './store';

type FormEndpoint = (typeof FORM_ENDPOINTS)[keyof typeof FORM_ENDPOINTS];

interface FormRoute<P, T extends { consentVersion: string }> {
  endpoint: FormEndpoint;
  bucket: string;
  /** The form's own rules, on the body its endpoint's schema has read. */
  check: (payload: P) => { ok: true; value: T } | { ok: false; errors: Readonly<Record<string, string>> };
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

const refused = (reply: FastifyReply, fields: Readonly<Record<string, string>>) =>
  reply.code(400).send({ error: ERROR_CODES.invalidFields, message: 'Some fields need correcting.', fields });

/**
 * The public forms. POST one: its schema checks the shape (400 `invalid_body`), the form's own
 * rules its fields and the consent wording's version (400 `invalid_fields`, with the codes the form
 * shows; ADR 020), then the sender's limit (429); it is stored with its consent record and answered
 * 201 with its reference and the family's withdrawal code (given this once: only its hash is stored;
 * `Cache-Control: no-store`). Only valid submissions count, so a refused one leaves the database as
 * it was (but for the current consent wording, recorded the first time a valid form shows it).
 */
const forms: FastifyPluginAsync<{ notify: Notify | null }> = async (app, { notify }) => {
  function formRoute<P, T extends { consentVersion: string }>(route: FormRoute<P, T>) {
    endpointRoute(
      app,
      route.endpoint,
      async (request, reply) => {
        const checked = route.check(request.body as P);
        if (!checked.ok) return refused(reply, checked.errors);
        if (!(await consentVersionKnown(app.db, checked.value.consentVersion))) return refused(reply, CONSENT_OUTDATED);

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
        return reply.header('Cache-Control', 'no-store').code(201).send(stored);
      },
      { config: { bodyHint: 'The body is not a form of this kind.' } },
    );
  }

  formRoute({
    endpoint: FORM_ENDPOINTS.enquiries,
    bucket: 'enquiries',
    check: checkEnquiryFields,
    save: saveEnquiry,
    notify,
  });
  formRoute({
    endpoint: FORM_ENDPOINTS.contact,
    bucket: 'contact',
    check: checkContactFields,
    save: saveContactMessage,
  });
};

export default forms;
