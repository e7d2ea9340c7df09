import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '#contracts/api-paths';
import { reportsQuerySchema } from '#contracts/reports';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { readReports } from './reports-store';

/**
 * Reports for managers and admins: counts and times over a date range, computed in SQL
 * (reports-store.ts), with spam set aside and no personal data in the answer.
 */
const reports: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.reports,
    {
      onRequest: app.requireStaff({ permission: 'reports' }),
      schema: { querystring: reportsQuerySchema },
    },
    async (request) =>
      readReports(app.db, request.query, {
        hours: RESPONSE_HOURS,
        targetMinutes: app.config.pipeline.firstResponseMinutes,
      }),
  );
};

export default reports;
