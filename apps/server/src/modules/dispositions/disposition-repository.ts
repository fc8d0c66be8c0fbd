import { randomUUID } from 'node:crypto';
import type {
  DispositionDecision,
  TDisposition,
  TDispositionLine,
  TDispositionLineInput,
} from '@qi/domain/disposition';
import type { Db } from '../../db/database';
import { fromDbNullableNumber, fromDbNullableTimestamp, fromDbNumber } from '../../db/values';
import type { IncidentRecord } from '../incidents/incident-record';

/** The lines of one incident's disposition, in the order they were proposed. */
export async function readDispositionLines(db: Db, incidentId: string): Promise<TDispositionLine[]> {
  const rows = await db
    .selectFrom('disposition_lines')
    .select([
      'id',
      'decision',
      'quantity',
      'cost',
      'note',
      'responsible_id',
      'due_date',
      'done_by',
      'done_at',
    ])
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
    doneBy: row.done_by,
    doneAt: fromDbNullableTimestamp(row.done_at),
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

const sameWork = (a: TDispositionLineInput, b: TDispositionLineInput) =>
  a.decision === b.decision &&
  a.quantity === b.quantity &&
  a.responsible === b.responsible &&
  a.dueDate === b.dueDate &&
  a.note === b.note &&
  a.cost === b.cost;

/**
 * Replaces the lines of a disposition (a proposal is always the whole list). A line sent back unchanged keeps
 * its done mark: re-proposing the other lines does not undo work already done.
 */
export async function replaceDispositionLines(
  trx: Db,
  incidentId: string,
  lines: readonly TDispositionLineInput[],
  now: string,
  before: readonly TDispositionLine[] = [],
): Promise<TDispositionLine[]> {
  await trx.deleteFrom('disposition_lines').where('incident_id', '=', incidentId).execute();
  const unmatched = before.filter((line) => line.doneBy !== null);
  const saved = lines.map((line) => {
    const index = unmatched.findIndex((old) => sameWork(old, line));
    const done = index >= 0 ? unmatched.splice(index, 1)[0] : undefined;
    return { ...line, id: randomUUID(), doneBy: done?.doneBy ?? null, doneAt: done?.doneAt ?? null };
  });
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
          done_by: line.doneBy,
          done_at: line.doneAt,
        })),
      )
      .execute();
  }
  return saved;
}

/** Marks one line done by `userId` at `now`, or not done (both null). False when the line is not the incident's. */
export async function markDispositionLine(
  trx: Db,
  incidentId: string,
  lineId: string,
  done: { by: string; at: string } | null,
): Promise<boolean> {
  const result = await trx
    .updateTable('disposition_lines')
    .set({ done_by: done?.by ?? null, done_at: done?.at ?? null })
    .where('incident_id', '=', incidentId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
