import type { SignatureSubject } from '@qi/domain/signatures';
import type { Db } from '../../db/database';
import { defineHook } from '../../events/event-bus';
import type { Signing } from '../../events/signing';

/**
 * What closing a request by accepting its last stage asks of other modules, provided by the composition root
 * (app's listeners.ts), so that this module imports none of them: the effectiveness check that the supplier's fix
 * held (modules/effectiveness), and a trend-signal rule watching the supplier and part number (modules/signals).
 * Both run in the closing transaction.
 */
export interface ScarClosurePort {
  /** The effectiveness port's `scheduleCheck`: a check on the investigation, owned by `assignedTo`. */
  scheduleCheck(
    trx: Db,
    investigation: { id: string; assignedTo: string; completedSignedDate: string | null },
    actorId: string,
    today: string,
    now: string,
  ): Promise<Record<string, { from: unknown; to: unknown }>>;
  /** A 'count' rule on the supplier and part number group; answers the rule's id. */
  addWatchRule(
    trx: Db,
    rule: { name: string; supplierId: string; partNumber: string; ownerId: string; now: string },
  ): Promise<string>;
}

/** One record the closing signs (the signatures module's `SignedItem`). */
export interface ScarSignedItem {
  subject: SignatureSubject;
  subjectLabel: string;
  incidentId: string | null;
  investigationId: string | null;
  content: string;
}

/** The signatures module's `recordSignatures`: the Closed records, when signatures are on. */
export interface ScarSigningPort {
  record(trx: Db, signing: Signing, items: readonly ScarSignedItem[], now: string): Promise<unknown>;
}

export const scarClosure = defineHook<ScarClosurePort>('scar.closure');
export const scarSigning = defineHook<ScarSigningPort>('scar.signing');
