import { canAccessAdministration } from '@qi/domain/access';
import { ZAppSettings } from '@qi/domain/settings';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { readSettings } from './settings-repository';
import { changeSettings } from './settings-service';

const tags = ['settings'];
const answer = { name: 'AppSettings', schema: ZAppSettings };

export function registerSettingsRoutes(app: App, ctx: AppContext): void {
  app.get('/v1/settings', { config: { access: 'signed-in', contract: { answer } }, schema: { tags } }, () =>
    readSettings(ctx.db),
  );

  app.put(
    '/v1/settings',
    {
      config: { access: canAccessAdministration, contract: { answer } },
      schema: { tags, body: ZAppSettings.strict() },
    },
    (request) => changeSettings(ctx, requireAuth(request), request.body, request.log),
  );
}
