import { DISPOSITION_DECISION_LABELS, type DispositionDecision } from '@qi/domain/disposition';
import { DUE_SECTION_LABELS, DUE_SECTIONS, daysOverdue, openSections } from '@qi/domain/due-dates';
import { sortMyTasks, type TMyTask } from '@qi/domain/my-tasks';
import type { Db } from '../../db/database';
import { fromDbNullableNumber, fromDbNumber } from '../../db/values';
import { toInvestigationRecord } from '../investigations/investigation-record';
import { findLinkedIncidents } from '../investigations/investigation-repository';
import { SECTION_COLUMN, scheduledOf } from '../investigations/investigation-schedule';

const incidentLabel = (n: number | null) => (n === null ? 'an incident' : `incident ${n}`);

/** The open sections the user owns, in investigations not completed (each owner column is indexed). */
async function sectionTasks(db: Db, userId: string, today: string): Promise<TMyTask[]> {
  const rows = await db
    .selectFrom('investigations')
    .selectAll()
    .where((eb) =>
      eb.or(
        DUE_SECTIONS.map((section) =>
          eb(`${SECTION_COLUMN[section]}_owner` as 'containment_action_owner', '=', userId),
        ),
      ),
    )
    .execute();
  const open = rows.map(toInvestigationRecord).filter((inv) => !inv.completed);
  const linked = await findLinkedIncidents(
    db,
    open.map((inv) => inv.id),
  );
  return open.flatMap((inv) => {
    const incident = linked.find((i) => i.investigationId === inv.id) ?? null;
    return openSections(scheduledOf(inv), today)
      .filter((s) => s.owner === userId)
      .map((s) => ({
        kind: 'investigation-section',
        title: `${DUE_SECTION_LABELS[s.section]} — ${incidentLabel(incident?.incidentNumber ?? null)}`,
        incidentId: incident?.id ?? null,
        incidentNumber: incident?.incidentNumber ?? null,
        investigationId: inv.id,
        dueDate: s.dueDate,
        daysOverdue: s.daysOverdue,
        link: `/investigation/${inv.id}`,
      }));
  });
}

/** The disposition lines the user is responsible for, on incidents not closed. */
async function dispositionTasks(db: Db, userId: string, today: string): Promise<TMyTask[]> {
  const rows = await db
    .selectFrom('disposition_lines')
    .innerJoin('incidents', 'incidents.id', 'disposition_lines.incident_id')
    .select([
      'disposition_lines.decision',
      'disposition_lines.quantity',
      'disposition_lines.due_date',
      'incidents.id as incident_id',
      'incidents.incident_number',
      'incidents.investigation_id',
    ])
    .where('disposition_lines.responsible_id', '=', userId)
    .where('disposition_lines.done_at', 'is', null)
    .where('incidents.status', 'not in', ['closed', 'draft'])
    .execute();
  return rows.map((row) => {
    const decision = DISPOSITION_DECISION_LABELS[row.decision as DispositionDecision] ?? row.decision;
    const number = fromDbNullableNumber(row.incident_number);
    return {
      kind: 'disposition-line',
      title: `Disposition: ${decision} × ${fromDbNumber(row.quantity)} — ${incidentLabel(number)}`,
      incidentId: row.incident_id,
      incidentNumber: number,
      investigationId: row.investigation_id,
      dueDate: row.due_date,
      daysOverdue: daysOverdue(row.due_date, today),
      link: `/incident/${row.incident_id}`,
    };
  });
}

/** The scheduled effectiveness checks the user owns (effectiveness_checks owner index). */
async function effectivenessCheckTasks(db: Db, userId: string, today: string): Promise<TMyTask[]> {
  const rows = await db
    .selectFrom('effectiveness_checks')
    .select(['effectiveness_checks.investigation_id', 'effectiveness_checks.due_date'])
    .where('effectiveness_checks.owner_id', '=', userId)
    .where('effectiveness_checks.status', '=', 'scheduled')
    .execute();
  const linked = await findLinkedIncidents(
    db,
    rows.map((row) => row.investigation_id),
  );
  return rows.map((row) => {
    const incident = linked.find((i) => i.investigationId === row.investigation_id) ?? null;
    return {
      kind: 'effectiveness-check',
      title: `Effectiveness check — ${incidentLabel(incident?.incidentNumber ?? null)}`,
      incidentId: incident?.id ?? null,
      incidentNumber: incident?.incidentNumber ?? null,
      investigationId: row.investigation_id,
      dueDate: row.due_date,
      daysOverdue: daysOverdue(row.due_date, today),
      link: `/investigation/${row.investigation_id}`,
    };
  });
}

/** Every open piece of work assigned to the user, soonest due first. */
export async function listMyTasks(db: Db, userId: string, today: string): Promise<TMyTask[]> {
  const [sections, lines, checks] = await Promise.all([
    sectionTasks(db, userId, today),
    dispositionTasks(db, userId, today),
    effectivenessCheckTasks(db, userId, today),
  ]);
  return sortMyTasks([...sections, ...lines, ...checks]);
}
