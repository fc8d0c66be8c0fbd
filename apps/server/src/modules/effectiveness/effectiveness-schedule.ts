import { randomUUID } from 'node:crypto';
import { defaultEffectivenessDueDate } from '@qi/domain/effectiveness-check';
import type { Db } from '../../db/database';
import type { CheckChanges, InvestigationEffectivenessPort } from '../investigations/investigation-hooks';
import {
  deleteEffectivenessCheck,
  type EffectivenessCheckRecord,
  insertEffectivenessCheck,
  listEffectivenessChecks,
} from './effectiveness-repository';

/** History changes the caller adds to the investigation's own entry (complete or reopen) of the same save. */
export type { CheckChanges };

/**
 * The hooks of the investigation saves, run in their transaction. Completing schedules a check (owner: the
 * investigation's assignee, or whoever completes it when nobody is assigned); un-completing withdraws a check
 * still scheduled, since the fix it was to verify is being reworked. Recorded checks stay: they are evidence.
 * Each returns what it did for the save's history entry, so the history tells it in the same entry.
 */
export async function scheduleEffectivenessCheck(
  trx: Db,
  investigation: { id: string; assignedTo: string; completedSignedDate: string | null },
  actorId: string,
  today: string,
  now: string,
): Promise<CheckChanges> {
  const check: EffectivenessCheckRecord = {
    id: randomUUID(),
    investigationId: investigation.id,
    dueDate: defaultEffectivenessDueDate(investigation.completedSignedDate ?? today),
    owner: investigation.assignedTo || actorId,
    status: 'scheduled',
    result: null,
    evidence: '',
    attachments: [],
    recordedBy: null,
    recordedAt: null,
    followUpInvestigationId: null,
    version: 1,
  };
  await insertEffectivenessCheck(trx, check, now);
  return {
    effectivenessCheckDueDate: { from: null, to: check.dueDate },
    effectivenessCheckOwner: { from: null, to: check.owner },
  };
}

export async function cancelScheduledEffectivenessChecks(
  trx: Db,
  investigationId: string,
  forUpdate: boolean,
): Promise<CheckChanges> {
  const checks = await listEffectivenessChecks(trx, investigationId, { forUpdate });
  const changes: CheckChanges = {};
  for (const check of checks.filter((c) => c.status === 'scheduled')) {
    await deleteEffectivenessCheck(trx, check.id);
    changes.effectivenessCheckDueDate = { from: check.dueDate, to: null };
    changes.effectivenessCheckOwner = { from: check.owner, to: null };
  }
  return changes;
}

/** The investigations' effectiveness hook. */
export const investigationEffectivenessPort: InvestigationEffectivenessPort = {
  scheduleCheck: scheduleEffectivenessCheck,
  cancelScheduledChecks: cancelScheduledEffectivenessChecks,
};
