import { AppError } from '@qi/domain/app-error';
import {
  DISPOSITION_DECISION_LABELS,
  DISPOSITION_MSG,
  type DispositionDecisionResult,
  decideDispositionApproval,
  decideDispositionProposal,
  decideLineDone,
  dispositionQuantityIssue,
  proposedDispositionStatus,
  type TDispositionLine,
  type TMarkDispositionLineRequest,
  type TProposeDispositionRequest,
} from '@qi/domain/disposition';
import { INCIDENT_STATUS_LABELS } from '@qi/domain/incident-status';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import { signingCheck } from '../../events/signing';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import { insertHistory } from '../history/history-repository';
import { type PresentedIncident, presentIncident } from '../incidents/incident-presenter';
import type { IncidentRecord, IncidentWithInvestigation } from '../incidents/incident-record';
import { updateIncident } from '../incidents/incident-repository';
import { findVisibleIncident, staleIncident } from '../incidents/incident-service';
import { queueDispositionEmails } from '../notifications/disposition-notifications';
import { assertWorkOwners } from '../users/work-owner-check';
import { dispositionSigning } from './disposition-hooks';
import {
  markDispositionLine,
  readDisposition,
  readDispositionLines,
  replaceDispositionLines,
} from './disposition-repository';

function refuseUnless(decision: DispositionDecisionResult): void {
  if (!decision.ok) throw new AppError(decision.code, decision.message);
}

/** A line as the history shows it: "Scrap 3 (£12.50) — Jane's id, due 2026-12-01". */
const lineSummary = (
  line: Pick<TDispositionLine, 'decision' | 'quantity' | 'cost' | 'responsible' | 'dueDate'>,
) => ({
  decision: DISPOSITION_DECISION_LABELS[line.decision],
  quantity: line.quantity,
  cost: line.cost,
  responsible: line.responsible,
  dueDate: line.dueDate,
});

interface Change {
  current: IncidentWithInvestigation;
  next: IncidentRecord;
  read: number;
}

/** Reads the incident for a disposition change, checking visibility and the version the caller read. */
async function begin(trx: Db, ctx: AppContext, auth: AuthContext, id: string, version?: number) {
  const current = await findVisibleIncident(trx, auth, id, locksRows(ctx.dbKind));
  const read = current.version ?? 1;
  if (version !== undefined && version !== read) throw staleIncident();
  return { current, read };
}

