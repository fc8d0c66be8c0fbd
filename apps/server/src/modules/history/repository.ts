import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export interface HistoryEntry {
  entityType: 'user' | 'incident' | 'investigation' | 'report' | 'reference';
  entityId: string;
  actorId: string | null;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  changes?: Record<string, unknown> | null;
  reason?: string | null;
  now: string;
}

/** Appends an audit record (who did what, when) in the caller's transaction. */
export async function insertHistory(db: Db, entry: HistoryEntry): Promise<void> {
  await db
    .insertInto('history')
    .values({
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
    })
    .execute();
}
