import { type CompiledQuery, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { COLUMN_SQL, columnRef, sortRef } from './incident-columns-sql';
import {
  and,
  type Condition,
  type DbKind,
  type ListActor,
  searchCondition,
} from './incident-list-conditions-sql';
import { orderByValue } from './incident-list-order-sql';
import { type ListCriteria, listCondition } from './incident-list-repository';

interface Cursor {
  value: unknown;
  id: string;
}

/**
 * Rows strictly after the cursor in the (sort column, id) order, within one part of the walk (the rows with
 * a sort value, or the rows without one: see iterateListBatches). The row value `(column, id) > (v, i)` means
 * `column > v or (column = v and id > i)`, but both databases read it as a range of the (column, id) index,
 * so that a batch starts where the one before ended: with the OR form SQLite bounded the range by the filter
 * alone, and every batch walked again over the index entries of all the batches before it.
 */
function afterCursor(sortBy: ListCriteria['sortBy'], dir: 'asc' | 'desc', cursor: Cursor): Condition {
  const id = columnRef('incidents.id');
  const op = sql.raw(dir === 'asc' ? '>' : '<');
  if (cursor.value === null || cursor.value === undefined) return sql`${id} ${op} ${cursor.id}`;
  return sql`(${sortRef(sortBy)}, ${id}) ${op} (${cursor.value}, ${cursor.id})`;
}

/**
 * One batch of a walk through the list: its order, limit and sort key; the caller chooses the columns, and
 * joins what they come from (the list's conditions and order read the incident's own columns, and its
 * investigation's status through a subquery). A LEFT JOIN of `investigations` that no column used still cost
 * SQLite an index lookup per row: it read the join from a covering index, not the primary key, so it did not
 * drop the join as one that cannot change the rows.
 */
function batchQuery(db: Db, where: Condition, query: ListCriteria, batchSize: number) {
  return db
    .selectFrom('incidents')
    .select(sql`${sortRef(query.sortBy)}`.as('sort_key'))
    .where(where)
    .orderBy(orderByValue(query.sortBy, query.sortDir))
    .limit(batchSize);
}
export type ListBatchQuery = ReturnType<typeof batchQuery>;

/** What the caller makes of a batch query: its columns, ready to run. */
export interface ListBatchSelect<R> {
  execute(): Promise<R[]>;
  compile(): CompiledQuery;
}

/** The parts of a walk through the list and the statement of a batch in a part after a cursor. */
function listBatchSelects<R>(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  extra: Condition,
  batchSize: number,
  columns: (batch: ListBatchQuery) => ListBatchSelect<R>,
) {
  // The search is written so that its matches cannot drive an index (`+id` on SQLite): looking them up by id,
  // SQLite would read and sort every match again for every batch instead of reading on from the cursor.
  const where = and([
    listCondition(kind, { ...query, search: '' }, actor),
    searchCondition(kind, query, { indexed: false }),
    extra,
  ]);
  const ref = columnRef(COLUMN_SQL[query.sortBy].sort);
  const parts = COLUMN_SQL[query.sortBy].nullable
    ? [sql<SqlBool>`${ref} is not null`, sql<SqlBool>`${ref} is null`]
    : [];
  const partWheres = parts.length > 0 ? parts.map((part) => and([part, where])) : [where];
  // The cursor comes first: given two upper (or lower) bounds on the sort column, a filter's and the
  // cursor's, SQLite takes the first as the bound of the index range.
  const select = (partWhere: Condition, cursor: Cursor | null) =>
    columns(
      batchQuery(
        db,
        cursor ? and([afterCursor(query.sortBy, query.sortDir, cursor), partWhere]) : partWhere,
        query,
        batchSize,
      ),
    );
  return { partWheres, select };
}

/**
 * The whole filtered list in batches (keyset pagination on (sort column, id)), for streaming exports:
 * memory stays at one batch whatever the size of the list. `extra` narrows the list further; `columns`
 * selects what each row carries (from `incidents` and what it joins; `incidents.id` must be among them).
 *
 * The list order puts rows without a sort value last (nulls last, then by id). A nullable column is walked
 * in two parts, the rows with a value and then the rows without, each in its index's own order: in one
 * query, the cursor's `or column is null` kept SQLite from starting the index range at the cursor, and an
 * ascending 'nulls last' (not the order of SQLite's indexes) made it sort every row for every batch.
 */
export async function* iterateListBatches<R extends { id: string; sort_key: unknown }>(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  extra: Condition,
  batchSize: number,
  columns: (batch: ListBatchQuery) => ListBatchSelect<R>,
): AsyncGenerator<R[]> {
  const { partWheres, select } = listBatchSelects(db, kind, query, actor, extra, batchSize, columns);
  // PostgreSQL reads the next batch (on another connection) while the caller works on this one. SQLite's
  // reads run on the event loop: there a batch is read only when the caller asks for it.
  const ahead = kind === 'postgres';
  let next: Promise<R[]> | null = null;
  try {
    for (const partWhere of partWheres) {
      next = select(partWhere, null).execute();
      while (next) {
        const rows: R[] = await next;
        next = null;
        const last = rows.length === batchSize ? rows[rows.length - 1] : undefined;
        const after = last
          ? () => select(partWhere, { value: last.sort_key ?? null, id: last.id }).execute()
          : null;
        if (after && ahead) next = after();
        if (rows.length > 0) yield rows;
        if (after && !ahead) next = after();
      }
    }
  } finally {
    // A walk given up early (the download was cancelled) leaves its read ahead to end unheeded.
    next?.catch(() => undefined);
  }
}

/**
 * The statements of a walk (EXPLAIN in tests): for each part, its first batch and a batch after a cursor
 * (with `cursorValue` as the sort value in the part of rows with one, none in the part without).
 */
export function compileListBatchQueries<R>(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  extra: Condition,
  batchSize: number,
  columns: (batch: ListBatchQuery) => ListBatchSelect<R>,
  cursorValue: unknown,
): CompiledQuery[] {
  const { partWheres, select } = listBatchSelects(db, kind, query, actor, extra, batchSize, columns);
  return partWheres.flatMap((partWhere, index) => [
    select(partWhere, null).compile(),
    select(partWhere, { value: index === 1 ? null : cursorValue, id: 'cursor-id' }).compile(),
  ]);
}
