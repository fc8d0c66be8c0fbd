import { defineEvent } from '../../events/event-bus';
import type { EffectivenessCheckRecord } from './effectiveness-repository';

/** In the recording's transaction, after the write: the check as recorded (webhooks listen). */
export interface EffectivenessRecorded {
  check: EffectivenessCheckRecord;
  at: string;
}

export const effectivenessRecorded = defineEvent<EffectivenessRecorded>('effectiveness.recorded');
