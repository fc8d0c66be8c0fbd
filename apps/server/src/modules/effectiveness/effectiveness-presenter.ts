import type { TEffectivenessCheck } from '@qi/domain/effectiveness-check';
import type { AppContext } from '../../context';
import { presentAttachments } from '../../storage/present-attachments';
import type { EffectivenessCheckRecord } from './effectiveness-repository';

/** The check as the API answers it: whitelisted fields, attachments with freshly signed urls. */
export async function presentEffectivenessCheck(
  ctx: AppContext,
  check: EffectivenessCheckRecord,
): Promise<TEffectivenessCheck> {
  return {
    id: check.id,
    investigationId: check.investigationId,
    dueDate: check.dueDate,
    owner: check.owner,
    status: check.status,
    result: check.result,
    evidence: check.evidence,
    attachments: await presentAttachments(ctx, check.attachments),
    recordedBy: check.recordedBy,
    recordedAt: check.recordedAt,
    followUpInvestigationId: check.followUpInvestigationId,
    version: check.version,
  };
}
