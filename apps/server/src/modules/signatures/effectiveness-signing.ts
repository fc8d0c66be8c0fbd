import { restartNeedsReason } from '@qi/domain/effectiveness-check';
import {
  effectivenessCheckSignedContent,
  incidentSignedContent,
  liveSignatureOf,
  SIGNATURE_MSG,
  signatureSubjectLabel,
  type TSignature,
} from '@qi/domain/signatures';
import type { Db } from '../../db/database';
import type { EffectivenessSigningPort, RestartWithdrawals } from '../effectiveness/effectiveness-hooks';
import type { IncidentRecord } from '../incidents/incident-record';
import { listIncidentOwnSignatures } from './signature-repository';
import { recordSignatures, recordWithdrawals, requiredReason, type Signing } from './signature-service';

/** In the recording's transaction: the Verified record of the check as recorded (when signatures are on). */
export async function recordCheckVerified(
  trx: Db,
  signing: Signing,
  check: Parameters<typeof effectivenessCheckSignedContent>[0],
  now: string,
): Promise<void> {
  await recordSignatures(
    trx,
    signing,
    [
      {
        subject: 'effectiveness-check',
        subjectLabel: signatureSubjectLabel('effectiveness-check'),
        incidentId: null,
        investigationId: check.investigationId,
        content: effectivenessCheckSignedContent(check),
      },
    ],
    now,
  );
}

/**
 * A restart moves closed incidents back under investigation: each live Closed record is withdrawn with the
 * restart's reason (nothing is left in force for an incident that is no longer closed). The reason is required
 * while signatures are on, or when there is a record to withdraw (422 'A reason for change is required.').
 * Checked before anything is written.
 */
export async function prepareRestartWithdrawals(
  trx: Db,
  signing: Signing,
  incidents: readonly IncidentRecord[],
  reasonForChange: string | undefined,
): Promise<RestartWithdrawals> {
  const originals: { incident: IncidentRecord; original: TSignature }[] = [];
  for (const incident of incidents) {
    if (incident.status !== 'closed') continue;
    const original = liveSignatureOf(await listIncidentOwnSignatures(trx, incident.id), 'incident');
    if (original) originals.push({ incident, original });
  }
  const needed = restartNeedsReason({ signaturesOn: signing.on, liveClosedSignature: originals.length > 0 });
  const reason = needed
    ? requiredReason(reasonForChange, SIGNATURE_MSG.reasonForChange, 'reasonForChange')
    : null;
  return {
    reason,
    withdraw: async (now) => {
      if (originals.length === 0 || reason === null) return;
      await recordWithdrawals(
        trx,
        signing.signer,
        originals.map(({ incident, original }) => ({
          original,
          reason,
          content: incidentSignedContent(incident),
        })),
        now,
      );
    },
  };
}

/** The effectiveness checks' signing hook. */
export const effectivenessSigningPort: EffectivenessSigningPort = {
  recordCheckVerified,
  prepareRestartWithdrawals,
};
