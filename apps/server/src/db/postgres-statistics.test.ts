import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/helpers/test-app';
import { usingPostgres } from '../../test/helpers/test-database';
import { analyzeNeverAnalyzedTables } from './postgres-statistics';

const neverAnalyzed = sql<{ name: string }>`
  select relname as name from pg_class
  where relkind = 'r' and reltuples < 0 and relnamespace = current_schema()::regnamespace`;

// PostgreSQL only: SQLite's statistics are sqlite-statistics.ts's.
describe.runIf(usingPostgres())('PostgreSQL statistics of new tables', () => {
  it('leaves no table unanalysed once migrated, and analyses a table created since', async () => {
    const app = await startTestApp();
    try {
      const { db } = app;
      expect((await neverAnalyzed.execute(db)).rows).toEqual([]);

      await sql`create table statistics_probe (id text primary key)`.execute(db);
      expect((await neverAnalyzed.execute(db)).rows).toEqual([{ name: 'statistics_probe' }]);
      expect(await analyzeNeverAnalyzedTables(db)).toEqual(['statistics_probe']);
      expect((await neverAnalyzed.execute(db)).rows).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
