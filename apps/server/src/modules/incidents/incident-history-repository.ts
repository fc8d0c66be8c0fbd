import type { Db } from '../../db/database';
import { type HistoryItem, listHistory } from '../history/history-repository';

export type IncidentHistoryItem = HistoryItem;

/** The incident's history, oldest first, with each actor's name. */
export function listIncidentHistory(db: Db, incidentId: string): Promise<IncidentHistoryItem[]> {
  return listHistory(db, 'incident', incidentId);
}
