import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { API_PREFIXES } from '#contracts/api-paths';
import { API_METHODS } from '#contracts/endpoints/index';
import { ERROR_CODES } from '#contracts/errors';
import { issuePaths } from '#contracts/forms/payload-shape';
import { isAllowedOrigin } from './origin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route's 400 for a body of the wrong shape says the body should be. */
    bodyHint?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** A schema failure: 400 with where it is, in the shape the client already reads (`error`, `message`, `paths`). */
const VALIDATION = {
  body: { error: ERROR_CODES.invalidBody, message: 'The body is not of the expected shape.' },
  querystring: { error: ERROR_CODES.invalidQuery, message: 'The query is not of the expected shape.' },
  params: { error: ERROR_CODES.invalidParams, message: 'The address is not of the expected shape.' },
  headers: { error: ERROR_CODES.badRequest, message: 'The headers are not of the expected shape.' },
} as const;

const STATUS_CODES: Record<number, string> = {
  400: ERROR_CODES.invalidJson,
  413: ERROR_CODES.bodyTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
};

/**
 * The HTTP shell around every route: security headers on every answer, CORS for the listed
 * origins, JSON-only writes from this site's own pages, one log line per write or failure
 * (no bodies, addresses or queries), and errors as `{ error, message }`.
 */
const httpShell: FastifyPluginAsync<{ securityHeaders: Record<string, string> }> = async (app, { securityHeaders }) => {
  // Fastify parses text/plain by default; the API takes JSON only.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    // HTTP/1.1 requires Host (RFC 9112 §3.2); Node's own refusal would carry no headers (app.ts).
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      return reply.code(400).send({ error: ERROR_CODES.badRequest, message: 'A Host header is required.' });
    // A site on another origin (VITE_API_BASE_URL) may call the API when it is listed in ALLOWED_ORIGINS.
    const origin = request.headers.origin;
    if (origin && app.config.allowedOrigins.includes(origin) && isApi(request.url)) {
      reply.headers({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      });
      if (request.method === 'OPTIONS')
        return reply
          .code(204)
          .headers({
            'Access-Control-Allow-Methods': API_METHODS.join(', '),
            'Access-Control-Allow-Headers': 'Content-Type',
            'Access-Control-Max-Age': '600',
          })
          .send();
    }
    if (!WRITES.has(request.method)) return;
    if (
      !isAllowedOrigin(
        request.headers.origin,
        { host: request.headers.host, protocol: request.protocol },
        app.config.allowedOrigins,
      )
    )
      return reply
        .code(403)
        .send({ error: ERROR_CODES.forbiddenOrigin, message: 'Forms are accepted from this site only.' });
    // A write without a body (POST /api/logout) needs no content type; one with a body must be JSON.
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
      return reply
        .code(415)
        .send({ error: ERROR_CODES.unsupportedMediaType, message: 'Send JSON (application/json).' });
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!WRITES.has(request.method) && reply.statusCode < 500) return;
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof z.ZodError && error.validationContext) {
      const { error: code, message } = VALIDATION[error.validationContext];
      const hint = error.validationContext === 'body' ? request.routeOptions.config.bodyHint : undefined;
      return reply.code(400).send({ error: code, message: hint ?? message, paths: issuePaths(error) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ reason: error.message, code: error.code }, 'request failed');
      return reply.code(500).send({ error: ERROR_CODES.serverError, message: 'Something went wrong on our side.' });
    }
    return reply.code(status).send({ error: STATUS_CODES[status] ?? ERROR_CODES.badRequest, message: error.message });
  });
};

export default fp(httpShell, { name: 'http-shell', decorators: { fastify: ['config'] } });
