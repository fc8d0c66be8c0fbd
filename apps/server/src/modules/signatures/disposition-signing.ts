import { dispositionSignedContent, liveSignatureOf, SIGNATURE_MSG } from '@qi/domain/signatures';
import type { Db } from '../../db/database';
import type { DispositionSigningPort } from '../dispositions/disposition-hooks';
import { readDispositionLines } from '../dispositions/disposition-repository';
import type { IncidentRecord } from '../incidents/incident-record';
import { listIncidentOwnSignatures } from './signature-repository';
import { recordSignatures, recordWithdrawals, requiredReason, type Signing } from './signature-service';

/** What an approval signs: the incident's disposition lines as they are now. */
async function dispositionContent(trx: Db, incidentId: string): Promise<string> {
  return dispositionSignedContent(incidentId, await readDispositionLines(trx, incidentId));
}

/** In the approval's transaction: the Approved record (when signatures are on). */
export async function recordApproval(trx: Db, signing: Signing, incident: IncidentRecord, now: string) {
  await recordSignatures(
    trx,
    signing,
    [
      {
        subject: 'disposition',
        subjectLabel: 'Disposition',
        incidentId: incident.id,
        investigationId: null,
        content: await dispositionContent(trx, incident.id),
      },
    ],
    now,
  );
}

/**
 * A change that withdraws an approval carrying a live record (a new proposal, a changed defective quantity)
 * edits a signed item: it needs a reason for change (422), and the record gets its Withdrawn record. Call it
 * before the lines change (the Withdrawn record names what had been approved). Returns the reason, or null
 * when no live approval record is withdrawn.
 */
export async function withdrawApproval(
  trx: Db,
  signer: Signing['signer'],
  incident: IncidentRecord,
  reasonForChange: string | undefined,
  now: string,
): Promise<string | null> {
  if (!incident.dispositionApprovedBy) return null;
  const original = liveSignatureOf(await listIncidentOwnSignatures(trx, incident.id), 'disposition');
  if (!original) return null;
  const reason = requiredReason(reasonForChange, SIGNATURE_MSG.reasonForChange, 'reasonForChange');
  await recordWithdrawals(
    trx,
    signer,
    [{ original, reason, content: await dispositionContent(trx, incident.id) }],
    now,
  );
  return reason;
}

/** The disposition's signing hook. */
export const dispositionSigningPort: DispositionSigningPort = { withdrawApproval, recordApproval };
