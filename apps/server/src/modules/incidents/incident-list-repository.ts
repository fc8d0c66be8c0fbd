import type { TIncidentListQuery } from '@qi/domain/incident-list-query';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { IncidentsTable } from '../../db/types';
import { fromDbNumber } from '../../db/values';
import { COLUMN_SQL, columnRef } from './incident-columns-sql';
import { type CountCache, createCountCache } from './incident-count-cache';
import {
  and,
  type Condition,
  type DbKind,
  type FilterOptions,
  filterCondition,
  type ListActor,
  searchCondition,
  visibilityCondition,
} from './incident-list-conditions';
import { type IncidentWithInvestigation, toIncidentRecord, toInvestigationStatus } from './incident-record';

export type ListCriteria = Pick<TIncidentListQuery, 'search' | 'filters' | 'view' | 'sortBy' | 'sortDir'>;

/** Visibility, search and every column filter of a list query, as one condition. */
export function listCondition(
  kind: DbKind,
  query: Omit<ListCriteria, 'sortBy' | 'sortDir'>,
  actor: ListActor,
  options: FilterOptions = {},
) {
  return and([
    visibilityCondition(query.view, actor),
    searchCondition(kind, query.search),
    ...query.filters.map((filter, index) => filterCondition(kind, filter, index, undefined, options)),
  ]);
}

function baseQuery(db: Db, where: Condition) {
  return db
    .selectFrom('incidents')
    .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
    .selectAll('incidents')
    .select('investigations.status as investigation_status')
    .where(where as never);
}

/**
 * How many characters of the description a list page carries (the table shows the first 80 and the full
 * text on the detail page). Descriptions run to kilobytes of markdown; sending them whole made a page of 100
 * rows ~90 KB and a large share of the list's time.
 */
export const LIST_DESCRIPTION_LENGTH = 200;

/** Every column but the description, which a page reads cut (see `pageQuery`). */
const PAGE_COLUMNS = [
  'id',
  'incident_number',
  'reported_by',
  'incident_date',
  'product',
  'part_number',
  'defective_quantity',
  'grn_number',
  'order_number',
  'location_id',
  'location_title',
  'category_id',
  'category_title',
  'subcategory_id',
  'subcategory_title',
  'further_subcategory_id',
  'further_subcategory_title',
  'attachments',
  'investigation_id',
  'status',
  'reject_reason',
  'pending_update_reason',
  'incident_justified',
  'created_at',
  'updated_at',
] as const satisfies readonly Exclude<keyof IncidentsTable, 'description'>[];

// A compile error here means a new incidents column is missing from PAGE_COLUMNS.
const pageColumnsComplete: Exclude<
  keyof IncidentsTable,
  'description' | (typeof PAGE_COLUMNS)[number]
> extends never
  ? true
  : never = true;
void pageColumnsComplete;

/** A page of the list: the description cut to one more character than it keeps, to tell that it was cut. */
function pageQuery(db: Db, where: Condition) {
  return db
    .selectFrom('incidents')
    .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
    .select(PAGE_COLUMNS.map((column) => `incidents.${column}` as const))
    .select(
      sql<string>`substr(${columnRef('incidents.description')}, 1, ${LIST_DESCRIPTION_LENGTH + 1})`.as(
        'description',
      ),
    )
    .select('investigations.status as investigation_status')
    .where(where as never);
}

/** The description as a list page carries it: at most LIST_DESCRIPTION_LENGTH characters, then '…'. */
export function listDescription(text: string): string {
  // Counted in code points, as SQL's substr counts them, so an emoji is never cut in half.
  const characters = Array.from(text);
  return characters.length > LIST_DESCRIPTION_LENGTH
    ? `${characters.slice(0, LIST_DESCRIPTION_LENGTH).join('')}…`
    : text;
}

type Row = Parameters<typeof toIncidentRecord>[0] & { investigation_status: unknown; sort_key?: unknown };

function toItem(row: Row): IncidentWithInvestigation {
  return { ...toIncidentRecord(row), investigationStatus: toInvestigationStatus(row.investigation_status) };
}

function toPageItem(row: Row): IncidentWithInvestigation {
  const item = toItem(row);
  return { ...item, description: listDescription(item.description) };
}

/** ORDER BY the sort column (nulls last) then id, both in the chosen direction (a stable order). */
function orderBy(sortBy: ListCriteria['sortBy'], dir: 'asc' | 'desc') {
  const column = COLUMN_SQL[sortBy];
  const ref = columnRef(column.sort);
  const direction = sql.raw(dir);
  return column.nullable
    ? sql`${ref} ${direction} nulls last, ${columnRef('incidents.id')} ${direction}`
    : sql`${ref} ${direction}, ${columnRef('incidents.id')} ${direction}`;
}

/** Totals of filtered lists per database handle (see incident-count-cache.ts). */
const countCaches = new WeakMap<Db, CountCache>();

function countCache(db: Db): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = createCountCache();
    countCaches.set(db, cache);
  }
  return cache;
}

