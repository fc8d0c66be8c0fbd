import { AppError } from '@qi/domain/app-error';
import type { ColumnFilterType, TColumnFilter } from '@qi/domain/column-filter';
import { todayIso } from '@qi/domain/dates';
import { incidentColumn, isIncidentColumnId } from '@qi/domain/incident-columns';
import type { IncidentListView } from '@qi/domain/incident-list-query';
import type { Role } from '@qi/domain/roles';
import { type SqlBool, sql } from 'kysely';
import { COLUMN_SQL, type ColumnSql, columnRef } from './incident-columns-sql';
import { daysOverdueCondition, dueDateCondition } from './incident-due-sql';
import { contains, incidentSearchCondition, searchTextNarrowing } from './incident-search-sql';

import type { Condition, SqlExpression } from './sql-condition';

export type { Condition, SqlExpression } from './sql-condition';
export type DbKind = 'sqlite' | 'postgres';
/** The search term and the reporters its text names (reportersNamed, looked up first). */
export interface SearchCriteria {
  search: string;
  searchReporters: readonly string[];
}
export interface ListActor {
  id: string;
  role: Role;
  /** Today 'YYYY-MM-DD' (the server's clock), for the "Days overdue" filter. */
  today?: string;
}

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

export function and(parts: Condition[]): Condition {
  return parts.length === 0 ? TRUE : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
function or(parts: Condition[]): Condition {
  return parts.length === 0 ? FALSE : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * docs/api.md visibility. 'list': drafts hidden from everyone but admins. 'drafts' (home table): drafts (a
 * non-admin sees only their own) plus the caller's pending-update incidents. Same rules as the domain's
 * isInIncidentList / isInDraftTable.
 */
export function visibilityCondition(
  view: IncidentListView,
  actor: ListActor,
  kind: DbKind = 'postgres',
  options: FilterOptions = {},
): Condition {
  const status = columnRef('incidents.status');
  const reporter = columnRef('incidents.reported_by');
  if (view === 'list') {
    // Unindexed (see FilterOptions): else SQLite skip-scans the (status, …) indexes for 'not a draft'
    // instead of reading the sort index in order.
    const unindexed = kind === 'sqlite' && options.indexed === false;
    if (actor.role === 'admin') return TRUE;
    return unindexed ? sql<SqlBool>`+${status} <> 'draft'` : sql<SqlBool>`${status} <> 'draft'`;
  }
  if (actor.role === 'admin') {
    return sql<SqlBool>`(${status} = 'draft' or (${reporter} = ${actor.id} and ${status} = 'pending-update'))`;
  }
  return sql<SqlBool>`(${reporter} = ${actor.id} and ${status} in ('draft', 'pending-update'))`;
}

/** The global search (incident-search-sql.ts: an index for terms of 3 characters or more). */
export function searchCondition(kind: DbKind, query: SearchCriteria, options: FilterOptions = {}): Condition {
  if (query.search.trim() === '') return TRUE;
  return incidentSearchCondition(kind, query.search, query.searchReporters, options.indexed !== false);
}

function invalid(index: number, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path: `filters.${index}`, message }]);
}

const MONTH = /^(\d{4})-(\d{2})$/;
const MONTH_REVERSED = /^(\d{2})-(\d{4})$/;

/** 'YYYY-MM' (or 'MM-YYYY') → the first day of that month and of the next, as 'YYYY-MM-DD'. */
export function monthRange(value: unknown): [string, string] | null {
  if (typeof value !== 'string') return null;
  const match = MONTH.exec(value.trim());
  const reversed = MONTH_REVERSED.exec(value.trim());
  const year = Number(match ? match[1] : reversed?.[2]);
  const month = Number(match ? match[2] : reversed?.[1]);
  if (!(match || reversed) || month < 1 || month > 12) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
  return [`${year}-${pad(month)}-01`, `${next}-01`];
}

function dateBound(isDateTime: boolean, day: string): string {
  return isDateTime ? `${day}T00:00:00.000Z` : day;
}

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : Number.NaN;
}

function booleanOf(value: unknown): boolean | null | undefined {
  if (value === true || value === 'true' || value === 'Yes') return true;
  if (value === false || value === 'false' || value === 'No') return false;
  if (value === null || value === '') return null;
  return undefined;
}

/**
 * A filterable column: its filter type and SQL. Incident columns come from the domain list and COLUMN_SQL;
 * the charts module passes its own (investigation columns, and `expression` for a computed value).
 */
export interface FilterColumn {
  filterType: ColumnFilterType;
  sql: ColumnSql;
  expression?: SqlExpression;
}

/** The due columns are filtered through their investigation (incident-due-sql.ts). */
const DUE_COLUMNS = {
  dueDate: { filterType: 'date', sql: COLUMN_SQL.dueDate },
  daysOverdue: { filterType: 'numeric', sql: COLUMN_SQL.daysOverdue },
} as const satisfies Record<string, FilterColumn>;

function incidentFilterColumn(key: string): FilterColumn | undefined {
  if (key === 'dueDate' || key === 'daysOverdue') return DUE_COLUMNS[key];
  if (!isIncidentColumnId(key)) return undefined;
  return { filterType: incidentColumn(key)!.filterType, sql: COLUMN_SQL[key] };
}

export interface FilterOptions {
  /**
   * SQLite only: false writes the column as `+column` so that the planner cannot use an index for this
   * filter and reads the sort index instead (the list repository decides when that is cheaper).
   */
  indexed?: boolean;
  /** Today 'YYYY-MM-DD', for "Days overdue" (the server's clock). */
  today?: string;
}

