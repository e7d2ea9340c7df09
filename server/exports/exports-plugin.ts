import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '#contracts/api-paths';
import { exportQuerySchema } from '#contracts/audit-view';
import { actorOf } from '../audit/audit-log';
import { csvHeaders } from '../http/csv';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { enquiriesCsv, exportEnquiries } from './enquiries-export';

/**
 * Exports for admins: enquiries of a date range as CSV, each recorded in the audit trail. Both kinds
 * of item are in it (a Type column tells them apart), spam set aside; the family's contact details
 * always, what they wrote and the team's notes only when `freeText` is ticked.
 */
const exports: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireStaff({ permission: 'exports' }));

  app.get(API_PATHS.enquiriesExport, { schema: { querystring: exportQuerySchema } }, async (request, reply) => {
    const { from, to, freeText, language } = request.query;
    const rows = await exportEnquiries(app.db, { from, to, freeText }, actorOf(request));
    request.log.info({ rows: rows.length, freeText }, 'enquiries exported');
    return reply
      .headers(csvHeaders(`sakina-enquiries-${from}-to-${to}.csv`))
      .send(enquiriesCsv(rows, language, freeText));
  });
};

export default exports;
