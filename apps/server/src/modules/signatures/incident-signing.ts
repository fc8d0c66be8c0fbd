import type { IncidentStatus } from '@qi/domain/incident-status';
import { decideTransition, type IncidentAction } from '@qi/domain/incident-transitions';
import {
  incidentSignedContent,
  liveSignatureOf,
  reasonForChangeRequired,
  SIGNATURE_MSG,
  signatureSubjectLabel,
  type TSignatureCredentials,
} from '@qi/domain/signatures';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import { incidentChanges } from '../incidents/incident-changes';
import type { IncidentChanged, IncidentChanging, IncidentSigningPort } from '../incidents/incident-events';
import type { IncidentRecord } from '../incidents/incident-record';
import { findIncidentById } from '../incidents/incident-repository';
import { withdrawApproval } from './disposition-signing';
import { listIncidentOwnSignatures } from './signature-repository';
import { prepareSigning, recordSignatures, requiredReason, type Signing } from './signature-service';

/**
 * Before an incident save's transaction: closing signs, so with signatures on it needs the password. A close
 * the rules refuse asks for none (the transaction answers the refusal).
 */
export async function prepareIncidentSigning(
  ctx: AppContext,
  auth: AuthContext,
  client: AuthClient,
  id: string,
  request: { action?: IncidentAction; status?: IncidentStatus; signature?: TSignatureCredentials },
): Promise<Signing> {
  const asksToClose =
    request.action === 'close' || (request.action === undefined && request.status === 'closed');
  const current = asksToClose ? await findIncidentById(ctx.db, id) : undefined;
  const closing = asksToClose && current?.status !== 'closed';
  const allowed =
    !!current &&
    closing &&
    decideTransition({
      incident: current,
      actor: { id: auth.user.user_id, role: auth.user.role },
      action: 'close',
      disposition: {
        defectiveQuantity: current.defectiveQuantity,
        severity: current.severity,
        status: current.dispositionStatus,
      },
    }).ok;
  return prepareSigning(ctx, auth, client, request.signature, allowed);
}

/**
 * In the save's transaction, before its history entry: a save that edits a closed incident (signatures on, or
 * its Closed record live) or withdraws a signed disposition approval (a changed defective quantity) needs a
 * reason for change. Returns the reason for the history entry, or null when none was needed.
 */
export async function reasonForIncidentChange(
  trx: Db,
  signing: Signing,
  current: IncidentRecord,
  next: IncidentRecord,
  reasonForChange: string | undefined,
  now: string,
): Promise<string | null> {
  let reason: string | null = null;
  if (current.status === 'closed' && Object.keys(incidentChanges(current, next)).length > 0) {
    const live = liveSignatureOf(await listIncidentOwnSignatures(trx, current.id), 'incident');
    if (reasonForChangeRequired({ signaturesOn: signing.on, closedOrSigned: true, liveSignature: !!live })) {
      reason = requiredReason(reasonForChange, SIGNATURE_MSG.reasonForChange, 'reasonForChange');
    }
  }
  if (current.dispositionApprovedBy && !next.dispositionApprovedBy) {
    reason = (await withdrawApproval(trx, signing.signer, current, reasonForChange, now)) ?? reason;
  }
  return reason;
}

/** In the closing's transaction: the Closed record of the incident as closed (when signatures are on). */
export async function recordClosing(trx: Db, signing: Signing, closed: IncidentRecord, now: string) {
  await recordSignatures(
    trx,
    signing,
    [
      {
        subject: 'incident',
        subjectLabel: signatureSubjectLabel('incident', closed.incidentNumber),
        incidentId: closed.id,
        investigationId: null,
        content: incidentSignedContent(closed),
      },
    ],
    now,
  );
}

/** The incidents' signing hook: the password check before a save's transaction. */
export const incidentSigningPort: IncidentSigningPort = { prepare: prepareIncidentSigning };

/** Listener of incidentChanging (after the disposition's): the reason for change a save needs, if any. */
export async function askReasonForIncidentChange(trx: Db, change: IncidentChanging): Promise<void> {
  const { signing, current, next, reasonForChange } = change;
  change.changeReason = await reasonForIncidentChange(
    trx,
    signing,
    current,
    next,
    reasonForChange,
    next.updated_at,
  );
}

/** Listener of incidentChanged: closing signs (the Closed record, when signatures are on). */
export async function recordIncidentClosing(trx: Db, change: IncidentChanged): Promise<void> {
  if (change.action === 'close' && change.signing) {
    await recordClosing(trx, change.signing, change.after, change.after.updated_at);
  }
}
