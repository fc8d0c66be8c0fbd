import { chartAggregate } from '@qi/domain/chart-aggregation';
import type { TColumnFilter } from '@qi/domain/column-filter';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';
import { and, type Condition, type DbKind, filterCondition } from '../incidents/incident-list-conditions';
import { type ChartColumnSql, groupExpression, nonEmpty } from './chart-columns-sql';

/** What a series needs: the chart's columns (already checked to be chart columns) and filters. */
export interface SeriesQuery {
  groupBy: ChartColumnSql;
  value1: { id: string; column: ChartColumnSql };
  value2: { id: string; column: ChartColumnSql };
  filters: { filter: TColumnFilter; column: ChartColumnSql }[];
}

/** One group as the database computed it: the raw group value and the two aggregates. */
export interface SeriesGroup {
  group: unknown;
  value1: number;
  value2: number;
}

/** SUM for the summed columns (nulls as 0), COUNT of non-empty values otherwise (SPEC §9). */
function aggregate(value: { id: string; column: ChartColumnSql }): Condition {
  return chartAggregate(value.id) === 'sum'
    ? sql`coalesce(sum(${value.column.ref}), 0)`
    : sql`count(case when ${nonEmpty(value.column)} then 1 end)`;
}

/**
 * The chart's groups over every incident that is neither a draft nor cancelled, joined with its investigation
 * (only when a column needs it), with the chart's column filters. Rows with an empty group are left out, as
 * the domain's aggregateChart does. One aggregate query: the work is done by the database.
 */
export async function selectSeriesGroups(db: Db, kind: DbKind, query: SeriesQuery): Promise<SeriesGroup[]> {
  const columns = [
    query.groupBy,
    query.value1.column,
    query.value2.column,
    ...query.filters.map((f) => f.column),
  ];
  const from = columns.some((c) => c.investigation)
    ? sql`incidents left join investigations on investigations.id = incidents.investigation_id`
    : sql`incidents`;
  const where = and([
    sql`incidents.status not in ('cancelled', 'draft')`,
    nonEmpty(query.groupBy),
    ...query.filters.map(({ filter, column }, index) => filterCondition(kind, filter, index, column.filter)),
  ]);
  const result = await sql<{ g: unknown; v1: unknown; v2: unknown }>`
    select ${groupExpression(kind, query.groupBy)} as g, ${aggregate(query.value1)} as v1, ${aggregate(query.value2)} as v2
    from ${from}
    where ${where}
    group by 1`.execute(db);
  return result.rows.map((row) => ({
    group: row.g,
    value1: fromDbNumber(row.v1),
    value2: fromDbNumber(row.v2),
  }));
}
