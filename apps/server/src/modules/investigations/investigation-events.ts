import { defineEvent } from '../../events/event-bus';
import type { InvestigationRecord } from './investigation-record';

/** In the save's transaction that completes an investigation, after its incidents follow (webhooks listen). */
export interface InvestigationCompleted {
  investigation: InvestigationRecord;
  completedBy: string;
  at: string;
}

export const investigationCompleted = defineEvent<InvestigationCompleted>('investigation.completed');
