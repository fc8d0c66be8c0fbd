import { DISPOSITION_DECISION_LABELS, type DispositionDecision } from '@qi/domain/disposition';
import { DUE_SECTION_LABELS, openSections } from '@qi/domain/due-dates';
import type { DueItem } from '@qi/domain/reminders';
import { formatScarNumber } from '@qi/domain/scar';
import { milestoneMetAt, SCAR_MILESTONE_LABELS, SCAR_MILESTONES } from '@qi/domain/scar-milestones';
import type { ScarStage, ScarStageStatus } from '@qi/domain/scar-stages';
import type { Db } from '../../db/database';
import { fromDbNullableTimestamp, toDbBool } from '../../db/values';
import { toInvestigationRecord } from '../investigations/investigation-record';
import { findLinkedIncidents } from '../investigations/investigation-repository';
import { scheduledOf } from '../investigations/investigation-schedule';

/** Incidents whose work is over: nothing of theirs is reminded. */
const FINISHED_STATUSES = ['closed', 'cancelled', 'rejected'];

/**
 * Open work with an owner and a due date: disposition lines of incidents still open (their `responsible` and
 * `dueDate`) and scheduled effectiveness checks; further kinds of work add a source here.
 */
export async function openDueItems(db: Db): Promise<DueItem[]> {
  return [
    ...(await investigationSections(db)),
    ...(await dispositionLines(db)),
    ...(await effectivenessChecks(db)),
    ...(await scarMilestones(db)),
  ];
}

/** Sections of investigations not completed that are not signed off and have an owner and a due date. */
async function investigationSections(db: Db): Promise<DueItem[]> {
  const rows = await db
    .selectFrom('investigations')
    .selectAll()
    .where('completed', '=', toDbBool(false))
    .execute();
  const open = rows.map(toInvestigationRecord);
  const linked = await findLinkedIncidents(
    db,
    open.map((inv) => inv.id),
  );
  return open.flatMap((inv) => {
    const number = linked.find((i) => i.investigationId === inv.id)?.incidentNumber ?? null;
    return openSections(scheduledOf(inv), '0000-01-01').flatMap((s) =>
      s.owner && s.dueDate
        ? [
            {
              key: `investigation-section:${inv.id}:${s.section}`,
              title: `${DUE_SECTION_LABELS[s.section]} of the investigation${number === null ? '' : ` of incident ${number}`}`,
              link: `/investigation/${inv.id}`,
              owner: s.owner,
              dueDate: s.dueDate,
            },
          ]
        : [],
    );
  });
}

/** Scheduled effectiveness checks (effectiveness_checks_due_idx), named by an incident of their investigation. */
async function effectivenessChecks(db: Db): Promise<DueItem[]> {
  const checks = await db
    .selectFrom('effectiveness_checks')
    .select((eb) => [
      'effectiveness_checks.id',
      'effectiveness_checks.investigation_id',
      'effectiveness_checks.owner_id',
      'effectiveness_checks.due_date',
      eb
        .selectFrom('incidents')
        .select((inner) => inner.fn.min('incidents.incident_number').as('n'))
        .whereRef('incidents.investigation_id', '=', 'effectiveness_checks.investigation_id')
        .as('incident_number'),
    ])
    .where('effectiveness_checks.status', '=', 'scheduled')
    .execute();
  return checks.map((check) => ({
    key: `effectiveness-check:${check.id}`,
    title: `Effectiveness check${check.incident_number === null ? '' : ` of incident ${check.incident_number}`}`,
    link: `/investigation/${check.investigation_id}`,
    owner: check.owner_id,
    dueDate: check.due_date,
  }));
}

async function dispositionLines(db: Db): Promise<DueItem[]> {
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
    .where('disposition_lines.done_at', 'is', null)
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

const SCAR_DUE_COLUMNS = {
  acknowledge: 'acknowledge_due',
  containment: 'containment_due',
  rootCause: 'root_cause_due',
  actions: 'actions_due',
  closure: 'closure_due',
} as const;

/**
 * The milestones of open supplier corrective action requests (modules/scar) not met yet: the buyer who raised the
 * request owns them (and the admins get the escalation); the supplier's contact is reminded too. Read through
 * scars_status_created_idx and the stages' primary key.
 */
async function scarMilestones(db: Db): Promise<DueItem[]> {
  const scars = await db
    .selectFrom('scars')
    .innerJoin('suppliers', 'suppliers.id', 'scars.supplier_id')
    .innerJoin('supplier_contacts', 'supplier_contacts.id', 'scars.contact_id')
    .selectAll('scars')
    .select([
      'suppliers.name as supplier_name',
      'supplier_contacts.name as contact_name',
      'supplier_contacts.email as contact_email',
    ])
    .where('scars.status', '=', 'open')
    .execute();
  if (scars.length === 0) return [];
  const stages = await db
    .selectFrom('scar_stages')
    .select(['scar_id', 'stage', 'status', 'first_submitted_at'])
    .where(
      'scar_id',
      'in',
      scars.map((s) => s.id),
    )
    .execute();
  return scars.flatMap((scar) => {
    const own = Object.fromEntries(
      stages
        .filter((s) => s.scar_id === scar.id)
        .map((s) => [
          s.stage,
          {
            status: s.status as ScarStageStatus,
            firstSubmittedAt: fromDbNullableTimestamp(s.first_submitted_at),
          },
        ]),
    ) as Partial<Record<ScarStage, { status: ScarStageStatus; firstSubmittedAt: string | null }>>;
    const acknowledged = fromDbNullableTimestamp(scar.acknowledged_at);
    return SCAR_MILESTONES.flatMap((milestone) => {
      const dueDate = scar[SCAR_DUE_COLUMNS[milestone]];
      if (!dueDate || milestoneMetAt(milestone, acknowledged, own) !== null) return [];
      return [
        {
          key: `scar-milestone:${scar.id}:${milestone}`,
          title: `${SCAR_MILESTONE_LABELS[milestone]} of ${formatScarNumber(Number(scar.number))} (${scar.supplier_name})`,
          link: `/scars/${scar.id}`,
          owner: scar.buyer_id,
          dueDate,
          alsoTo: { name: scar.contact_name, email: scar.contact_email },
        },
      ];
    });
  });
}
