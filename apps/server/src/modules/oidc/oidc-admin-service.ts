import { AppError } from '@qi/domain/app-error';
import type {
  TOidcAccessRequestList,
  TOidcAccessRequestQuery,
  TOidcSettings,
  TSaveOidcSettingsRequest,
} from '@qi/domain/oidc';
import { OIDC_MSG } from '@qi/domain/oidc-messages';
import { keepsLocalAdmin } from '@qi/domain/oidc-rules';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import type { SecurityLog } from '../../http/types';
import { insertHistory } from '../history/history-repository';
import { listAdminsForLockOut } from '../users/user-repository';
import { listAccessRequests } from './oidc-access-request-repository';
import { providerConfiguration } from './oidc-client';
import { readStoredProvider, saveStoredProvider } from './oidc-config-repository';
import { sealSecret } from './oidc-keys';
import { providerInForce, redirectUri } from './oidc-provider-settings';
import { targetRole } from './oidc-sign-in';

export const OIDC_SETTINGS_CHANGED_EVENT = 'oidc.settings-changed';
export const DISCOVERY_FAILED =
  'The provider could not be reached at this issuer: check the URL (its /.well-known/openid-configuration must answer).';

/** `GET /v1/sign-in-provider` (admin): the settings in force; the client secret only as "set" or not. */
export async function readProviderSettings(ctx: AppContext): Promise<TOidcSettings> {
  const provider = await providerInForce(ctx);
  return {
    ...provider.settings,
    clientSecretSet: provider.clientSecret !== null,
    lockedByEnvironment: provider.source === 'environment',
    redirectUri: redirectUri(ctx),
  };
}

/**
 * `PUT /v1/sign-in-provider` (admin). Refused while the environment sets the provider (409), when the
 * provider-only domains would leave no administrator able to sign in with a password (409), and when an
 * enabled provider's discovery document cannot be read (422). A history entry and a security log line record
 * the change (the secret only as changed).
 */
export async function saveProviderSettings(
  ctx: AppContext,
  auth: AuthContext,
  input: TSaveOidcSettingsRequest,
  log: SecurityLog,
): Promise<TOidcSettings> {
  if (ctx.config.oidc) throw new AppError('CONFLICT', OIDC_MSG.lockedByEnvironment);
  const { clientSecret, ...settings } = input;
  const before = await readStoredProvider(ctx.db);
  const sealedSecret =
    clientSecret === undefined
      ? before.sealedSecret
      : clientSecret
        ? sealSecret(ctx.config, clientSecret)
        : null;
  if (settings.enabled && settings.providerOnlyDomains.length > 0) {
    if (!keepsLocalAdmin(await listAdminsForLockOut(ctx.db), settings.providerOnlyDomains)) {
      throw new AppError('CONFLICT', OIDC_MSG.locksOutAdmins);
    }
  }
  if (settings.enabled) {
    const secret =
      clientSecret === undefined ? (await providerInForce(ctx)).clientSecret : (clientSecret ?? null);
    try {
      await providerConfiguration(ctx.db, { settings, clientSecret: secret, source: 'database' });
    } catch {
      throw new AppError('VALIDATION', DISCOVERY_FAILED, [{ path: 'issuer', message: DISCOVERY_FAILED }]);
    }
  }
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(settings) as (keyof typeof settings)[]) {
    if (JSON.stringify(before.settings[key]) !== JSON.stringify(settings[key])) {
      changes[key] = { from: before.settings[key], to: settings[key] };
    }
  }
  if (clientSecret !== undefined) changes.clientSecret = clientSecret ? 'changed' : 'removed';
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await saveStoredProvider(trx, { settings, sealedSecret }, auth.user.user_id, now);
    if (Object.keys(changes).length === 0) return;
    await insertHistory(trx, {
      entityType: 'settings',
      entityId: 'sign-in-provider',
      actorId: auth.user.user_id,
      action: 'update',
      changes,
      now,
    });
  });
  if (Object.keys(changes).length > 0) {
    log.warn(
      { event: OIDC_SETTINGS_CHANGED_EVENT, userId: auth.user.user_id, changed: Object.keys(changes) },
      'sign-in provider settings changed',
    );
  }
  return readProviderSettings(ctx);
}

/** `GET /v1/sign-in-provider/requests` (admin): people waiting for an account, with the role approval gives. */
export async function findAccessRequests(
  ctx: AppContext,
  query: TOidcAccessRequestQuery,
): Promise<TOidcAccessRequestList> {
  const { settings } = await providerInForce(ctx);
  const { items, total } = await listAccessRequests(ctx.db, query.page, query.rowsPerPage);
  return {
    items: items.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      groups: r.groups,
      status: r.status === 'refused' ? 'refused' : 'pending',
      suggestedRole: targetRole(settings, { groups: r.groups }, settings.defaultRole),
      requestedAt: r.requestedAt,
    })),
    total,
    page: query.page,
    rowsPerPage: query.rowsPerPage,
  };
}
