import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { refreshSqliteStatistics } from './sqlite-statistics';

const tempDir = useTempDirs();

// SQLite only, whatever TEST_DATABASE says: PostgreSQL's autovacuum keeps its own statistics.
describe('SQLite planner statistics', () => {
  it('are written at start-up (sqlite_stat1 describes the incidents indexes) and refreshed on demand', async () => {
    const dir = tempDir('qi-statistics-');
    const app = await buildApp(
      loadConfig({
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        DEMO: 'true',
        WEB_DIST: path.join(dir, 'no-web-app'),
      }),
    );
    try {
      const { db, dbKind } = app.appContext;
      expect(dbKind).toBe('sqlite');
      const rows = async () =>
        (await sql<{ idx: string }>`select idx from sqlite_stat1 where tbl = 'incidents'`.execute(db)).rows
          .map((r) => r.idx)
          .sort();
      const atStart = await rows();
      expect(atStart.length).toBeGreaterThan(10);
      await sql`delete from sqlite_stat1`.execute(db);
      expect(await rows()).toEqual([]);
      await refreshSqliteStatistics({ db, kind: dbKind });
      expect(await rows()).toEqual(atStart);
    } finally {
      await app.close();
    }
  });
});
