import { ZSelf } from '@qi/domain/api-answers';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { presentIncidents } from '../incidents/incident-presenter';
import { presentReport } from '../intelligence/report-presenter';
import { listReports } from '../intelligence/report-repository';
import { getProfile } from '../profile/profile-service';
import { presentUser } from '../users/user-presenter';
import { listOwnIncidents } from './own-incidents-repository';

export const SELF_INCIDENT_LIMIT = 200;

export function registerSelfRoutes(app: App, ctx: AppContext): void {
  const answer = { name: 'Self', schema: ZSelf };
  app.get(
    '/v1/self',
    { config: { access: 'signed-in', contract: { answer } }, schema: { tags: ['profile'] } },
    async (request) => {
      const { user } = requireAuth(request);
      const [profile, incidents, reports] = await Promise.all([
        getProfile(ctx, user.user_id),
        listOwnIncidents(ctx.db, user.user_id, SELF_INCIDENT_LIMIT),
        listReports(ctx.db),
      ]);
      return {
        user: presentUser(user),
        profile,
        incidents: await presentIncidents(ctx, incidents),
        reports: reports.map(presentReport),
      };
    },
  );
}
