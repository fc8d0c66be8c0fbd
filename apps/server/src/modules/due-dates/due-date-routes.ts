import { canAccessAdministration } from '@qi/domain/access';
import { ZDueDateDefaults } from '@qi/domain/due-dates';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { insertHistory } from '../history/history-repository';
import { readDueDateDefaults, writeDueDateDefaults } from './due-date-defaults-repository';

const tags = ['due-dates'];

/** docs/api.md "Due dates": everyone signed in reads the defaults, admins edit them (each user's tasks: tasks/). */
export function registerDueDateRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/due-date-defaults',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: ZDueDateDefaults } } },
    () => readDueDateDefaults(ctx.db),
  );
  app.put(
    '/v1/due-date-defaults',
    {
      config: { access: canAccessAdministration },
      schema: { tags, body: ZDueDateDefaults.strict(), response: { 200: ZDueDateDefaults } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ctx.db.transaction().execute(async (trx) => {
        const before = await readDueDateDefaults(trx);
        await writeDueDateDefaults(trx, request.body);
        await insertHistory(trx, {
          entityType: 'reference',
          entityId: 'due-date-defaults',
          actorId: auth.user.user_id,
          action: 'update',
          fromStatus: null,
          toStatus: null,
          changes: { dueDateDefaults: { from: before, to: request.body } },
          now: nowIso(),
        });
        return readDueDateDefaults(trx);
      });
    },
  );
}
