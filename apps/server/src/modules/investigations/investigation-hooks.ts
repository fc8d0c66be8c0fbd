import type { TInvestigation, TUpdateInvestigationRequest } from '@qi/domain/investigation';
import type { TSigningFields } from '@qi/domain/signatures';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { defineHook } from '../../events/event-bus';
import type { Signing } from '../../events/signing';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';

/**
 * What an investigation's save and reopening ask of the signatures module (provided by signatures/
 * investigation-signing.ts): the password check before the transaction, then the sign-off and Withdrawn records
 * in it. A save's records return the reason its history entry shows.
 */
export interface InvestigationSigningPort {
  prepareSave(
    ctx: AppContext,
    auth: AuthContext,
    client: AuthClient,
    before: TInvestigation | null,
    request: TUpdateInvestigationRequest,
    fields: TSigningFields,
  ): Promise<Signing>;
  recordSave(
    trx: Db,
    signing: Signing,
    previous: TInvestigation,
    next: TInvestigation,
    request: TUpdateInvestigationRequest,
    fields: TSigningFields,
    now: string,
  ): Promise<string | null>;
  prepareReopen(
    ctx: AppContext,
    auth: AuthContext,
    client: AuthClient,
    before: TInvestigation | null,
    signature: TSigningFields['signature'],
  ): Promise<Signing>;
  withdrawCompletion(
    trx: Db,
    signing: Signing,
    previous: TInvestigation,
    reason: string,
    now: string,
  ): Promise<void>;
}

/** The changes an effectiveness check's scheduling adds to the investigation's history entry. */
export type CheckChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * Completing an investigation schedules its effectiveness check; un-completing withdraws one still scheduled
 * (provided by effectiveness/effectiveness-schedule.ts).
 */
export interface InvestigationEffectivenessPort {
  scheduleCheck(
    trx: Db,
    investigation: { id: string; assignedTo: string; completedSignedDate: string | null },
    actorId: string,
    today: string,
    now: string,
  ): Promise<CheckChanges>;
  cancelScheduledChecks(trx: Db, investigationId: string, forUpdate: boolean): Promise<CheckChanges>;
}

export const investigationSigning = defineHook<InvestigationSigningPort>('investigation.signing');
export const investigationEffectiveness = defineHook<InvestigationEffectivenessPort>(
  'investigation.effectiveness',
);
