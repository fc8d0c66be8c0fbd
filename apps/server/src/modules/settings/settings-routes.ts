import { canAccessAdministration } from '@qi/domain/access';
import { ZAppSettings } from '@qi/domain/settings';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { readSettings } from './settings-repository';
import { changeSettings } from './settings-service';

const tags = ['settings'];

export function registerSettingsRoutes(app: App, ctx: AppContext): void {
  app.get('/v1/settings', { config: { access: 'signed-in' }, schema: { tags } }, () => readSettings(ctx.db));

  app.put(
    '/v1/settings',
    { config: { access: canAccessAdministration }, schema: { tags, body: ZAppSettings.strict() } },
    (request) => changeSettings(ctx, requireAuth(request), request.body, request.log),
  );
}
