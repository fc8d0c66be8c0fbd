import type { Db } from '../../db/database';
import { type HistoryItem, listHistory } from '../history/history-repository';

/** Same shape as an incident's history (docs/api.md: "as for incidents"). */
export type InvestigationHistoryItem = HistoryItem;

/** The investigation's history, oldest first, with each actor's name. */
export function listInvestigationHistory(
  db: Db,
  investigationId: string,
): Promise<InvestigationHistoryItem[]> {
  return listHistory(db, 'investigation', investigationId);
}
