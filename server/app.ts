import Fastify, { LogController, type FastifyError } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { authRoutes } from './auth/auth-routes';
import { formRoutes } from './forms/form-routes';
import type { Notify } from './forms/notify';
import { isAllowedOrigin } from './http/origin';
import { inboxRoutes } from './inbox/inbox-routes';
import { serveSite } from './site/serve-site';
import type { SiteFile } from './site/site-files';

export const BODY_LIMIT = 16 * 1024;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface AppParts {
  config: ServerConfig;
  db: Database;
  site: ReadonlyMap<string, SiteFile>;
  securityHeaders: Record<string, string>;
  notify: Notify | null;
  logLevel?: string;
}

/**
 * The HTTP shell: security headers on every answer, JSON-only writes from this site's own
 * pages, the form API, and the built site. Logs carry no request bodies, addresses or queries.
 */
export function buildApp({ config, db, site, securityHeaders, notify, logLevel = 'info' }: AppParts) {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Fastify's own request lines carry the client's address; ours (onResponse) do not.
    logController: new LogController({ disableRequestLogging: true }),
    logger: { level: logLevel, redact: ['req.headers', 'req.body'] },
    return503OnClosing: true,
  });
  // Fastify parses text/plain by default; the API takes JSON only.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    // A site on another origin (VITE_API_BASE_URL) may call the API when it is listed in ALLOWED_ORIGINS.
    const origin = request.headers.origin;
    if (
      origin &&
      config.allowedOrigins.includes(origin) &&
      (request.url.startsWith('/api/') || request.url.startsWith('/ui/'))
    ) {
      reply.headers({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      });
      if (request.method === 'OPTIONS')
        return reply
          .code(204)
          .headers({
            'Access-Control-Allow-Methods': 'POST, PATCH',
            'Access-Control-Allow-Headers': 'Content-Type',
            'Access-Control-Max-Age': '600',
          })
          .send();
    }
    if (!WRITES.has(request.method)) return;
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, config.allowedOrigins))
      return reply.code(403).send({ error: 'forbidden_origin', message: 'Forms are accepted from this site only.' });
    // A write without a body (POST /api/logout) needs no content type; one with a body must be JSON.
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
      return reply.code(415).send({ error: 'unsupported_media_type', message: 'Send JSON (application/json).' });
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
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ reason: error.message, code: error.code }, 'request failed');
      return reply.code(500).send({ error: 'server_error', message: 'Something went wrong on our side.' });
    }
    const code =
      status === 413
        ? 'body_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status === 400
            ? 'invalid_json'
            : 'bad_request';
    return reply.code(status).send({ error: code, message: error.message });
  });

  formRoutes(app, db, config, notify);
  authRoutes(app, db, config);
  inboxRoutes(app, db);
  app.all('/api/*', (_request, reply) => reply.code(404).send({ error: 'not_found', message: 'No such API address.' }));
  serveSite(app, site);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not_found', message: 'Not found.' }));
  return app;
}
