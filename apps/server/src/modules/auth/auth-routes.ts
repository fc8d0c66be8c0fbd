import {
  ZAuthTokens,
  ZChangePasswordRequest,
  ZCompleteNewPasswordRequest,
  ZConfirmForgotPasswordRequest,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZRefreshRequest,
} from '@qi/domain/auth';
import { ZUser } from '@qi/domain/user';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type App, clientInfo } from '../../http/types';
import { presentUser } from '../users/user-presenter';
import { completeNewPassword, login } from './login-service';
import { changePassword, confirmForgotPassword, forgotPassword, logout } from './password-service';
import { refreshSession } from './refresh-service';

const tags = ['auth'];

export function registerAuthRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/auth/login',
    {
      config: { access: 'public' },
      schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse } },
    },
    (request) => login(ctx, request.body, clientInfo(request)),
  );

  app.post(
    '/v1/auth/new-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ZCompleteNewPasswordRequest, response: { 200: ZAuthTokens } },
    },
    (request) => completeNewPassword(ctx, request.body, clientInfo(request)),
  );

  app.post(
    '/v1/auth/refresh',
    { config: { access: 'public' }, schema: { tags, body: ZRefreshRequest, response: { 200: ZAuthTokens } } },
    (request) => refreshSession(ctx, request.body.refreshToken),
  );

  app.post(
    '/v1/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZForgotPasswordResponse } },
    },
    (request) => forgotPassword(ctx, request.body.email, clientInfo(request)),
  );

  app.post(
    '/v1/auth/forgot-password/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: ZConfirmForgotPasswordRequest,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    (request) => confirmForgotPassword(ctx, request.body, clientInfo(request)),
  );

  app.post(
    '/v1/auth/change-password',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: ZChangePasswordRequest, response: { 200: ZAuthTokens } },
    },
    (request) => changePassword(ctx, requireAuth(request), request.body, clientInfo(request)),
  );

  app.post(
    '/v1/auth/logout',
    { config: { access: 'signed-in' }, schema: { tags } },
    async (request, reply) => {
      await logout(ctx, requireAuth(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/v1/auth/me',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: z.object({ user: ZUser }) } } },
    (request) => ({ user: presentUser(requireAuth(request).user) }),
  );
}
