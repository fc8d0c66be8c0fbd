import type { TSignature } from '@qi/domain/signatures';
import type { Db } from '../../db/database';
import type { HistoryItem } from '../history/history-repository';
import { listIncidentHistory } from '../incidents/incident-history-repository';
import { listIncidentSignatures } from './signature-repository';

/**
 * Every investigation an incident has had, first linked first, the current one included: an incident points
 * only at its current investigation, but its history records each change of `investigationId` (start,
 * reassign, a restart after a not-effective check), so its trail keeps the work and signatures of them all.
 */
export function investigationIdsOf(history: readonly HistoryItem[], currentId: string | null): string[] {
  const ids: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string' && value !== '' && !ids.includes(value)) ids.push(value);
  };
  for (const entry of history) {
    for (const change of entry.changes) {
      if (change.field !== 'investigationId') continue;
      add(change.from);
      add(change.to);
    }
  }
  add(currentId);
  return ids;
}

/** The investigations of an incident (its history read from history_entity_idx). */
export async function listIncidentInvestigationIds(
  db: Db,
  incident: { id: string; investigationId: string | null },
): Promise<string[]> {
  return investigationIdsOf(await listIncidentHistory(db, incident.id), incident.investigationId);
}

/** An incident's records and those of every investigation it has had, oldest first. */
export async function listIncidentTrailSignatures(
  db: Db,
  incident: { id: string; investigationId: string | null },
): Promise<TSignature[]> {
  return listIncidentSignatures(db, incident.id, await listIncidentInvestigationIds(db, incident));
}
