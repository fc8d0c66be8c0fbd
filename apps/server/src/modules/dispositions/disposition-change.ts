import { AppError } from '@qi/domain/app-error';
import {
  DISPOSITION_DECISION_LABELS,
  type DispositionDecisionResult,
  type TDispositionLine,
} from '@qi/domain/disposition';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import { type PresentedIncident, presentIncident } from '../incidents/incident-presenter';
import type { IncidentRecord, IncidentWithInvestigation } from '../incidents/incident-record';
import { updateIncident } from '../incidents/incident-repository';
import { findVisibleIncident, staleIncident } from '../incidents/incident-service';
import { readDisposition } from './disposition-repository';

/**
 * What the three disposition use cases (propose, approve, mark a line done) share: each reads the incident
 * locked, decides with the domain's rule, writes the incident on the version it read with a history row, and
 * answers the incident as the detail page shows it.
 */

export function refuseUnless(decision: DispositionDecisionResult): void {
  if (!decision.ok) throw new AppError(decision.code, decision.message);
}

/** A line as the history shows it: "Scrap 3 (£12.50) — Jane's id, due 2026-12-01". */
export const lineSummary = (
  line: Pick<TDispositionLine, 'decision' | 'quantity' | 'cost' | 'responsible' | 'dueDate'>,
) => ({
  decision: DISPOSITION_DECISION_LABELS[line.decision],
  quantity: line.quantity,
  cost: line.cost,
  responsible: line.responsible,
  dueDate: line.dueDate,
});

export interface DispositionChange {
  current: IncidentWithInvestigation;
  next: IncidentRecord;
  read: number;
}

/** Reads the incident for a disposition change, checking visibility and the version the caller read. */
export async function beginDispositionChange(
  trx: Db,
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  version?: number,
) {
  const current = await findVisibleIncident(trx, auth, id, locksRows(ctx.dbKind));
  const read = current.version ?? 1;
  if (version !== undefined && version !== read) throw staleIncident();
  return { current, read };
}

/** Writes the incident on the version read (a concurrent change makes it a 409) and its history row. */
export async function saveDispositionChange(
  trx: Db,
  auth: AuthContext,
  action: string,
  change: DispositionChange,
  changes: Record<string, unknown>,
  reason: string | null = null,
) {
  if (!(await updateIncident(trx, change.next, change.read))) throw staleIncident();
  change.next.version = change.read + 1;
  await insertHistory(trx, {
    entityType: 'incident',
    entityId: change.next.id,
    actorId: auth.user.user_id,
    action,
    fromStatus: change.current.status,
    toStatus: change.next.status,
    changes: changes as Record<string, { from: unknown; to: unknown }>,
    reason,
    now: change.next.updated_at,
  });
}

/** The changed incident as the detail page shows it, with its disposition. */
export async function answerDispositionChange(
  ctx: AppContext,
  change: DispositionChange,
): Promise<PresentedIncident> {
  return presentIncident(ctx, {
    ...change.next,
    investigationStatus: change.current.investigationStatus,
    investigationDueDate: change.current.investigationDueDate ?? null,
    disposition: await readDisposition(ctx.db, change.next),
  });
}
