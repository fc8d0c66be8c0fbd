import type { effectivenessCheckSignedContent } from '@qi/domain/signatures';
import type { Db } from '../../db/database';
import { defineHook } from '../../events/event-bus';
import type { Signing } from '../../events/signing';
import type { IncidentRecord } from '../incidents/incident-record';

/** A check as its Verified record names it. */
export type VerifiedCheck = Parameters<typeof effectivenessCheckSignedContent>[0];

export interface RestartWithdrawals {
  /** The reason for the history entries (null when none was needed). */
  reason: string | null;
  /** Appends the Withdrawn records; call it with the incidents as they were before the restart. */
  withdraw: (now: string) => Promise<void>;
}

/** What recording a check and restarting from it ask of the signatures module (signatures/effectiveness-signing.ts). */
export interface EffectivenessSigningPort {
  /** In the recording's transaction: the Verified record of the check as recorded (when signatures are on). */
  recordCheckVerified(trx: Db, signing: Signing, check: VerifiedCheck, now: string): Promise<void>;
  /** In the restart's transaction, before anything is written: the reason for change the restart needs. */
  prepareRestartWithdrawals(
    trx: Db,
    signing: Signing,
    incidents: readonly IncidentRecord[],
    reasonForChange: string | undefined,
  ): Promise<RestartWithdrawals>;
}

export const effectivenessSigning = defineHook<EffectivenessSigningPort>('effectiveness.signing');
