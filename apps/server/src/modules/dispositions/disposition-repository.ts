import { randomUUID } from 'node:crypto';
import type {
  DispositionDecision,
  TDisposition,
  TDispositionLine,
  TDispositionLineInput,
} from '@qi/domain/disposition';
import type { Db } from '../../db/database';
import { fromDbNullableNumber, fromDbNumber } from '../../db/values';
import type { IncidentRecord } from '../incidents/incident-record';

/** The lines of one incident's disposition, in the order they were proposed. */
export async function readDispositionLines(db: Db, incidentId: string): Promise<TDispositionLine[]> {
  const rows = await db
    .selectFrom('disposition_lines')
    .select(['id', 'decision', 'quantity', 'cost', 'note', 'responsible_id', 'due_date'])
    .where('incident_id', '=', incidentId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    decision: row.decision as DispositionDecision,
    quantity: fromDbNumber(row.quantity),
    cost: fromDbNullableNumber(row.cost),
    note: row.note,
    responsible: row.responsible_id,
    dueDate: row.due_date,
  }));
}

/** The disposition as the details of one incident carry it. */
export async function readDisposition(db: Db, incident: IncidentRecord): Promise<TDisposition> {
  return {
    lines: await readDispositionLines(db, incident.id),
    proposedBy: incident.dispositionProposedBy,
    proposedAt: incident.dispositionProposedAt,
    approvedBy: incident.dispositionApprovedBy,
    approvedAt: incident.dispositionApprovedAt,
  };
}

/** Replaces the lines of a disposition (a proposal is always the whole list). */
export async function replaceDispositionLines(
  trx: Db,
  incidentId: string,
  lines: readonly TDispositionLineInput[],
  now: string,
): Promise<TDispositionLine[]> {
  await trx.deleteFrom('disposition_lines').where('incident_id', '=', incidentId).execute();
  const saved = lines.map((line) => ({ ...line, id: randomUUID() }));
  if (saved.length > 0) {
    await trx
      .insertInto('disposition_lines')
      .values(
        saved.map((line, position) => ({
          id: line.id,
          incident_id: incidentId,
          position,
          decision: line.decision,
          quantity: line.quantity,
          cost: line.cost,
          note: line.note,
          responsible_id: line.responsible,
          due_date: line.dueDate,
          created_at: now,
        })),
      )
      .execute();
  }
  return saved;
}
