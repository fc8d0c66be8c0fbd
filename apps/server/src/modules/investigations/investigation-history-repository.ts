import type { Db } from '../../db/database';
import { fromDbJson, fromDbTimestamp } from '../../db/values';
import type { IncidentHistoryItem } from '../incidents/incident-history-repository';

/** Same shape as an incident's history (docs/api.md: "as for incidents"). */
export type InvestigationHistoryItem = IncidentHistoryItem;

/** The investigation's history, oldest first (history_entity_idx), with each actor's name. */
export async function listInvestigationHistory(
  db: Db,
  investigationId: string,
): Promise<InvestigationHistoryItem[]> {
  const rows = await db
    .selectFrom('history')
    .leftJoin('users', 'users.user_id', 'history.actor_id')
    .select([
      'history.id',
      'history.actor_id',
      'users.name as actor_name',
      'history.action',
      'history.from_status',
      'history.to_status',
      'history.changes',
      'history.reason',
      'history.created_at',
    ])
    .where('history.entity_type', '=', 'investigation')
    .where('history.entity_id', '=', investigationId)
    .orderBy('history.created_at')
    .orderBy('history.id')
    .limit(1000)
    .execute();
  return rows.map((row) => {
    const changes = fromDbJson<Record<string, { from?: unknown; to?: unknown }>>(row.changes, {});
    return {
      id: row.id,
      actor: row.actor_id ? { user_id: row.actor_id, name: row.actor_name ?? '' } : null,
      action: row.action,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      changes: Object.entries(changes ?? {}).map(([field, change]) => ({
        field,
        from: change?.from ?? null,
        to: change?.to ?? null,
      })),
      reason: row.reason,
      created_at: fromDbTimestamp(row.created_at),
    };
  });
}
