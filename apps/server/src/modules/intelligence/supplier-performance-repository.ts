import type { MilestoneStage, RepeatIncident, ScarFacts } from '@qi/domain/supplier-performance';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNullableTimestamp, fromDbTimestamp } from '../../db/values';

/**
 * The Supplier performance chart reads the SCAR tables (migration 385) here, not through the scar module: the
 * chart is a read of stored facts, and intelligence must not depend on the module that writes them.
 */

/** Requests raised in [from, to) (ISO timestamps; null for no bound), revoked ones left out. */
export interface RaisedRange {
  from: string | null;
  to: string | null;
}

/** The due date column of the milestone each stage answers (domain scar-milestones.ts SCAR_MILESTONE_STAGE). */
const DUE_COLUMN: Record<MilestoneStage, string> = {
  d3: 'containment_due',
  d4: 'root_cause_due',
  d5d6: 'actions_due',
  d8: 'closure_due',
};

function raisedIn(db: Db, range: RaisedRange) {
  let query = db
    .selectFrom('scars')
    .innerJoin('suppliers', 'suppliers.id', 'scars.supplier_id')
    .where('scars.status', '!=', 'revoked');
  if (range.from !== null) query = query.where('scars.created_at', '>=', range.from);
  if (range.to !== null) query = query.where('scars.created_at', '<', range.to);
  return query;
}

/** Every request raised in the range, with its submitted stages that answer a milestone with a due date. */
export async function selectScarFacts(db: Db, range: RaisedRange): Promise<ScarFacts[]> {
  const scars = await raisedIn(db, range)
    .select(['scars.id', 'suppliers.name as supplier', 'scars.created_at', 'scars.closed_at'])
    .execute();
  if (scars.length === 0) return [];
  const dueCase = sql<string | null>`case ${sql.join(
    Object.entries(DUE_COLUMN).map(
      ([stage, column]) => sql`when scar_stages.stage = ${stage} then ${sql.ref(`scars.${column}`)}`,
    ),
    sql` `,
  )} end`;
  const stages = await raisedIn(db, range)
    .innerJoin('scar_stages', 'scar_stages.scar_id', 'scars.id')
    .where('scar_stages.first_submitted_at', 'is not', null)
    .where('scar_stages.stage', 'in', Object.keys(DUE_COLUMN))
    .select(['scar_stages.scar_id', 'scar_stages.first_submitted_at', dueCase.as('due')])
    .execute();
  const byScar = new Map<string, ScarFacts['stages']>();
  for (const s of stages) {
    if (s.due === null || s.first_submitted_at === null) continue;
    const list = byScar.get(s.scar_id) ?? [];
    list.push({ firstSubmittedAt: fromDbTimestamp(s.first_submitted_at), dueDate: s.due });
    byScar.set(s.scar_id, list);
  }
  return scars.map((s) => ({
    id: s.id,
    supplier: s.supplier,
    raisedAt: fromDbTimestamp(s.created_at),
    closedAt: fromDbNullableTimestamp(s.closed_at),
    stages: byScar.get(s.id) ?? [],
  }));
}

/**
 * Incidents (neither drafts nor cancelled) of a request's supplier and of the part number of one of its
 * incidents, submitted after that request (raised in the range) was closed.
 */
export async function selectRepeatIncidents(db: Db, range: RaisedRange): Promise<RepeatIncident[]> {
  const rows = await raisedIn(db, range)
    .where('scars.closed_at', 'is not', null)
    .innerJoin('scar_incidents', 'scar_incidents.scar_id', 'scars.id')
    .innerJoin('incidents as covered', 'covered.id', 'scar_incidents.incident_id')
    .innerJoin('incidents as repeat', (join) =>
      join
        .onRef('repeat.supplier_id', '=', 'scars.supplier_id')
        .onRef('repeat.part_number', '=', 'covered.part_number')
        .onRef('repeat.submitted_at', '>', 'scars.closed_at'),
    )
    .where('repeat.status', 'not in', ['draft', 'cancelled'])
    .where('covered.part_number', '!=', '')
    .select(['suppliers.name as supplier', 'repeat.id as incidentId'])
    .distinct()
    .execute();
  return rows;
}
