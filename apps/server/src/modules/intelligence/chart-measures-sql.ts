import { AGE_BUCKET_CHART_COLUMN } from '@qi/domain/chart-aggregation';
import { AGE_BUCKET_LIMITS, AGE_BUCKETS, OPEN_INCIDENT_STATUSES } from '@qi/domain/incident-measures';
import { sql } from 'kysely';
import { elapsedDays, timestampValue } from '../../db/dialect';
import type { SqlExpression } from '../incidents/incident-list-conditions-sql';
import type { ChartColumnSql, MeasureClock } from './chart-sql-types';
import { workMeasureColumnSql } from './chart-work-measures-sql';

export type { MeasureClock };

const submitted = sql.ref('incidents.submitted_at');
const closed = sql.ref('incidents.closed_at');
const status = sql.ref('incidents.status');
const isOpen = sql`${status} in (${sql.join([...OPEN_INCIDENT_STATUSES])})`;

const days = (clock: MeasureClock, from: SqlExpression, to: SqlExpression): SqlExpression =>
  elapsedDays(clock.kind, from, to);

const nowOf = (clock: MeasureClock): SqlExpression => timestampValue(clock.kind, clock.now);

/** domain incidentAge: the time to close once closed, the time since submission while open, else none. */
function age(clock: MeasureClock): SqlExpression {
  return sql`(case when ${status} = 'closed' then ${days(clock, submitted, closed)}
    when ${isOpen} then ${days(clock, submitted, nowOf(clock))} end)`;
}

/** domain ageBucket: whole days, so an age below 8 days is in '0–7'. */
function bucket(clock: MeasureClock): SqlExpression {
  const value = age(clock);
  const limits = AGE_BUCKET_LIMITS.map(
    (limit, i) => sql`when ${value} < ${sql.lit(limit + 1)} then ${sql.lit(AGE_BUCKETS[i]!)}`,
  );
  return sql`(case when ${value} is null then null ${sql.join(limits, sql` `)} else ${sql.lit(AGE_BUCKETS.at(-1)!)} end)`;
}

function measure(
  kind: ChartColumnSql['kind'],
  ref: SqlExpression,
  filterType: 'numeric' | 'category',
): ChartColumnSql {
  return {
    kind,
    ref,
    investigation: false,
    incidentColumns: ['incidents.submitted_at', 'incidents.closed_at', 'incidents.status'],
    filter: { filterType, sql: { sort: 'incidents.submitted_at', nullable: true }, expression: ref },
  };
}

/**
 * The measures of the charts (domain AVERAGED_CHART_COLUMNS and the age bucket), computed from the
 * milestones of migration 230: `daysToClose` (closed incidents: closed − first submitted), `daysOpen`
 * (open incidents: now − first submitted), `ageBucket` (domain incidentAge in AGE_BUCKETS). Undefined for
 * another id.
 */
export function measureColumnSql(id: string, clock: MeasureClock): ChartColumnSql | undefined {
  switch (id) {
    case 'daysToClose':
      return measure(
        'number',
        sql`(case when ${status} = 'closed' then ${days(clock, submitted, closed)} end)`,
        'numeric',
      );
    case 'daysOpen':
      return measure(
        'number',
        sql`(case when ${isOpen} then ${days(clock, submitted, nowOf(clock))} end)`,
        'numeric',
      );
    case AGE_BUCKET_CHART_COLUMN:
      return measure('text', bucket(clock), 'category');
    default:
      return workMeasureColumnSql(id, clock);
  }
}
