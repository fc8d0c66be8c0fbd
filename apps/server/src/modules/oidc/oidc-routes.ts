import {
  ZOidcCallbackAnswer,
  ZOidcCallbackRequest,
  ZOidcPublicInfo,
  ZOidcStartAnswer,
  ZOidcStartRequest,
  ZSigningMethodAnswer,
} from '@qi/domain/oidc';
import type { TOidcPublicInfo } from '@qi/domain/oidc-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type App, clientInfo } from '../../http/types';
import { ProviderUnavailable } from './oidc-client';
import { completeCallback, startSignIn, startSigning } from './oidc-flow';
import { enabledProvider } from './oidc-provider-settings';
import { signingMethod } from './oidc-signing';

const tags = ['auth'];
const RETRY_SECONDS = 30;

/** A provider that cannot be reached is a 503 with Retry-After, like any other answer "try again later". */
async function retryLater<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailable) reply.header('retry-after', String(RETRY_SECONDS));
    throw error;
  }
}

const authClient = (request: FastifyRequest) => ({ ...clientInfo(request), log: request.log });

/** Sign-in with the company's identity provider (decision 053): what the login page and signing dialog call. */
export function registerOidcRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/auth/oidc',
    { config: { access: 'public' }, schema: { tags, response: { 200: ZOidcPublicInfo } } },
    async (): Promise<TOidcPublicInfo> => {
      const provider = await enabledProvider(ctx);
      return { enabled: provider !== null, name: provider?.settings.displayName ?? null };
    },
  );

  app.post(
    '/v1/auth/oidc/start',
    {
      config: { access: 'public', contract: { also: [503], cookie: true } },
      schema: { tags, body: ZOidcStartRequest, response: { 200: ZOidcStartAnswer } },
    },
    (request, reply) => retryLater(reply, () => startSignIn(ctx, reply, request.body.returnTo)),
  );

  app.post(
    '/v1/auth/oidc/callback',
    {
      config: { access: 'public', contract: { also: [401, 403, 503], cookie: true } },
      schema: { tags, body: ZOidcCallbackRequest, response: { 200: ZOidcCallbackAnswer } },
    },
    (request, reply) =>
      retryLater(reply, () =>
        completeCallback(ctx, request, reply, request.body.parameters, authClient(request)),
      ),
  );

  app.get(
    '/v1/auth/oidc/signing',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: ZSigningMethodAnswer } } },
    (request) => signingMethod(ctx, requireAuth(request)),
  );

  app.post(
    '/v1/auth/oidc/signing/start',
    {
      config: { access: 'signed-in', contract: { also: [503], cookie: true } },
      schema: { tags, response: { 200: ZOidcStartAnswer } },
    },
    (request, reply) => retryLater(reply, () => startSigning(ctx, reply, requireAuth(request))),
  );
}
