import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';

/** One counter row: `hits` tries of `kind` for `key` in the window that began at `windowStart`. */
export interface CounterKey {
  kind: string;
  key: string;
  windowStart: string;
}

/**
 * Counts one more try and answers the new count, in one statement: parallel callers on any instance each get a
 * different count, so no two of them can both see room under a limit.
 */
export async function bumpCounter(db: Db, counter: CounterKey): Promise<number> {
  const row = await db
    .insertInto('auth_limit_counters')
    .values({ kind: counter.kind, key: counter.key, window_start: counter.windowStart, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'key', 'window_start'])
        .doUpdateSet({ hits: sql<number>`auth_limit_counters.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.hits);
}

/** Gives a reserved try back (the try turned out not to be a failure). */
export async function dropCounter(db: Db, counter: CounterKey): Promise<void> {
  await db
    .updateTable('auth_limit_counters')
    .set({ hits: sql<number>`hits - 1` })
    .where('kind', '=', counter.kind)
    .where('key', '=', counter.key)
    .where('window_start', '=', counter.windowStart)
    .where('hits', '>', 0)
    .execute();
}

/** Forgets the counters of `kind` for `key` (every window). */
export async function clearCounter(db: Db, kind: string, key: string): Promise<void> {
  await db.deleteFrom('auth_limit_counters').where('kind', '=', kind).where('key', '=', key).execute();
}

/** Forgets every counter of `kind` whose key starts with `prefix` (an account's counters, after a reset). */
export async function clearCounters(db: Db, kind: string, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db
    .deleteFrom('auth_limit_counters')
    .where('kind', '=', kind)
    .where(sql<boolean>`"key" like ${pattern} escape '\\'`)
    .execute();
}

export async function deleteCountersBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('auth_limit_counters').where('window_start', '<', before).execute();
}
