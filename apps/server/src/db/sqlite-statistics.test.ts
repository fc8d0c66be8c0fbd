import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/helpers/test-app';
import { refreshSqliteStatistics } from './sqlite-statistics';

let app: Awaited<ReturnType<typeof startTestApp>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('SQLite planner statistics', () => {
  it('are written at start-up (sqlite_stat1 describes the incidents indexes) and refreshed on demand', async () => {
    app = await startTestApp();
    const { db, dbKind } = app.app.appContext;
    if (dbKind !== 'sqlite') {
      expect(dbKind).toBe('postgres'); // PostgreSQL's autovacuum keeps its own statistics
      return;
    }
    const rows = async () =>
      (
        await sql<{
          idx: string;
          stat: string;
        }>`select idx, stat from sqlite_stat1 where tbl = 'incidents'`.execute(db)
      ).rows;
    const atStart = await rows();
    expect(atStart.length).toBeGreaterThan(10);
    await sql`delete from sqlite_stat1`.execute(db);
    expect(await rows()).toEqual([]);
    await refreshSqliteStatistics({ db, kind: 'sqlite', schema: undefined, close: async () => {} });
    expect((await rows()).map((r) => r.idx).sort()).toEqual(atStart.map((r) => r.idx).sort());
  });
});
