import { defineEvent } from '../../events/event-bus';
import type { IncidentRecord } from '../incidents/incident-record';

/** In the approval's transaction, after the write: the incident as approved (webhooks listen). */
export interface DispositionApproved {
  incident: IncidentRecord;
  approvedBy: string;
  approvedAt: string;
}

export const dispositionApproved = defineEvent<DispositionApproved>('disposition.approved');
