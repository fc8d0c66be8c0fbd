import { randomUUID } from 'node:crypto';
import type { THistoryEntry } from '@qi/domain/history';
import type { Db } from '../../db/database';
import { fromDbJson, fromDbTimestamp } from '../../db/values';

export interface HistoryEntry {
  entityType: 'user' | 'incident' | 'investigation' | 'report' | 'reference' | 'settings';
  entityId: string;
  actorId: string | null;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  changes?: Record<string, unknown> | null;
  reason?: string | null;
  now: string;
}

/** The history table's row of an entry. */
function historyRow(entry: HistoryEntry) {
  return {
    id: randomUUID(),
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    actor_id: entry.actorId,
    action: entry.action,
    from_status: entry.fromStatus ?? null,
    to_status: entry.toStatus ?? null,
    changes: entry.changes ? JSON.stringify(entry.changes) : null,
    reason: entry.reason ?? null,
    created_at: entry.now,
  };
}

/** Appends an audit record (who did what, when) in the caller's transaction. */
export async function insertHistory(db: Db, entry: HistoryEntry): Promise<void> {
  await db.insertInto('history').values(historyRow(entry)).execute();
}

/** Appends many audit records in one statement per hundred (imports write one per incident). */
export async function insertHistoryEntries(db: Db, entries: readonly HistoryEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    await db.insertInto('history').values(chunk.map(historyRow)).execute();
  }
}

/** One audit record as the API answers it (docs/api.md: incident and investigation history). */
export type HistoryItem = THistoryEntry;

/** An entity's history, oldest first (history_entity_idx), with each actor's name. */
export async function listHistory(
  db: Db,
  entityType: HistoryEntry['entityType'],
  entityId: string,
): Promise<HistoryItem[]> {
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
    .where('history.entity_type', '=', entityType)
    .where('history.entity_id', '=', entityId)
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
