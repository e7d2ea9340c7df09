import type { FastifyPluginAsync } from 'fastify';
import { REPORT_ENDPOINTS } from '#contracts/endpoints/reports';
import { hideSmallGroups } from '#contracts/rules/small-groups';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import { endpointRoute } from '../http/endpoint-route';
import { setReportsClock } from './reports-clock';
import { readReports } from './reports-store';

/**
 * Reports for managers and admins: counts and times over a date range, computed in SQL
 * (reports-store.ts), with spam set aside and no personal data in the answer. At start, the stored
 * arrival days and response minutes are made to count in the centre's service hours.
 */
const reports: FastifyPluginAsync = async (app) => {
  await setReportsClock(app.db, RESPONSE_HOURS);

  endpointRoute(app, REPORT_ENDPOINTS.reports, async (request) =>
    hideSmallGroups(
      await readReports(app.db, request.query, { targetMinutes: app.config.pipeline.firstResponseMinutes }),
    ),
  );
};

export default reports;
