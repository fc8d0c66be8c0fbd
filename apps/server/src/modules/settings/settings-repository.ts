import { DEFAULT_APP_SETTINGS, type TAppSettings, ZAppSettings } from '@qi/domain/settings';
import type { Db } from '../../db/database';
import { fromDbJson } from '../../db/values';

const KEYS = Object.keys(DEFAULT_APP_SETTINGS) as (keyof TAppSettings)[];

/**
 * The settings, each from its row (a JSON value) or its default when there is no row or the stored value no
 * longer passes the rules (a setting is never worse than its default).
 */
export async function readSettings(db: Db): Promise<TAppSettings> {
  const rows = await db.selectFrom('app_settings').select(['key', 'value']).execute();
  const stored = Object.fromEntries(rows.map((row) => [row.key, fromDbJson<unknown>(row.value, undefined)]));
  const out: Record<string, unknown> = { ...DEFAULT_APP_SETTINGS };
  for (const key of KEYS) {
    const candidate = { ...DEFAULT_APP_SETTINGS, [key]: stored[key] };
    if (stored[key] !== undefined && ZAppSettings.safeParse(candidate).success) out[key] = stored[key];
  }
  return out as TAppSettings;
}

/** Writes every setting's row (insert or replace), in the caller's transaction. */
export async function saveSettings(
  trx: Db,
  settings: TAppSettings,
  actorId: string,
  now: string,
): Promise<void> {
  for (const key of KEYS) {
    const value = JSON.stringify(settings[key]);
    await trx
      .insertInto('app_settings')
      .values({ key, value, updated_by: actorId, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: actorId, updated_at: now }))
      .execute();
  }
}
