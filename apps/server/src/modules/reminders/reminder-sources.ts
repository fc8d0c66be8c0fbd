import { DISPOSITION_DECISION_LABELS, type DispositionDecision } from '@qi/domain/disposition';
import type { DueItem } from '@qi/domain/reminders';
import type { Db } from '../../db/database';

/** Incidents whose work is over: nothing of theirs is reminded. */
const FINISHED_STATUSES = ['closed', 'cancelled', 'rejected'];

/**
 * Open work with an owner and a due date. Disposition lines of incidents still open (their `responsible` and
 * `dueDate`); further kinds of work add a source here.
 */
export async function openDueItems(db: Db): Promise<DueItem[]> {
  const lines = await db
    .selectFrom('disposition_lines')
    .innerJoin('incidents', 'incidents.id', 'disposition_lines.incident_id')
    .select([
      'disposition_lines.id',
      'disposition_lines.decision',
      'disposition_lines.quantity',
      'disposition_lines.responsible_id',
      'disposition_lines.due_date',
      'incidents.id as incident_id',
      'incidents.incident_number',
    ])
    .where('disposition_lines.due_date', 'is not', null)
    .where('incidents.status', 'not in', FINISHED_STATUSES)
    .execute();
  return lines.map((line) => ({
    key: `disposition-line:${line.id}`,
    title: `Disposition of incident ${line.incident_number ?? '(draft)'}: ${DISPOSITION_DECISION_LABELS[line.decision as DispositionDecision] ?? line.decision} ${line.quantity}`,
    link: `/incident/${line.incident_id}`,
    owner: line.responsible_id,
    dueDate: line.due_date as string,
  }));
}
