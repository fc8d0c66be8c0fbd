import { chartAggregate } from '@qi/domain/chart-aggregation';
import type { TColumnFilter } from '@qi/domain/column-filter';
import { DEFECTIVE_QUANTITY_MAX } from '@qi/domain/constants';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';
import {
  and,
  type DbKind,
  filterCondition,
  type SqlExpression,
} from '../incidents/incident-list-conditions-sql';
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

/** The incident columns of the chart indexes of migration 060 (both hold the same five). */
const INVESTIGATION_ORDER_INDEX = 'incidents_chart_investigation_idx';
const CHART_INDEX_COLUMNS = new Set(
  ['investigation_id', 'incident_date', 'status', 'incident_number', 'defective_quantity'].map(
    (column) => `incidents.${column}`,
  ),
);

/** Whether the 060 indexes hold every incident column these chart columns read (and they read no lines). */
function inChartIndexes(columns: ChartColumnSql[]): boolean {
  return columns.every((c) => !c.lines && c.incidentColumns.every((col) => CHART_INDEX_COLUMNS.has(col)));
}

/**
 * A summed value held within the largest number a person can enter: rows written before numbers were bounded
 * (1e308, or integers that would overflow SQLite's 64-bit sum) cannot make a sum overflow or fail.
 */
function boundedValue(ref: SqlExpression): SqlExpression {
  const max = sql.lit(DEFECTIVE_QUANTITY_MAX);
  const min = sql.lit(-DEFECTIVE_QUANTITY_MAX);
  return sql`case when ${ref} > ${max} then ${max} when ${ref} < ${min} then ${min} else ${ref} end`;
}

/**
 * SUM for the summed columns (nulls as 0), COUNT of non-empty values otherwise (docs/product.md §9). The
 * disposition sums are held within bounds line by line (dispositionSums): an incident's 50 lines may
 * rightly add up past one line's bound. An averaged column is summed here and divided by valueCount's count
 * once the groups are complete (a date chart adds up in two levels, where averages would not add up).
 */
function aggregate(value: { id: string; column: ChartColumnSql }): SqlExpression {
  const { column } = value;
  if (chartAggregate(value.id) === 'average') return sql`coalesce(sum(${column.ref}), 0)`;
  if (chartAggregate(value.id) === 'sum') {
    return sql`coalesce(sum(${column.lines ? column.ref : boundedValue(column.ref)}), 0)`;
  }
  // count(x) counts the non-null values: the same as nonEmpty for the columns without blank text.
  if (column.kind === 'text' || column.kind === 'date')
    return sql`count(case when ${nonEmpty(column)} then 1 end)`;
  return sql`count(${column.kind === 'object' ? (column.id ?? column.ref) : column.ref})`;
}

/** How many rows have a value: the divisor of an averaged column (0, unused, for the others). */
function valueCount(value: { id: string; column: ChartColumnSql }): SqlExpression {
  return chartAggregate(value.id) === 'average' ? sql`count(${value.column.ref})` : sql`0`;
}

/**
 * The incidents, joined with their investigation only when a column needs it. SQLite joins by looking up each
 * incident's investigation: reading incidents in investigation order (060) makes these lookups come in key
 * order, about half the cost of random order. SQLite's planner does not weigh that order, so the index is
 * named, but only when it holds every incident column the series reads and no filter narrows the incidents
 * (a filter on an incident column may be answered by a narrower index range: the planner chooses).
 */
function source(kind: DbKind, query: SeriesQuery): SqlExpression {
  const read = [query.groupBy, query.value1.column, query.value2.column];
  const filtered = query.filters.map((f) => f.column);
  const all = [...read, ...filtered];
  const lines = all.some((c) => c.lines === 'decision')
    ? 'decision'
    : all.some((c) => c.lines === 'incident')
      ? 'incident'
      : null;
  const withLines = (from: SqlExpression) =>
    lines ? sql`${from} left join ${dispositionSums(lines)} as dl on dl.incident_id = incidents.id` : from;
  if (!all.some((c) => c.investigation)) return withLines(sql`incidents`);
  const inOrder =
    kind === 'sqlite' && inChartIndexes(read) && filtered.every((c) => c.incidentColumns.length === 0);
  const incidents = inOrder
    ? sql`incidents indexed by ${sql.raw(INVESTIGATION_ORDER_INDEX)}`
    : sql`incidents`;
  return withLines(
    sql`${incidents} left join investigations on investigations.id = incidents.investigation_id`,
  );
}