async function countWhere(db: Db, kind: DbKind, where: Condition): Promise<number> {
  const query = db
    .selectFrom('incidents')
    .select(sql<number | string>`count(*)`.as('total'))
    .where(where as never);
  return countCache(db).count(db, kind, query.compile(), async () =>
    fromDbNumber((await query.executeTakeFirstOrThrow()).total),
  );
}

/**
 * Every incident. Without a WHERE clause SQLite counts the table from its b-tree pages without reading the
 * entries (~0.02 ms at 100,000 incidents); even `where 1 = 1` makes it read a whole index (~2 ms).
 */
async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('incidents')
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.total);
}

/**
 * The total of the filtered list. SQLite counts a whole table from its b-tree pages without reading the
 * entries, so the plain list of a non-admin (every status but draft) is counted as all incidents minus the
 * drafts (a short range of the status index) instead of reading ~all entries of the status index.
 */
async function listTotal(
  db: Db,
  kind: DbKind,
  query: TIncidentListQuery,
  actor: ListActor,
  where: Condition,
) {
  const plainList =
    query.view === 'list' && actor.role !== 'admin' && query.filters.length === 0 && !query.search.trim();
  if (kind !== 'sqlite' || !plainList) return countWhere(db, kind, where);
  const [all, drafts] = await Promise.all([
    countAll(db),
    countWhere(db, kind, sql`${columnRef('incidents.status')} = 'draft'`),
  ]);
  return all - drafts;
}

/**
 * SQLite only: whether the page is cheaper to find by reading the sort column's index in order and testing
 * the filters on each row, than through the filters' indexes and a sort of every matching row. Reading in
 * order touches about (offset + rows) × all / matching rows; the other way touches every matching row and
 * sorts them. (SQLite's planner does not weigh the LIMIT against the filters' selectivity: for a filter that
 * keeps 40 % of the list it sorted ~40,000 rows to return 100.)
 */
async function readsSortIndex(db: Db, kind: DbKind, query: TIncidentListQuery, total: number) {
  if (kind !== 'sqlite' || query.filters.length === 0 || query.sortBy === 'description') return false;
  const all = await countAll(db);
  const wanted = (query.page + 1) * query.rowsPerPage;
  return wanted * all < total * total;
}

/** One page of the list and the total count of the filtered list. */
export async function listIncidentPage(
  db: Db,
  kind: DbKind,
  query: TIncidentListQuery,
  actor: ListActor,
): Promise<{ items: IncidentWithInvestigation[]; total: number }> {
  const where = listCondition(kind, query, actor);
  const total = await listTotal(db, kind, query, actor, where);
  if (total <= query.page * query.rowsPerPage) return { items: [], total };
  const inOrder = await readsSortIndex(db, kind, query, total);
  const rows = await pageQuery(db, inOrder ? listCondition(kind, query, actor, { indexed: false }) : where)
    .orderBy(orderBy(query.sortBy, query.sortDir) as never)
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage)
    .execute();
  return { items: (rows as Row[]).map(toPageItem), total };
}

/** The SQL and parameters of a page query (EXPLAIN QUERY PLAN in tests). */
export function compileListPageQuery(db: Db, kind: DbKind, query: TIncidentListQuery, actor: ListActor) {
  return pageQuery(db, listCondition(kind, query, actor))
    .orderBy(orderBy(query.sortBy, query.sortDir) as never)
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage)
    .compile();
}

interface Cursor {
  value: unknown;
  id: string;
}

/** Rows strictly after the cursor in the (sort column nulls last, id) order. */
function afterCursor(sortBy: ListCriteria['sortBy'], dir: 'asc' | 'desc', cursor: Cursor): Condition {
  const column = COLUMN_SQL[sortBy];
  const ref = columnRef(column.sort);
  const id = columnRef('incidents.id');
  const op = sql.raw(dir === 'asc' ? '>' : '<');
  if (cursor.value === null || cursor.value === undefined) {
    return sql`(${ref} is null and ${id} ${op} ${cursor.id})`;
  }
  const after = sql`(${ref} ${op} ${cursor.value} or (${ref} = ${cursor.value} and ${id} ${op} ${cursor.id}))`;
  return column.nullable ? sql`(${after} or ${ref} is null)` : after;
}

/**
 * The whole filtered list in batches (keyset pagination on (sort column, id)), for streaming exports:
 * memory stays at one batch whatever the size of the list. `extra` narrows the list further.
 */
export async function* iterateIncidents(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  extra: Condition,
  batchSize = 1000,
): AsyncGenerator<IncidentWithInvestigation[]> {
  const where = and([listCondition(kind, query, actor), extra]);
  const sortRef = columnRef(COLUMN_SQL[query.sortBy].sort);
  let cursor: Cursor | null = null;
  for (;;) {
    const condition: Condition = cursor
      ? and([where, afterCursor(query.sortBy, query.sortDir, cursor)])
      : where;
    const rows = (await baseQuery(db, condition)
      .select(sql`${sortRef}`.as('sort_key'))
      .orderBy(orderBy(query.sortBy, query.sortDir) as never)
      .limit(batchSize)
      .execute()) as Row[];
    if (rows.length === 0) return;
    yield rows.map(toItem);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { value: last.sort_key ?? null, id: last.id };
  }
}
