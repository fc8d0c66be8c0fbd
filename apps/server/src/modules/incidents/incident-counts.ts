import { sql } from 'kysely';
import type { DatabaseKind, Db } from '../../db/database';
import { repeatInBackground } from '../../db/repeat-in-background';
import { fromDbNumber } from '../../db/values';
import type { Condition } from './incident-list-conditions';

/**
 * PostgreSQL's incident counts per (status, product) (migration 140, docs/decisions/031-incident-counts.md).
 * A list total whose condition reads only the incident's status and product is the sum of the counts table's
 * rows that meet the same condition: the table is read under the name `incidents`, so the condition's
 * `"incidents"."status"` and `"incidents"."product"` are its own columns.
 */

const COUNTED_COLUMNS = /"incidents"\."(?:status|product)"/g;

/**
 * What else a condition may contain to be read on the counts table: parameters, the literals the list's
 * conditions write (`'draft'`, `''`, `1 = 1`), comparisons, IN lists and the logic between them. A condition
 * with anything else (another column, a subquery, a function) is counted on the incidents.
 */
const COUNTABLE_REST = /^(?:\s+|[(),]|=|<>|\$\d+|\d+|'(?:draft)?'|(?:and|or|not|in|is|null)\b)*$/i;

/** Whether the compiled condition reads no column of the incident but its status and product. */
export function readsOnlyStatusAndProduct(conditionSql: string): boolean {
  return COUNTABLE_REST.test(conditionSql.replace(COUNTED_COLUMNS, ' '));
}

/**
 * The number of incidents that meet `where`, from the counts table, or null when the condition reads more
 * than the status and the product (or the database is SQLite).
 */
export async function countFromIncidentCounts(
  db: Db,
  kind: DatabaseKind,
  where: Condition,
): Promise<number | null> {
  if (kind !== 'postgres') return null;
  if (!readsOnlyStatusAndProduct(where.compile(db).sql)) return null;
  const row = await db
    .selectFrom('incident_counts as incidents')
    .select(sql<string | number | null>`sum(${sql.ref('incidents.n')})`.as('total'))
    .where(where as never)
    .executeTakeFirst();
  return fromDbNumber(row?.total ?? 0);
}

/**
 * Folds the counts table's rows into one per (status, product) with incidents, in one statement: the sums stay
 * what they were for every snapshot. Two folds at once are safe: the second skips the rows the first deleted.
 * Returns the number of rows the table had.
 */
export async function foldIncidentCounts(db: Db): Promise<number> {
  const result = await sql<{ folded: string | number }>`with folded as (
      delete from incident_counts returning status, product, n
    ), kept as (
      insert into incident_counts (status, product, n)
        select status, product, sum(n) from folded group by status, product having sum(n) <> 0
    )
    select count(*) as folded from folded`.execute(db);
  return fromDbNumber(result.rows[0]?.folded ?? 0);
}

/** How often the counts table is folded: a few hundred rows at most in between on a busy server. */
export const FOLD_INCIDENT_COUNTS_MS = 10_000;

/**
 * Folds the counts table every `intervalMs` on PostgreSQL (nothing on SQLite, or with 0). Returns the function
 * that stops it.
 */
export function keepIncidentCountsFolded(
  handle: { db: Db; kind: DatabaseKind },
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (handle.kind !== 'postgres' || intervalMs <= 0) return async () => {};
  return repeatInBackground(
    intervalMs,
    async () => {
      await foldIncidentCounts(handle.db);
    },
    onError,
  );
}