/** One column filter (docs/product.md §5 table filters). The column's own filter type decides how it applies. */
export function filterCondition(
  kind: DbKind,
  filter: TColumnFilter,
  index: number,
  column: FilterColumn | undefined = incidentFilterColumn(filter.key),
  options: FilterOptions = {},
): Condition {
  if (!column) throw invalid(index, `Unknown filter column: ${filter.key}.`);
  const map = column.sql;
  const unindexed = kind === 'sqlite' && options.indexed === false;
  if (column === DUE_COLUMNS.daysOverdue) {
    return daysOverdueCondition(filter, index, options.today ?? todayIso('UTC'), unindexed);
  }
  if (column === DUE_COLUMNS.dueDate) return dueDateCondition(filter, index, monthRange, unindexed);
  const plain = column.expression ?? columnRef(map.sort);
  const ref = unindexed ? sql`+${plain}` : plain;
  const empty = (c: Condition): Condition =>
    filter.allowEmpty ? or([c, map.nullable ? sql<SqlBool>`${ref} is null` : sql<SqlBool>`${ref} = ''`]) : c;
  const list = filter.filter;

  switch (column.filterType) {
    case 'string': {
      const parts: Condition[] = [];
      const text = filter.contains.trim();
      if (text !== '') {
        const narrowing = column.expression ? null : searchTextNarrowing(kind, map.sort, text);
        if (narrowing) parts.push(narrowing);
        parts.push(contains(kind, ref, text));
      }
      if (list) {
        // A text column that is never null: "empty" is one more value of the IN list (one index lookup per
        // value instead of an OR of two index searches).
        const values = list.map(String);
        if (filter.allowEmpty && !map.nullable)
          parts.push(sql<SqlBool>`${ref} in (${sql.join([...values, ''])})`);
        else parts.push(empty(values.length ? sql<SqlBool>`${ref} in (${sql.join(values)})` : FALSE));
      }
      return and(parts);
    }
    case 'numeric': {
      const parts: Condition[] = [];
      const from = numberOf(filter.from);
      const to = numberOf(filter.to);
      if (Number.isNaN(from) || Number.isNaN(to)) throw invalid(index, 'A number filter needs numbers.');
      if (from !== null) parts.push(sql<SqlBool>`${ref} >= ${from}`);
      if (to !== null) parts.push(sql<SqlBool>`${ref} <= ${to}`);
      if (list) {
        const values = list.map(numberOf).filter((n): n is number => n !== null && !Number.isNaN(n));
        parts.push(values.length ? sql<SqlBool>`${ref} in (${sql.join(values)})` : FALSE);
      }
      return parts.length ? empty(and(parts)) : TRUE;
    }
    case 'date':
    case 'dateTime': {
      const isDateTime = column.filterType === 'dateTime';
      const parts: Condition[] = [];
      const range = (value: unknown) => {
        const r = monthRange(value);
        if (!r) throw invalid(index, 'A date filter needs months written YYYY-MM.');
        return r;
      };
      if (filter.from !== null && filter.from !== '')
        parts.push(sql<SqlBool>`${ref} >= ${dateBound(isDateTime, range(filter.from)[0])}`);
      if (filter.to !== null && filter.to !== '')
        parts.push(sql<SqlBool>`${ref} < ${dateBound(isDateTime, range(filter.to)[1])}`);
      if (list) {
        const months = list.filter((v) => v !== null && v !== '').map(range);
        parts.push(
          or(
            months.map(
              ([start, end]) =>
                sql<SqlBool>`(${ref} >= ${dateBound(isDateTime, start)} and ${ref} < ${dateBound(isDateTime, end)})`,
            ),
          ),
        );
      }
      return parts.length ? and(parts) : TRUE;
    }
    case 'object': {
      if (!list) return TRUE;
      const idRef = unindexed ? sql`+${columnRef(map.id!)}` : columnRef(map.id!);
      const ids = list.filter((v) => v !== null && v !== '').map(String);
      const wantsEmpty = filter.allowEmpty || list.some((v) => v === null || v === '');
      const parts: Condition[] = [];
      if (ids.length) parts.push(sql<SqlBool>`${idRef} in (${sql.join(ids)})`);
      if (wantsEmpty) parts.push(sql<SqlBool>`${idRef} is null`);
      return or(parts);
    }
    case 'status': {
      if (!list) return TRUE;
      const statuses = list.filter((v) => v === 'opened' || v === 'completed').map(String);
      const wantsEmpty = filter.allowEmpty || list.some((v) => v === null || v === '');
      const parts: Condition[] = [];
      if (statuses.length) {
        parts.push(
          sql<SqlBool>`exists (select 1 from investigations where investigations.id = ${ref} and investigations.status in (${sql.join(statuses)}))`,
        );
      }
      if (wantsEmpty) parts.push(sql<SqlBool>`${ref} is null`);
      return or(parts);
    }
    case 'boolean': {
      if (!list) return TRUE;
      const values = list.map(booleanOf);
      if (values.includes(undefined)) throw invalid(index, 'A Yes/No filter needs true or false.');
      const parts: Condition[] = [];
      if (values.includes(true)) parts.push(sql<SqlBool>`${ref} = ${1}`);
      if (values.includes(false)) parts.push(sql<SqlBool>`${ref} = ${0}`);
      if (filter.allowEmpty || values.includes(null)) parts.push(sql<SqlBool>`${ref} is null`);
      return or(parts);
    }
    default: {
      if (!list) return TRUE;
      const values = list.filter((v) => v !== null && v !== '').map(String);
      const wantsEmpty = filter.allowEmpty || list.some((v) => v === null || v === '');
      const parts: Condition[] = [];
      if (values.length) parts.push(sql<SqlBool>`${ref} in (${sql.join(values)})`);
      if (wantsEmpty) parts.push(map.nullable ? sql<SqlBool>`${ref} is null` : sql<SqlBool>`${ref} = ''`);
      return or(parts);
    }
  }
}
