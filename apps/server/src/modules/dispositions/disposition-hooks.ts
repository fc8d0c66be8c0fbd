import type { Db } from '../../db/database';
import { defineHook } from '../../events/event-bus';
import type { Signing } from '../../events/signing';
import type { IncidentRecord } from '../incidents/incident-record';

/** What the disposition's proposal and approval ask of the signatures module (signatures/disposition-signing.ts). */
export interface DispositionSigningPort {
  /**
   * Before the lines change: a new proposal that withdraws an approval with a live record needs a reason for
   * change (422) and gives it a Withdrawn record. Returns the reason, or null when nothing was withdrawn.
   */
  withdrawApproval(
    trx: Db,
    signer: Signing['signer'],
    incident: IncidentRecord,
    reasonForChange: string | undefined,
    now: string,
  ): Promise<string | null>;
  /** In the approval's transaction: the Approved record (when signatures are on). */
  recordApproval(trx: Db, signing: Signing, incident: IncidentRecord, now: string): Promise<void>;
}

export const dispositionSigning = defineHook<DispositionSigningPort>('disposition.signing');
