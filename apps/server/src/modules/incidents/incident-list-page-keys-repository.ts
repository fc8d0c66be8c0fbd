import type { TIncidentListQuery } from '@qi/domain/incident-list-query';
import { type CompiledQuery, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { COLUMN_SQL, columnRef } from './incident-columns-sql';
import { and, type Condition, type DbKind, type SqlExpression } from './incident-list-conditions-sql';
import { countAll, countWhere } from './incident-list-count-repository';
import { orderBy, orderByValue, type SortBy, type SortDir } from './incident-list-order-sql';

/**
 * The ids of one list page, in list order (docs/decisions/012-incident-list-pages.md).
 *
 * Only the ids are read here, so that the rows a page skips (the pages before it, the rows that fail a
 * filter) are read from a narrow index (migration 070: the sort column, the id and the filtered columns)
 * and never from the wide table; the repository then reads the full rows of these ids alone.
 */

/** How the ids of a page are found: the condition as written for the chosen index, and the nulls split. */
export interface KeyPlan {
  where: Condition;
  /**
   * Reads the rows with a value in the sort column and the rows without one (which a nulls-last order puts
   * at the end, by id) as two index ranges. Neither database can read one index in 'nulls last' order in
   * both directions (SQLite keeps nulls first, a PostgreSQL index keeps them at one end), so a single query
   * would sort every matching row.
   */
  split: boolean;
  /**
   * SQLite: 'sort-index' reads the sort column's list index in order (INDEXED BY); 'filter-index' keeps the
   * planner from the sort indexes (which cover the filters, so it would pick them even for a filter that
   * keeps 3 % of the list and scan ~30,000 entries) and sorts the matching rows. PostgreSQL: 'planner'.
   */
  mode: 'sort-index' | 'filter-index' | 'planner';
}

/** How much more a table row read and sorted costs than an index entry read in order (see below). */
const ROW_TO_ENTRY_COST = 8;

/**
 * SQLite only: whether the page is cheaper to find by reading the sort column's list index in order and
 * testing the filters on each entry, than through the filters' indexes and a sort of every matching row.
 * Reading in order touches about (offset + rows) × all / matching index entries; the other way reads every
 * matching row from the table and sorts them, which costs several times more per row than an entry of the
 * covering list index. SQLite's planner does not weigh the LIMIT against the filters' selectivity, so it
 * would sort tens of thousands of rows to return a hundred.
 */
export async function readsSortIndex(
  db: Db,
  kind: DbKind,
  query: TIncidentListQuery,
  total: number,
  rowToEntryCost = ROW_TO_ENTRY_COST,
) {
  if (kind !== 'sqlite' || query.sortBy === 'description') return false;
  // The drafts view is a short list found through the reporter's and the status's indexes.
  if (query.view === 'drafts') return false;
  if (query.filters.length === 0 && query.search.trim() === '') return true;
  // Due and Days overdue are read from the investigation, so no incidents index holds their order: a
  // filtered list is found through the filters' indexes and sorted.
  if (query.sortBy === 'dueDate' || query.sortBy === 'daysOverdue') return false;
  const all = await countAll(db);
  const wanted = (query.page + 1) * query.rowsPerPage;
  return wanted * all < rowToEntryCost * total * total;
}

/**
 * The plan of the ids query. `inOrder` (SQLite): read the sort index in order, with the filters written so
 * that SQLite cannot pick their indexes instead (`unindexed`). PostgreSQL's planner weighs the LIMIT against
 * the filters itself; there the split lets it read a nullable sort column's index in either direction.
 */
export function keyPlan(
  kind: DbKind,
  sortBy: SortBy,
  inOrder: boolean,
  indexed: Condition,
  unindexed: Condition,
): KeyPlan {
  const nullable = COLUMN_SQL[sortBy].nullable;
  if (kind === 'postgres') return { where: indexed, split: nullable, mode: 'planner' };
  return inOrder
    ? { where: unindexed, split: nullable, mode: 'sort-index' }
    : { where: indexed, split: false, mode: 'filter-index' };
}

/**
 * The list indexes of migration 070, by sort column: the sort column, the id, then the filtered columns.
 * SQLite is told to read the page in order from the sort column's index: its planner otherwise picks a
 * skip-scan of a (status, …) index and sorts (e.g. for the rows without an incident number).
 */
const LIST_INDEXES: Partial<Record<SortBy, string>> = {
  incidentNumber: 'incidents_list_incident_number_idx',
  incidentDate: 'incidents_list_incident_date_idx',
  updated_at: 'incidents_list_updated_at_idx',
  product: 'incidents_list_product_idx',
  status: 'incidents_list_status_idx',
  defectiveQuantity: 'incidents_list_defective_quantity_idx',
};

function idsQuery(
  plan: KeyPlan,
  sortBy: SortBy,
  where: Condition,
  order: SqlExpression,
  limit: number,
  offset: number,
) {
  if (plan.mode === 'filter-index') return sortedMatchesQuery(sortBy, order, where, limit, offset);
  const index = plan.mode === 'sort-index' ? LIST_INDEXES[sortBy] : undefined;
  const from = index ? sql`incidents indexed by ${sql.raw(index)}` : sql`incidents`;
  return sql<{ id: string }>`select ${columnRef('incidents.id')} from ${from}
    where ${where} order by ${order} limit ${limit} offset ${offset}`;
}

/**
 * SQLite, a filter that keeps few rows: the matching rows found through the filters' indexes alone (a
 * materialized CTE is planned for its WHERE only), then sorted. Planned as one query, SQLite may read a
 * covering sort index in order instead, the whole of it for a rare status.
 */
function sortedMatchesQuery(
  sortBy: SortBy,
  order: SqlExpression,
  where: Condition,
  limit: number,
  offset: number,
) {
  return sql<{ id: string }>`with incidents as materialized (
      select ${columnRef('incidents.id')}, ${columnRef(COLUMN_SQL[sortBy].sort)} from main.incidents where ${where})
    select ${columnRef('incidents.id')} from incidents order by ${order} limit ${limit} offset ${offset}`;
}

async function ids(db: Db, query: ReturnType<typeof idsQuery>): Promise<string[]> {
  return (await query.execute(db)).rows.map((row) => row.id);
}

function present(sortBy: SortBy, where: Condition): Condition {
  return and([where, sql<SqlBool>`${columnRef(COLUMN_SQL[sortBy].sort)} is not null`]);
}

function absent(sortBy: SortBy, where: Condition): Condition {
  return and([where, sql<SqlBool>`${columnRef(COLUMN_SQL[sortBy].sort)} is null`]);
}

/** The ids of the page (`limit` rows after `offset`) in the list order: sort column nulls last, then id. */
export async function pageKeys(
  db: Db,
  kind: DbKind,
  plan: KeyPlan,
  sortBy: SortBy,
  dir: SortDir,
  limit: number,
  offset: number,
): Promise<string[]> {
  const whole = (where: Condition, order: SqlExpression, rows: number, skip: number) =>
    ids(db, idsQuery(plan, sortBy, where, order, rows, skip));
  if (!plan.split) return whole(plan.where, orderBy(sortBy, dir), limit, offset);
  const valued = await whole(present(sortBy, plan.where), orderByValue(sortBy, dir), limit, offset);
  if (valued.length === limit) return valued;
  // The page reaches the rows without a value. When it starts among them, they start after the rows with one.
  const skip =
    valued.length > 0 ? 0 : Math.max(0, offset - (await countWhere(db, kind, present(sortBy, plan.where))));
  const empty = await whole(
    absent(sortBy, plan.where),
    orderByValue(sortBy, dir),
    limit - valued.length,
    skip,
  );
  return [...valued, ...empty];
}

/** The SQL of the ids queries of a page (EXPLAIN in tests): the whole query, or the two parts of a split. */
export function compilePageKeyQueries(
  db: Db,
  plan: KeyPlan,
  sortBy: SortBy,
  dir: SortDir,
  limit: number,
  offset: number,
): CompiledQuery[] {
  const compiled = (where: Condition, order: SqlExpression, skip: number) =>
    idsQuery(plan, sortBy, where, order, limit, skip).compile(db);
  if (!plan.split) return [compiled(plan.where, orderBy(sortBy, dir), offset)];
  return [
    compiled(present(sortBy, plan.where), orderByValue(sortBy, dir), offset),
    compiled(absent(sortBy, plan.where), orderByValue(sortBy, dir), 0),
  ];
}
