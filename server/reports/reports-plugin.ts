import type { FastifyPluginAsync } from 'fastify';

/** Reports for managers and admins: counts and times over a date range, computed in SQL. */
const reports: FastifyPluginAsync = async () => {};

export default reports;
