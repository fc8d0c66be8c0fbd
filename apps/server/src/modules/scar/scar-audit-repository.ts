import { randomUUID } from 'node:crypto';
import type { ScarAuditAction, TScarAuditEntry } from '@qi/domain/scar-views';
import type { Db } from '../../db/database';
import { fromDbJson, fromDbTimestamp } from '../../db/values';

export interface ScarAuditInput {
  scarId: string;
  actorKind: 'user' | 'supplier' | 'system';
  actorId: string | null;
  actorName: string;
  action: ScarAuditAction;
  stage?: string | null;
  ip: string | null;
  userAgent: string | null;
  details?: Record<string, unknown>;
  now: string;
}

/**
 * Appends a line to the request's audit trail in the caller's transaction. `seq` orders the lines written in
 * the same instant (one request may write several).
 */
export async function appendScarAudit(db: Db, entry: ScarAuditInput): Promise<void> {
  await db
    .insertInto('scar_audit')
    .values((eb) => ({
      id: randomUUID(),
      scar_id: entry.scarId,
      at: entry.now,
      seq: eb
        .selectFrom('scar_audit')
        .select((inner) => inner(inner.fn.coalesce(inner.fn.max('seq'), inner.lit(0)), '+', 1).as('next'))
        .where('scar_id', '=', entry.scarId),
      actor_kind: entry.actorKind,
      actor_id: entry.actorId,
      actor_name: entry.actorName,
      action: entry.action,
      stage: entry.stage ?? null,
      ip: entry.ip,
      user_agent: entry.userAgent,
      details: JSON.stringify(entry.details ?? {}),
    }))
    .execute();
}

/** The request's audit trail, oldest first (scar_audit_scar_idx); at most 5,000 lines. */
export async function listScarAudit(db: Db, scarId: string): Promise<TScarAuditEntry[]> {
  const rows = await db
    .selectFrom('scar_audit')
    .selectAll()
    .where('scar_id', '=', scarId)
    .orderBy('seq')
    .limit(5000)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: fromDbTimestamp(row.at),
    actorKind: row.actor_kind as TScarAuditEntry['actorKind'],
    actorName: row.actor_name,
    action: row.action as ScarAuditAction,
    stage: row.stage,
    ip: row.ip,
    userAgent: row.user_agent,
    details: fromDbJson<Record<string, unknown>>(row.details, {}),
  }));
}
