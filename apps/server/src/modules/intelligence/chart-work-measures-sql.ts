import { DUE_SECTIONS } from '@qi/domain/due-dates';
import { OPEN_INCIDENT_STATUSES } from '@qi/domain/incident-measures';
import { sql } from 'kysely';
import type { SqlExpression } from '../incidents/incident-list-conditions-sql';
import { SECTION_COLUMN } from '../investigations/investigation-schedule';
import type { ChartColumnSql, MeasureClock } from './chart-sql-types';

const status = sql.ref('incidents.status');
const isOpen = sql`${status} in (${sql.join([...OPEN_INCIDENT_STATUSES])})`;
const completed = sql`${sql.ref('investigations.completed')} = ${sql.lit(true)}`;

/** Every section signed off by its due date (a section without a due date counts as on time). */
function allOnTime(): SqlExpression {
  const sections = DUE_SECTIONS.map((section) => {
    const column = SECTION_COLUMN[section];
    const due = sql.ref(`investigations.${column}_due_date`);
    const signed = sql.ref(`investigations.${column}_signed_date`);
    return sql`(${due} is null or (${signed} is not null and ${signed} <= ${due}))`;
  });
  return sql.join(sections, sql` and `);
}

function workMeasure(ref: SqlExpression): ChartColumnSql {
  return {
    kind: 'number',
    ref,
    investigation: true,
    incidentColumns: ['incidents.status', 'incidents.investigation_id'],
    filter: { filterType: 'numeric', sql: { sort: 'incidents.status', nullable: true }, expression: ref },
  };
}

/**
 * The measures of due work (issue #32): `overdueCount` (1 for an open incident whose investigation has a
 * section past its due date on the clock's day, summed), `onTimeRate` (100 for an incident whose completed
 * investigation had every section signed off by its due date, 0 otherwise, averaged: a percent) and
 * `effectivenessRate` (the share of its investigation's recorded effectiveness checks that were effective,
 * averaged over the incidents that have one: a percent). Undefined for another id.
 */
export function workMeasureColumnSql(id: string, clock: MeasureClock): ChartColumnSql | undefined {
  const today = clock.now.slice(0, 10);
  switch (id) {
    case 'overdueCount':
      return workMeasure(
        sql`(case when ${isOpen} and ${sql.ref('investigations.open_due_date')} < ${today} then 1 else 0 end)`,
      );
    case 'onTimeRate':
      return workMeasure(
        sql`(case when ${completed} then (case when ${allOnTime()} then 100.0 else 0 end) end)`,
      );
    case 'effectivenessRate':
      return workMeasure(sql`(select avg(case when ec.result = 'effective' then 100.0 else 0 end)
        from effectiveness_checks ec
        where ec.investigation_id = ${sql.ref('incidents.investigation_id')} and ec.status = 'recorded')`);
    default:
      return undefined;
  }
}
