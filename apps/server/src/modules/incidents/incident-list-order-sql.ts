import type { TIncidentListQuery } from '@qi/domain/incident-list-query';
import { sql } from 'kysely';
import { COLUMN_SQL, columnRef, sortRef } from './incident-columns-sql';

export type SortBy = TIncidentListQuery['sortBy'];
export type SortDir = 'asc' | 'desc';

/** ORDER BY the sort column (nulls last) then id, both in the chosen direction (a stable order). */
export function orderBy(sortBy: SortBy, dir: SortDir) {
  const column = COLUMN_SQL[sortBy];
  const ref = sortRef(sortBy);
  const direction = sql.raw(dir);
  return column.nullable
    ? sql`${ref} ${direction} nulls last, ${columnRef('incidents.id')} ${direction}`
    : sql`${ref} ${direction}, ${columnRef('incidents.id')} ${direction}`;
}

/**
 * ORDER BY the sort column then id without a nulls clause, for rows that all have a value or all have none
 * (the two parts of a nulls-last order): a 'nulls last' that the index order does not have (ascending on
 * SQLite, descending on PostgreSQL) would make the planner sort every row although no order of nulls is at
 * stake. For the rows without a value it is the order by id, read from the same (column, id) index.
 */
export function orderByValue(sortBy: SortBy, dir: SortDir) {
  const direction = sql.raw(dir);
  return sql`${sortRef(sortBy)} ${direction}, ${columnRef('incidents.id')} ${direction}`;
}
