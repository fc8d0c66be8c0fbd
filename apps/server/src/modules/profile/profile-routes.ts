import { ZProfile, ZUpdateProfileRequest } from '@qi/domain/profile';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { getProfile, updateProfile } from './profile-service';

const tags = ['profile'];

export function registerProfileRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/profile',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: ZProfile } } },
    (request) => getProfile(ctx, requireAuth(request).user.user_id),
  );

  app.put(
    '/v1/profile',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: ZUpdateProfileRequest, response: { 200: ZProfile } },
    },
    (request) => updateProfile(ctx, requireAuth(request).user.user_id, request.body),
  );
}
