import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_ENDPOINTS } from '#contracts/endpoints/exports';
import { actorOf } from '../audit/audit-log';
import { csvHeaders } from '../http/csv';
import { endpointRoute } from '../http/endpoint-route';
import { enquiriesCsv, exportEnquiries } from './enquiries-export';

/**
 * Exports for admins: enquiries of a date range as CSV, each recorded in the audit trail. Both kinds
 * of item are in it (a Type column tells them apart), spam set aside; the family's contact details
 * always, what they wrote and the team's notes only when `freeText` is ticked.
 */
const exports: FastifyPluginAsync = async (app) => {
  endpointRoute(app, EXPORT_ENDPOINTS.enquiries, async (request, reply) => {
    const { from, to, freeText, language } = request.query;
    const rows = await exportEnquiries(app.db, { from, to, freeText }, actorOf(request));
    request.log.info({ rows: rows.length, freeText }, 'enquiries exported');
    return reply
      .headers(csvHeaders(`sakina-enquiries-${from}-to-${to}.csv`))
      .code(200)
      .send(enquiriesCsv(rows, language, freeText));
  });
};

export default exports;
