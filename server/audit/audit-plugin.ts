import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_EXPORT_MAX_ROWS } from '#contracts/audit-view';
import { AUDIT_ENDPOINTS } from '#contracts/endpoints/audit';
import { ERROR_CODES } from '#contracts/errors';
import { centreToday } from '#contracts/centre-days';
import { csvHeaders } from '../http/csv';
import { endpointRoute } from '../http/endpoint-route';
import { auditCsv } from '#contracts/audit-csv';
import { actorOf } from './audit-log';
import { exportAuditEntries, filtersDetail, listAuditPage } from './audit-query';

/**
 * The audit trail's page for admins: filtered, paged, and as CSV. Reading the trail is itself
 * recorded: every request for page 1 adds an 'audit-viewed' entry with its filters (opening the
 * page, and each new search, starts at page 1; turning to later pages adds nothing), written
 * before the page is read, so it is the newest entry the admin sees. Every CSV adds an
 * 'audit-exported' entry with its filters and row count, in the statement that reads the rows.
 */
const audit: FastifyPluginAsync = async (app) => {
  endpointRoute(app, AUDIT_ENDPOINTS.page, async (request) => {
    const query = request.query;
    if (query.page === 1) {
      const detail = filtersDetail(query);
      await request.audit('audit-viewed', Object.keys(detail).length > 0 ? { detail } : {});
    }
    return listAuditPage(app.db, query);
  });

  endpointRoute(app, AUDIT_ENDPOINTS.export, async (request, reply) => {
    const { language, ...filters } = request.query;
    const entries = await exportAuditEntries(app.db, filters, actorOf(request), AUDIT_EXPORT_MAX_ROWS);
    if (entries === 'tooMany')
      return reply.code(400).send({
        error: ERROR_CODES.invalidQuery,
        message: `More than ${AUDIT_EXPORT_MAX_ROWS} entries match: narrow the filters.`,
      });
    request.log.info({ rows: entries.length }, 'audit trail exported');
    return reply
      .headers(csvHeaders(`sakina-audit-trail-${centreToday()}.csv`))
      .code(200)
      .send(auditCsv(entries, language));
  });
};

export default audit;
