import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction } from '#contracts/audit';
import { actorOf, recordAudit, type Actor, type AuditAbout } from './audit-log';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Adds one entry to the trail, by the signed-in staff member at this request's address, or by
     * `as` when nobody is signed in yet (a failed sign-in names the typed email). Every plugin records
     * through it; the command line calls `recordAudit` itself.
     */
    audit: (action: AuditAction, about?: AuditAbout & { as?: Actor }) => Promise<void>;
  }
}

/** The request's way to write the trail: registered before every plugin that records. */
const auditRequests: FastifyPluginAsync = async (app) => {
  app.decorateRequest('audit', function (this: FastifyRequest, action: AuditAction, { as, ...about } = {}) {
    return recordAudit(app.db, as ?? actorOf(this), action, about);
  });
};

export default fp(auditRequests, { name: 'audit-requests', decorators: { fastify: ['db'] } });
