import type { TAppSettings } from '@qi/domain/settings';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import { readSettings, saveSettings } from './settings-repository';

export const SETTINGS_CHANGED_EVENT = 'settings.changed';

/**
 * PUT /v1/settings (admin): saves the settings and, when something changed, a history entry with each change
 * and a security log line (turning signatures off is worth an operator's eye), in one transaction.
 */
export async function changeSettings(
  ctx: AppContext,
  auth: AuthContext,
  settings: TAppSettings,
  log: { warn(details: Record<string, unknown>, message: string): void },
): Promise<TAppSettings> {
  const now = nowIso();
  const changes = await ctx.db.transaction().execute(async (trx) => {
    const before = await readSettings(trx);
    const changed = (Object.keys(settings) as (keyof TAppSettings)[]).filter(
      (k) => before[k] !== settings[k],
    );
    if (changed.length === 0) return {};
    const diff = Object.fromEntries(changed.map((k) => [k, { from: before[k], to: settings[k] }]));
    await saveSettings(trx, settings, auth.user.user_id, now);
    await insertHistory(trx, {
      entityType: 'settings',
      entityId: 'app',
      actorId: auth.user.user_id,
      action: 'update',
      changes: diff,
      now,
    });
    return diff;
  });
  if (Object.keys(changes).length > 0) {
    log.warn({ event: SETTINGS_CHANGED_EVENT, userId: auth.user.user_id, changes }, 'settings changed');
  }
  return readSettings(ctx.db);
}
