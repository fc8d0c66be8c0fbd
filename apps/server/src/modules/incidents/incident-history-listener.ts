import type { Db } from '../../db/database';
import { insertHistory } from '../history/history-repository';
import { incidentChanges } from './incident-changes';
import type { IncidentChanged } from './incident-events';

/** Listener of incidentChanged: the incident's history entry (action, status change, changed fields, reason). */
export async function recordIncidentHistory(trx: Db, change: IncidentChanged): Promise<void> {
  const { auth, action, before, after, reason } = change;
  await insertHistory(trx, {
    entityType: 'incident',
    entityId: after.id,
    actorId: auth.user.user_id,
    action,
    fromStatus: before?.status ?? null,
    toStatus: after.status,
    changes: incidentChanges(before, after),
    reason,
    now: after.updated_at,
  });
}
