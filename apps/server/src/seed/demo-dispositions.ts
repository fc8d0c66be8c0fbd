import type { DispositionDecision } from '@qi/domain/disposition';
import { proposedDispositionStatus } from '@qi/domain/disposition';
import { needsSecondApprover } from '@qi/domain/severity';
import type { Db } from '../db/database';
import { replaceDispositionLines } from '../modules/dispositions/disposition-repository';
import { insertHistory } from '../modules/history/history-repository';
import type { IncidentRecord } from '../modules/incidents/incident-record';

const SPLITS: DispositionDecision[][] = [
  ['scrap'],
  ['rework', 'scrap'],
  ['return-to-supplier'],
  ['use-as-is', 'repair'],
];

/**
 * A demo disposition for an incident that holds material: lines covering its defective quantity, proposed by
 * quality and, when `approve` is set, approved by someone else where the severity needs a second person — the
 * history rows included, as the API would write them. Returns the incident with its disposition fields.
 */
export async function seedDisposition(
  db: Db,
  record: IncidentRecord,
  input: { index: number; proposer: string; approver: string; at: string; approve: boolean },
): Promise<IncidentRecord> {
  const quantity = record.defectiveQuantity ?? 0;
  if (quantity <= 0) return record;
  const decisions = SPLITS[input.index % SPLITS.length]!;
  const first = decisions.length === 1 ? quantity : Math.ceil(quantity / 2);
  const lines = decisions
    .map((decision, i) => ({
      decision,
      quantity: i === 0 ? first : quantity - first,
      cost: decision === 'scrap' ? 12.5 * (i === 0 ? first : quantity - first) : null,
      note: decision === 'return-to-supplier' ? 'Debit note raised with the supplier.' : '',
      responsible: input.proposer,
      dueDate: input.at.slice(0, 10),
    }))
    .filter((line) => line.quantity > 0);
  await replaceDispositionLines(db, record.id, lines, input.at);
  const proposed: IncidentRecord = {
    ...record,
    dispositionStatus: proposedDispositionStatus(lines, quantity),
    dispositionProposedBy: input.proposer,
    dispositionProposedAt: input.at,
  };
  await insertHistory(db, {
    entityType: 'incident',
    entityId: record.id,
    actorId: input.proposer,
    action: 'propose-disposition',
    fromStatus: record.status,
    toStatus: record.status,
    changes: { dispositionStatus: { from: record.dispositionStatus, to: proposed.dispositionStatus } },
    reason: null,
    now: input.at,
  });
  if (!input.approve) return proposed;
  const approver = needsSecondApprover(record.severity) ? input.approver : input.proposer;
  const approvedAt = new Date(Date.parse(input.at) + 60_000).toISOString();
  await insertHistory(db, {
    entityType: 'incident',
    entityId: record.id,
    actorId: approver,
    action: 'approve-disposition',
    fromStatus: record.status,
    toStatus: record.status,
    changes: { dispositionStatus: { from: proposed.dispositionStatus, to: 'approved' } },
    reason: null,
    now: approvedAt,
  });
  return {
    ...proposed,
    dispositionStatus: 'approved',
    dispositionApprovedBy: approver,
    dispositionApprovedAt: approvedAt,
  };
}
