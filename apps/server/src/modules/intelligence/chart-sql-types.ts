import type { DbKind, FilterColumn, SqlExpression } from '../incidents/incident-list-conditions-sql';

// The shapes the chart's SQL builders share (chart-columns-sql.ts, chart-measures-sql.ts and
// chart-work-measures-sql.ts): kept apart so that the builders import each other without a loop.

/**
 * The chart columns (docs/api.md "Intelligence"): every incident column plus the investigation and disposition
 * columns, each with how it maps to SQL over `incidents LEFT JOIN investigations` (and the disposition lines'
 * sums, `dl`, when a column reads them: chart-series-repository.ts):
 * - `kind` decides the group label (domain chartGroupKey): text as is, numbers as written, booleans Yes/No,
 *   tree nodes and root cause categories by title, dates and timestamps by month and year;
 * - `ref` is the value (a column, or an expression for costTotal); `id` the column that says whether an
 *   object value is present;
 * - `filter` is how the incidents module's filterCondition applies a column filter to it.
 */
export type ChartColumnKind = 'text' | 'number' | 'boolean' | 'object' | 'date' | 'timestamp';

export interface ChartColumnSql {
  kind: ChartColumnKind;
  ref: SqlExpression;
  id?: SqlExpression;
  /** Reads the investigations table (the query joins it only when a column needs it). */
  investigation: boolean;
  /**
   * Reads the disposition lines' sums (`dl`): 'incident' per incident, 'decision' per incident and decision
   * (a chart using such a column has a row per incident and decision).
   */
  lines?: 'incident' | 'decision';
  /** The group's label from its key (`ref`), looked up once per group rather than once per incident. */
  label?: (key: SqlExpression) => SqlExpression;
  /** The columns of incidents it reads (the repository checks whether an index covers them). */
  incidentColumns: string[];
  filter: FilterColumn;
}

/** What a measure depends on besides the row: the database's date arithmetic and the time it is measured at. */
export interface MeasureClock {
  kind: DbKind;
  /** ISO timestamp: "today" of daysOpen and of an open incident's age. */
  now: string;
}
