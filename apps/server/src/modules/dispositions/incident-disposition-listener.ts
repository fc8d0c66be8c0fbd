import type { Db } from '../../db/database';
import type { IncidentChanging } from '../incidents/incident-events';
import { dispositionAfterQuantityChange } from './disposition-quantity';
import { dispositionAfterSeverityChange } from './disposition-severity';

/**
 * Listener of incidentChanging: the incident's disposition fields follow a changed defective quantity (or the
 * save is refused, 422) and a changed severity, before the signatures' listener asks for a reason for change.
 */
export async function dispositionFollowsIncident(trx: Db, change: IncidentChanging): Promise<void> {
  const { current, next } = change;
  if (next.defectiveQuantity !== current.defectiveQuantity) {
    Object.assign(next, await dispositionAfterQuantityChange(trx, next));
  }
  Object.assign(next, dispositionAfterSeverityChange(current, next));
}
