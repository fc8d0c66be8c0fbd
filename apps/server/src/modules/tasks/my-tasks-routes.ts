import { ZMyTasks } from '@qi/domain/my-tasks';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { listMyTasks } from './my-tasks-repository';

const tags = ['due-dates'];

/** docs/api.md "Due dates": each user's open work (sections, disposition lines, effectiveness checks). */
export function registerMyTasksRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/my-tasks',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: ZMyTasks } } },
    async (request) => ({ items: await listMyTasks(ctx.db, requireAuth(request).user.user_id, ctx.today()) }),
  );
}