async function save(
  trx: Db,
  auth: AuthContext,
  action: string,
  change: Change,
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

async function answer(ctx: AppContext, change: Change): Promise<PresentedIncident> {
  return presentIncident(ctx, {
    ...change.next,
    investigationStatus: change.current.investigationStatus,
    investigationDueDate: change.current.investigationDueDate ?? null,
    disposition: await readDisposition(ctx.db, change.next),
  });
}

/**
 * PUT /v1/incidents/{id}/disposition: quality proposes the whole list of lines. Quantities may fall short of
 * the defective quantity (awaiting) but never exceed it; covering it exactly makes the disposition decided.
 * A new proposal withdraws an earlier approval (a signed one with a reason for change, kept in history, and a
 * Withdrawn record). History and emails go in the same transaction.
 */
export async function proposeDisposition(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: TProposeDispositionRequest & { reasonForChange?: string },
): Promise<PresentedIncident> {
  const change = await ctx.db.transaction().execute(async (trx) => {
    const { current, read } = await begin(trx, ctx, auth, id, body.version);
    refuseUnless(
      decideDispositionProposal({
        role: auth.user.role,
        status: current.status,
        statusLabel: INCIDENT_STATUS_LABELS[current.status],
      }),
    );
    const quantityIssue = dispositionQuantityIssue(body.lines, current.defectiveQuantity);
    if (quantityIssue)
      throw new AppError('VALIDATION', quantityIssue, [{ path: 'lines', message: quantityIssue }]);
    await assertWorkOwners(
      trx,
      body.lines.map((l, i) => ({ path: `lines.${i}.responsible`, userId: l.responsible })),
      DISPOSITION_MSG.responsible,
    );
    const before = await readDispositionLines(trx, id);
    const now = nowIso();
    const signer = { id: auth.user.user_id, name: auth.user.name };
    const reason = await ctx.events
      .hook(dispositionSigning)
      .withdrawApproval(trx, signer, current, body.reasonForChange, now);
    const lines = await replaceDispositionLines(trx, id, body.lines, now, before);
    const next: IncidentRecord = {
      ...current,
      dispositionStatus: proposedDispositionStatus(lines, current.defectiveQuantity),
      dispositionProposedBy: auth.user.user_id,
      dispositionProposedAt: now,
      dispositionApprovedBy: null,
      dispositionApprovedAt: null,
      updated_at: now,
    };
    const change: Change = { current, next, read };
    await save(
      trx,
      auth,
      'propose-disposition',
      change,
      {
        disposition: { from: before.map(lineSummary), to: lines.map(lineSummary) },
        ...(current.dispositionStatus !== next.dispositionStatus && {
          dispositionStatus: { from: current.dispositionStatus, to: next.dispositionStatus },
        }),
      },
      reason,
    );
    const previouslyResponsible = new Set(before.map((l) => l.responsible));
    await queueDispositionEmails(trx, ctx.config.publicUrl, {
      incident: next,
      proposerId: auth.user.user_id,
      newlyResponsible: lines.map((l) => l.responsible).filter((u) => !previouslyResponsible.has(u)),
    });
    return change;
  });
  return answer(ctx, change);
}

/**
 * POST /v1/incidents/{id}/disposition/approve: a decided disposition is approved by the quality team; a major
 * or critical one only by someone other than its proposer (docs/product.md §3 Disposition). Approving signs:
 * with signatures on, the password is checked first and the Approved record goes in with the approval.
 */
export async function approveDisposition(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  body: { version?: number; signature?: { password: string } },
  client: AuthClient,
): Promise<PresentedIncident> {
  const decide = (incident: IncidentRecord) =>
    refuseUnless(
      decideDispositionApproval({
        actor: { id: auth.user.user_id, role: auth.user.role },
        status: incident.status,
        statusLabel: INCIDENT_STATUS_LABELS[incident.status],
        severity: incident.severity,
        dispositionStatus: incident.dispositionStatus,
        proposedBy: incident.dispositionProposedBy,
      }),
    );
  // A refusal is answered before the password is asked for; the transaction decides again on what it locks.
  decide(await findVisibleIncident(ctx.db, auth, id));
  const signing = await ctx.events.hook(signingCheck)(ctx, auth, client, body.signature, true);
  const change = await ctx.db.transaction().execute(async (trx) => {
    const { current, read } = await begin(trx, ctx, auth, id, body.version);
    decide(current);
    const now = nowIso();
    const next: IncidentRecord = {
      ...current,
      dispositionStatus: 'approved',
      dispositionApprovedBy: auth.user.user_id,
      dispositionApprovedAt: now,
      updated_at: now,
    };
    const change: Change = { current, next, read };
    await save(trx, auth, 'approve-disposition', change, {
      dispositionStatus: { from: current.dispositionStatus, to: 'approved' },
    });
    await ctx.events.hook(dispositionSigning).recordApproval(trx, signing, next, now);
    return change;
  });
  return answer(ctx, change);
}

/**
 * PUT /v1/incidents/{id}/disposition/lines/{lineId}/done: the person responsible for a line (or the quality
 * team) marks its work done, or not done again; the server records who and when. Done lines leave My tasks.
 */
export async function markDispositionLineDone(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  lineId: string,
  body: TMarkDispositionLineRequest,
): Promise<PresentedIncident> {
  const change = await ctx.db.transaction().execute(async (trx) => {
    const { current, read } = await begin(trx, ctx, auth, id, body.version);
    const line = (await readDispositionLines(trx, id)).find((l) => l.id === lineId);
    if (!line) throw new AppError('NOT_FOUND', DISPOSITION_MSG.lineNotFound);
    refuseUnless(
      decideLineDone({
        actor: { id: auth.user.user_id, role: auth.user.role },
        responsible: line.responsible,
        status: current.status,
        statusLabel: INCIDENT_STATUS_LABELS[current.status],
        disposition: {
          defectiveQuantity: current.defectiveQuantity,
          severity: current.severity,
          status: current.dispositionStatus,
        },
      }),
    );
    const now = nowIso();
    const done = body.done ? { by: auth.user.user_id, at: now } : null;
    await markDispositionLine(trx, id, lineId, done);
    const change: Change = { current, next: { ...current, updated_at: now }, read };
    await save(trx, auth, body.done ? 'disposition-line-done' : 'disposition-line-not-done', change, {
      dispositionLine: {
        from: { ...lineSummary(line), done: line.doneBy !== null },
        to: { ...lineSummary(line), done: body.done },
      },
    });
    return change;
  });
  return answer(ctx, change);
}
