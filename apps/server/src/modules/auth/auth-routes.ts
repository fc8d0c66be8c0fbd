import { AppError } from '@qi/domain/app-error';
import {
  REFRESH_TOKEN_REQUIRED,
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
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type App, clientInfo } from '../../http/types';
import { presentUser } from '../users/user-presenter';
import { confirmForgotPassword, forgotPassword } from './forgot-password-service';
import { completeNewPassword, login } from './login-service';
import { changePassword, logout } from './password-service';
import { clearRefreshCookie, refreshTokenFromCookie, setRefreshCookie } from './refresh-cookie';
import { refreshSession } from './refresh-service';
import type { AuthClient } from './security-log';

const tags = ['auth'];

const authClient = (request: FastifyRequest): AuthClient => ({ ...clientInfo(request), log: request.log });

/** The body's token (API clients), else the cookie's (the web app). */
function presentedRefreshToken(bodyToken: string | undefined, request: FastifyRequest): string {
  const token = bodyToken ?? refreshTokenFromCookie(request);
  if (token) return token;
  throw new AppError('VALIDATION', REFRESH_TOKEN_REQUIRED, [
    { path: 'refreshToken', message: REFRESH_TOKEN_REQUIRED },
  ]);
}

export function registerAuthRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/auth/login',
    {
      config: { access: 'public', contract: { also: [401, 403], cookie: true } },
      schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse } },
    },
    async (request, reply) => {
      const answer = await login(ctx, request.body, authClient(request));
      if ('refreshToken' in answer) setRefreshCookie(reply, ctx.config, answer.refreshToken);
      return answer;
    },
  );

  app.post(
    '/v1/auth/new-password',
    {
      config: { access: 'public', contract: { also: [401], cookie: true } },
      schema: { tags, body: ZCompleteNewPasswordRequest, response: { 200: ZAuthTokens } },
    },
    async (request, reply) => {
      const tokens = await completeNewPassword(ctx, request.body, clientInfo(request));
      setRefreshCookie(reply, ctx.config, tokens.refreshToken);
      return tokens;
    },
  );

  app.post(
    '/v1/auth/refresh',
    {
      config: { access: 'public', contract: { also: [401], cookie: true } },
      schema: { tags, body: ZRefreshRequest, response: { 200: ZAuthTokens } },
    },
    async (request, reply) => {
      const tokens = await refreshSession(
        ctx,
        presentedRefreshToken(request.body.refreshToken, request),
        authClient(request),
      );
      setRefreshCookie(reply, ctx.config, tokens.refreshToken);
      return tokens;
    },
  );

  app.post(
    '/v1/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZForgotPasswordResponse } },
    },
    (request) => forgotPassword(ctx, request.body.email, authClient(request)),
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
    (request) => confirmForgotPassword(ctx, request.body, authClient(request)),
  );

  app.post(
    '/v1/auth/change-password',
    {
      config: { access: 'signed-in', contract: { cookie: true } },
      schema: { tags, body: ZChangePasswordRequest, response: { 200: ZAuthTokens } },
    },
    async (request, reply) => {
      const tokens = await changePassword(ctx, requireAuth(request), request.body, authClient(request));
      setRefreshCookie(reply, ctx.config, tokens.refreshToken);
      return tokens;
    },
  );

  app.post(
    '/v1/auth/logout',
    { config: { access: 'signed-in', contract: { success: 204, cookie: true } }, schema: { tags } },
    async (request, reply) => {
      await logout(ctx, requireAuth(request));
      clearRefreshCookie(reply, ctx.config);
      return reply.status(204).send();
    },
  );

  app.get(
    '/v1/auth/me',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: z.object({ user: ZUser }) } } },
    (request) => ({ user: presentUser(requireAuth(request).user) }),
  );
}
