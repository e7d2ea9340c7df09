import type { FastifyPluginAsync } from 'fastify';

/** The audit trail's page for admins: filtered, paged, and as CSV. */
const audit: FastifyPluginAsync = async () => {};

export default audit;
