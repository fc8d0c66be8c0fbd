import { CompiledQuery } from 'kysely';
import type { Db } from '../../src/db/database';

/**
 * The plan of a compiled query as text: SQLite's EXPLAIN QUERY PLAN details, or PostgreSQL's EXPLAIN with
 * the given planner settings for the duration of one transaction (its planner prefers sequential scans of a
 * test's tiny tables, so plan tests discourage them to see which index it would use).
 */
export async function queryPlan(
  db: Db,
  kind: 'sqlite' | 'postgres',
  compiled: { sql: string; parameters: readonly unknown[] },
  postgresSettings: readonly string[] = ['enable_seqscan = off'],
): Promise<string> {
  if (kind === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return result.rows.map((r) => r.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    for (const setting of postgresSettings) await trx.executeQuery(CompiledQuery.raw(`set local ${setting}`));
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
