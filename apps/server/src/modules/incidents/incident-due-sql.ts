import { AppError } from '@qi/domain/app-error';
import type { TColumnFilter } from '@qi/domain/column-filter';
import { addDays } from '@qi/domain/due-dates';
import { type SqlBool, sql } from 'kysely';
import type { Condition } from './sql-condition';

/**
 * The incident list's "Due" and "Days overdue" (docs/product.md §4 Owners and due dates): read from the
 * incident's investigation, whose `open_due_date` the database generates from the investigation's own
 * columns (migration 220). Filters become a range of that indexed column, matched through the incidents'
 * investigation_id index, so "overdue only" never reads every incident.
 */

/** The earliest open due date of the incident's investigation (one primary-key lookup per row). */
export const INVESTIGATION_DUE = sql`(select ${sql.ref('investigations.open_due_date')} from investigations where ${sql.ref('investigations.id')} = ${sql.ref('incidents.investigation_id')})`;

/** Sorts "Due" with the incidents without one last (ascending). */
export const DUE_ORDER = sql`coalesce(${INVESTIGATION_DUE}, '9999-12-31')`;

/**
 * Sorts "Days overdue" without today's date: the due date as the number YYYYMMDD, negated, orders exactly
 * as today − due date does; incidents without a due date count as the least overdue.
 */
export const DAYS_OVERDUE_ORDER = sql`coalesce(-cast(replace(${INVESTIGATION_DUE}, '-', '') as integer), -99999999)`;

const FALSE = sql<SqlBool>`1 = 0`;

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? Math.trunc(n) : Number.NaN;
}

function invalid(index: number, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path: `filters.${index}`, message }]);
}

/** Incidents whose investigation's due date meets `due` (a condition on investigations.open_due_date). */
function withDue(due: Condition, unindexed: boolean): Condition {
  const ref = unindexed
    ? sql`+${sql.ref('incidents.investigation_id')}`
    : sql.ref('incidents.investigation_id');
  return sql<SqlBool>`${ref} in (select ${sql.ref('investigations.id')} from investigations where ${due})`;
}

function withoutDue(unindexed: boolean): Condition {
  const ref = unindexed
    ? sql`+${sql.ref('incidents.investigation_id')}`
    : sql.ref('incidents.investigation_id');
  return sql<SqlBool>`(${ref} is null or ${withDue(sql<SqlBool>`${sql.ref('investigations.open_due_date')} is null`, unindexed)})`;
}

const dueRef = sql.ref('investigations.open_due_date');

/**
 * "Days overdue" from/to (the "overdue only" switch is from 1): days overdue ≥ n is a due date on or before
 * today − n. Incidents with 0 days (none due, or due today or later) match when 0 is in the range.
 */
export function daysOverdueCondition(
  filter: TColumnFilter,
  index: number,
  today: string,
  unindexed: boolean,
): Condition {
  const from = numberOf(filter.from);
  const to = numberOf(filter.to);
  if (Number.isNaN(from) || Number.isNaN(to)) throw invalid(index, 'A number filter needs numbers.');
  if (filter.filter) return chosenDays(filter.filter, today, unindexed);
  if (from === null && to === null) return sql<SqlBool>`1 = 1`;
  if (to !== null && to < 0) return FALSE;
  if (from !== null && to !== null && from > to) return FALSE;
  const parts: Condition[] = [sql<SqlBool>`${dueRef} is not null`];
  if (from !== null && from > 0) parts.push(sql<SqlBool>`${dueRef} <= ${addDays(today, -from)}`);
  if (to !== null) parts.push(sql<SqlBool>`${dueRef} >= ${addDays(today, -to)}`);
  const late = withDue(sql<SqlBool>`${sql.join(parts, sql` and `)}`, unindexed);
  const zeroIncluded = from === null || from <= 0;
  return zeroIncluded ? sql<SqlBool>`(${late} or ${withoutDue(unindexed)})` : late;
}

/** Chosen values of days overdue: n > 0 is the due date today − n; 0 is no overdue work. */
function chosenDays(values: readonly unknown[], today: string, unindexed: boolean): Condition {
  const days = values.map(numberOf).filter((n): n is number => n !== null && !Number.isNaN(n));
  const dates = days.filter((n) => n > 0).map((n) => addDays(today, -n));
  const parts: Condition[] = [];
  if (dates.length) parts.push(withDue(sql<SqlBool>`${dueRef} in (${sql.join(dates)})`, unindexed));
  if (days.includes(0)) {
    parts.push(withoutDue(unindexed), withDue(sql<SqlBool>`${dueRef} >= ${today}`, unindexed));
  }
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : FALSE;
}

/** "Due" by months (as every date filter): from/to and the chosen months; empty = no due date. */
export function dueDateCondition(
  filter: TColumnFilter,
  index: number,
  monthRange: (value: unknown) => [string, string] | null,
  unindexed: boolean,
): Condition {
  const range = (value: unknown) => {
    const r = monthRange(value);
    if (!r) throw invalid(index, 'A date filter needs months written YYYY-MM.');
    return r;
  };
  const parts: Condition[] = [];
  if (filter.from !== null && filter.from !== '')
    parts.push(sql<SqlBool>`${dueRef} >= ${range(filter.from)[0]}`);
  if (filter.to !== null && filter.to !== '') parts.push(sql<SqlBool>`${dueRef} < ${range(filter.to)[1]}`);
  if (filter.filter) {
    const months = filter.filter.filter((v) => v !== null && v !== '').map(range);
    const any = months.map(([start, end]) => sql<SqlBool>`(${dueRef} >= ${start} and ${dueRef} < ${end})`);
    parts.push(any.length ? sql<SqlBool>`(${sql.join(any, sql` or `)})` : FALSE);
  }
  if (parts.length === 0) return sql<SqlBool>`1 = 1`;
  const dated = withDue(sql<SqlBool>`${sql.join(parts, sql` and `)}`, unindexed);
  return filter.allowEmpty && filter.filter ? sql<SqlBool>`(${dated} or ${withoutDue(unindexed)})` : dated;
}
