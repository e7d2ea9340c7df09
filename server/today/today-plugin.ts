import type { FastifyPluginAsync } from 'fastify';
import { centreDate } from '#contracts/centre-day';
import { TODAY_ENDPOINTS } from '#contracts/endpoints/today';
import { can } from '#contracts/roles';
import type { TodayAnswer } from '#contracts/today';
import { signedIn } from '../auth/auth-plugin';
import { endpointRoute } from '../http/endpoint-route';
import { readRequests, readTeam, readWeek, readWork } from './today-store';

/**
 * The Today page's counts: each part only for a role with its permission (a manager's are counts of
 * the whole inbox, never an item). No name, reference or message is in the answer, so reading it is
 * not a view of a family's data and leaves no line in the audit trail.
 */
const today: FastifyPluginAsync = async (app) => {
  endpointRoute(app, TODAY_ENDPOINTS.today, async (request): Promise<TodayAnswer> => {
    const { id, role } = signedIn(request);
    const now = new Date();
    const settings = app.config.pipeline;
    return {
      today: centreDate(now),
      work: can(role, 'inbox') ? await readWork(app.db, id, now, settings) : null,
      week: can(role, 'reports') ? await readWeek(app.db, now, settings) : null,
      team: can(role, 'accounts') ? await readTeam(app.db) : null,
      requests: can(role, 'requests') ? await readRequests(app.db, now) : null,
    };
  });
};

export default today;
