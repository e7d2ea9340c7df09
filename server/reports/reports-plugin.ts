import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '#contracts/api-paths';
import { reportsQuerySchema } from '#contracts/reports';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { setReportsClock } from './reports-clock';
import { readReports } from './reports-store';

/**
 * Reports for managers and admins: counts and times over a date range, computed in SQL
 * (reports-store.ts), with spam set aside and no personal data in the answer. At start, the stored
 * arrival days and response minutes are made to count in the centre's service hours.
 */
const reports: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await setReportsClock(app.db, RESPONSE_HOURS);

  app.get(
    API_PATHS.reports,
    { onRequest: app.requireStaff({ permission: 'reports' }), schema: { querystring: reportsQuerySchema } },
    async (request) => readReports(app.db, request.query, { targetMinutes: app.config.pipeline.firstResponseMinutes }),
  );
};

export default reports;
