import Fastify, { LogController } from 'fastify';
import { ERROR_CODES } from '#contracts/errors';
import auditRequests from './audit/audit-requests';
import authPlugin from './auth/auth-plugin';
import bookingsPlugin from './bookings/bookings-plugin';
import breachesPlugin from './breaches/breaches-plugin';
import secondFactorPlugin from './auth/second-factor-plugin';
import clinicalPlugin from './clinical/clinical-plugin';
import type { ServerConfig } from './config/config';
import type { Database } from './db/database';
import familyPlugin from './family/family-plugin';
import passkeyRoutes from './family/passkey-routes';
import formsPlugin from './forms/forms-plugin';
import type { Notify } from './forms/notify';
import { clientErrorHandler, expectationFailed, frameworkErrors } from './http/framework-errors';
import httpShell from './http/http-shell';
import { zodSerializerCompiler, zodValidatorCompiler, type ZodTypeProvider } from './http/zod-schemas';
import inboxPlugin from './inbox/inbox-plugin';
import messagesPlugin from './messages/messages-plugin';
import accountsPlugin from './accounts/accounts-plugin';
import auditPlugin from './audit/audit-plugin';
import exportsPlugin from './exports/exports-plugin';
import reportsPlugin from './reports/reports-plugin';
import requestsPlugin from './requests/requests-plugin';
import sitePlugin from './site/site-plugin';
import todayPlugin from './today/today-plugin';
import type { SiteFile } from './site/site-files';
import withdrawalPlugin from './withdrawal/withdrawal-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
  }
}

export const BODY_LIMIT = 16 * 1024;

interface AppParts {
  config: ServerConfig;
  db: Database;
  site: ReadonlyMap<string, SiteFile>;
  securityHeaders: Record<string, string>;
  notify: Notify | null;
  logLevel?: string;
}

/**
 * The server: the configuration and the database for every plugin, the HTTP shell, then one
 * plugin per concern (sign-in, forms, inbox, accounts, reports, the audit trail, exports, the built site). Logs carry no request bodies,
 * addresses or queries.
 */
export function buildApp({ config, db, site, securityHeaders, notify, logLevel = 'info' }: AppParts) {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Fastify's own request lines carry the client's address; ours (onResponse) do not.
    logController: new LogController({ disableRequestLogging: true }),
    logger: { level: logLevel, redact: ['req.headers', 'req.body'] },
    return503OnClosing: true,
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    // Node's own 400 for HTTP/1.1 without Host carries no headers: the HTTP shell answers it instead.
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.on('checkExpectation', expectationFailed(securityHeaders));
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorate('config', config).decorate('db', db);

  app.register(httpShell, { securityHeaders });
  app.register(auditRequests);
  app.register(authPlugin);
  app.register(secondFactorPlugin);
  app.register(formsPlugin, { notify });
  app.register(inboxPlugin);
  app.register(accountsPlugin);
  app.register(reportsPlugin);
  app.register(auditPlugin);
  app.register(exportsPlugin);
  app.register(withdrawalPlugin);
  app.register(requestsPlugin);
  app.register(breachesPlugin);
  app.register(todayPlugin);
  app.register(familyPlugin);
  app.register(passkeyRoutes);
  app.register(clinicalPlugin);
  app.register(bookingsPlugin);
  app.register(messagesPlugin);
  app.all('/api/*', (_request, reply) =>
    reply.code(404).send({ error: ERROR_CODES.notFound, message: 'No such API address.' }),
  );
  app.register(sitePlugin, { files: site });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: ERROR_CODES.notFound, message: 'Not found.' }),
  );
  return app;
}
