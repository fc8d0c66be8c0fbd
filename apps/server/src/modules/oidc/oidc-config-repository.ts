import { DEFAULT_OIDC_SETTINGS, type TOidcProviderSettings, ZOidcProviderSettings } from '@qi/domain/oidc';
import type { Db } from '../../db/database';
import { fromDbJson } from '../../db/values';

const KEY = 'provider';

export interface StoredProvider {
  settings: TOidcProviderSettings;
  /** Sealed (oidc-keys.ts); null for a public client. */
  sealedSecret: string | null;
}

/** What an admin saved, or the defaults (off) when nothing was; a row that no longer passes the rules is off. */
export async function readStoredProvider(db: Db): Promise<StoredProvider> {
  const row = await db
    .selectFrom('oidc_config')
    .select(['settings', 'client_secret'])
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!row) return { settings: DEFAULT_OIDC_SETTINGS, sealedSecret: null };
  const parsed = ZOidcProviderSettings.safeParse({
    ...DEFAULT_OIDC_SETTINGS,
    ...fromDbJson<object>(row.settings, {}),
  });
  return {
    settings: parsed.success ? parsed.data : { ...DEFAULT_OIDC_SETTINGS, enabled: false },
    sealedSecret: row.client_secret,
  };
}

export async function saveStoredProvider(
  trx: Db,
  stored: StoredProvider,
  actorId: string,
  now: string,
): Promise<void> {
  const values = {
    settings: JSON.stringify(stored.settings),
    client_secret: stored.sealedSecret,
    updated_by: actorId,
    updated_at: now,
  };
  await trx
    .insertInto('oidc_config')
    .values({ key: KEY, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}
