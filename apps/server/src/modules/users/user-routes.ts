import { canManageUsers } from '@qi/domain/access';
import { ZCreateUserRequest, ZUpdateUserRequest, ZUser, ZUserList, ZUserListQuery } from '@qi/domain/user';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { changeUser, findUsers, getUser, inviteUser } from './user-service';

const tags = ['users'];
const ZUserParams = z.object({ user_id: z.string().min(1).max(100) });

export function registerUserRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/users',
    {
      config: { access: canManageUsers },
      schema: { tags, querystring: ZUserListQuery, response: { 200: ZUserList } },
    },
    (request) => findUsers(ctx, request.query),
  );

  app.get(
    '/v1/users/:user_id',
    { config: { access: canManageUsers }, schema: { tags, params: ZUserParams, response: { 200: ZUser } } },
    (request) => getUser(ctx, request.params.user_id),
  );

  app.post(
    '/v1/users',
    {
      config: { access: canManageUsers },
      schema: { tags, body: ZCreateUserRequest, response: { 201: ZUser } },
    },
    async (request, reply) => {
      const user = await inviteUser(ctx, requireAuth(request).user.user_id, request.body);
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/v1/users/:user_id',
    {
      config: { access: canManageUsers },
      schema: { tags, params: ZUserParams, body: ZUpdateUserRequest, response: { 200: ZUser } },
    },
    (request) => changeUser(ctx, requireAuth(request).user.user_id, request.params.user_id, request.body),
  );
}
