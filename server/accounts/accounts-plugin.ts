import type { FastifyPluginAsync } from 'fastify';

/** Staff accounts managed in the browser (admins), invitations and each member's own account. */
const accounts: FastifyPluginAsync = async () => {};

export default accounts;
