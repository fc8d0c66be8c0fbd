import type { TOidcProviderSettings } from '@qi/domain/oidc';
import { OIDC_CALLBACK_PATH } from '@qi/domain/oidc-messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { readStoredProvider } from './oidc-config-repository';
import { openSecret } from './oidc-keys';

/** The provider in force: the environment's when OIDC_ISSUER is set (it wins), else what an admin saved. */
export interface ProviderInForce {
  settings: TOidcProviderSettings;
  clientSecret: string | null;
  source: 'environment' | 'database';
}

export async function providerInForce(ctx: AppContext, db: Db = ctx.db): Promise<ProviderInForce> {
  const fromEnv = ctx.config.oidc;
  if (fromEnv) return { ...fromEnv, source: 'environment' };
  const stored = await readStoredProvider(db);
  const clientSecret = stored.sealedSecret ? openSecret(ctx.config, stored.sealedSecret) : null;
  return { settings: stored.settings, clientSecret, source: 'database' };
}

/** The provider when sign-in through it is on (enabled, with an issuer and a client id), else null. */
export async function enabledProvider(ctx: AppContext, db: Db = ctx.db): Promise<ProviderInForce | null> {
  const provider = await providerInForce(ctx, db);
  const { enabled, issuer, clientId } = provider.settings;
  return enabled && issuer !== '' && clientId !== '' ? provider : null;
}

/** The redirect URI to register at the provider: the web app's callback page under PUBLIC_URL. */
export const redirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}${OIDC_CALLBACK_PATH}`;