/**
 * The disposition lines summed per incident, or per incident and decision (then an incident has a row per
 * decision, and one without lines a row with no decision): the scrap quantity and the cost (each line held
 * within bounds first; the cost rounded to pennies, as SQLite adds floating point). One pass over the lines,
 * joined to the incidents by incident id.
 */
function dispositionSums(per: 'incident' | 'decision'): SqlExpression {
  const byDecision = per === 'decision';
  const scrap = sql`case when ${sql.ref('decision')} = 'scrap' then ${boundedValue(sql.ref('quantity'))} else 0 end`;
  return sql`(select incident_id${byDecision ? sql`, decision` : sql``}, sum(${scrap}) as scrap_quantity, round(sum(${boundedValue(sql.ref('cost'))}), 2) as cost
    from disposition_lines
    group by incident_id${byDecision ? sql`, decision` : sql``})`;
}

type GroupRow = { g: unknown; v1: unknown; v2: unknown; n1: unknown; n2: unknown };

/**
 * The query of a chart's groups over every incident that is neither a draft nor cancelled, joined with its
 * investigation (only when a column needs it), with the chart's column filters. Rows with an empty group are
 * left out, as the domain's aggregateChart does. One aggregate query: the work is done by the database.
 *
 * A chart by incident date adds up per date first and then per month (docs/decisions/011-chart-series-queries.md):
 * grouped by the plain column, SQLite reads incidents_chart_date_idx (060) in date order instead of sorting
 * every incident by month, and the month is cut from the ~1,100 dates, not from every incident.
 * Sums and counts add up exactly across the two levels.
 */
export function seriesQuery(kind: DbKind, query: SeriesQuery): RawBuilder<GroupRow> {
  const { groupBy } = query;
  const filters = query.filters.map(({ filter, column }, index) =>
    filterCondition(kind, filter, index, column.filter),
  );
  const notDraftOrCancelled = sql<SqlBool>`incidents.status not in ('cancelled', 'draft')`;
  const values = sql`${aggregate(query.value1)} as v1, ${aggregate(query.value2)} as v2,
    ${valueCount(query.value1)} as n1, ${valueCount(query.value2)} as n2`;
  const from = source(kind, query);
  if (groupBy.kind === 'date' || groupBy.label) {
    // Grouped by the plain column first; the month, or the label (a supplier's name), once per group.
    const day: ChartColumnSql = { ...groupBy, ref: sql.ref('x.day') };
    const group = groupBy.label ? groupBy.label(day.ref) : groupExpression(kind, day);
    return sql<GroupRow>`
      select ${group} as g, sum(x.v1) as v1, sum(x.v2) as v2, sum(x.n1) as n1, sum(x.n2) as n2
      from (
        select ${groupBy.ref} as day, ${values}
        from ${from}
        where ${and([notDraftOrCancelled, ...filters])}
        group by 1
      ) as x
      where ${nonEmpty(day)}
      group by 1`;
  }
  return sql<GroupRow>`
    select ${groupExpression(kind, groupBy)} as g, ${values}
    from ${from}
    where ${and([notDraftOrCancelled, nonEmpty(groupBy), ...filters])}
    group by 1`;
}

/**
 * The chart's groups (see seriesQuery). On PostgreSQL, a series that reads only the columns of the 060 indexes
 * runs without parallel workers: a parallel plan over these narrow indexes repeats the scan of investigations
 * in every worker and takes longer. Series over other columns read the table, where the workers do pay.
 * SET LOCAL ends with the transaction.
 */
export async function selectSeriesGroups(db: Db, kind: DbKind, query: SeriesQuery): Promise<SeriesGroup[]> {
  const built = seriesQuery(kind, query);
  const columns = [
    query.groupBy,
    query.value1.column,
    query.value2.column,
    ...query.filters.map((f) => f.column),
  ];
  const result =
    kind === 'postgres' && inChartIndexes(columns)
      ? await db.transaction().execute(async (trx) => {
          await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
          return built.execute(trx);
        })
      : await built.execute(db);
  const value = (id: string, total: unknown, count: unknown) => {
    if (chartAggregate(id) !== 'average') return fromDbNumber(total);
    const n = fromDbNumber(count);
    return n === 0 ? 0 : fromDbNumber(total) / n;
  };
  return result.rows.map((row) => ({
    group: row.g,
    value1: value(query.value1.id, row.v1, row.n1),
    value2: value(query.value2.id, row.v2, row.n2),
  }));
}
