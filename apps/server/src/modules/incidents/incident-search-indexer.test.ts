import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { IncidentRecord } from './incident-record';
import { insertIncidentRows } from './incident-repository';
import { indexPendingSearch, SEARCH_INDEX_BATCH } from './incident-search-indexer';
import { type IncidentKit, incidentKit, incidentRecord } from './incident-test-kit';

/** SQLite's full-text table is written by the server's timer, in batches (migration 090). */
describe('search indexer', () => {
  let t: TestApp;
  let k: IncidentKit;
  let sqlite = true;

  const count = async (table: string) => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    return Number(rows[0]?.n);
  };

  function rowsOf(n: number, first: number, word: string, reportedBy = k.callers.user.id): IncidentRecord[] {
    return Array.from({ length: n }, (_, i) =>
      incidentRecord({
        incidentNumber: first + i,
        reportedBy,
        incidentDate: '2025-04-01',
        product: 'Indexed',
        description: `${word} ${i}`,
      }),
    );
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { SQLITE_SEARCH_INDEX_MS: '20' } });
    k = await incidentKit(t);
    sqlite = t.app.appContext.dbKind === 'sqlite';
  });
  afterAll(() => t.close());

  it('indexes what waits, in full batches first, until nothing is pending (SQLite)', async () => {
    const total = SEARCH_INDEX_BATCH * 2 + 50;
    await insertIncidentRows(t.db, rowsOf(total, 880_000, 'zqtimer'));
    const found = await k.list<{ id: string }>(k.callers.admin, { search: 'zqtimer', rowsPerPage: '200' });
    expect(found.total).toBe(total);
    if (!sqlite) {
      // PostgreSQL writes its trigram indexes with the row: there is nothing to catch up.
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from information_schema.tables where table_name = 'incident_search_pending'`.execute(
        t.db,
      );
      expect(Number(rows[0]?.n)).toBe(0);
      return;
    }
    const deadline = Date.now() + 10_000;
    while ((await count('incident_search_pending')) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await count('incident_search_pending')).toBe(0);
    // Every incident (demo ones included) has its entry: one docsize row per indexed key.
    expect(await count('incident_search_docsize')).toBe(await count('incidents'));
    const matched = await sql<{ n: number }>`
      select count(*) as n from incident_search where incident_search match '"zqtimer"'`.execute(t.db);
    expect(Number(matched.rows[0]?.n)).toBe(total);
  });

  it('takes at most one batch per call, oldest keys first (SQLite)', async () => {
    // Its own server with the timer off, so that only these calls index.
    const manual = await startTestApp({ env: { SQLITE_SEARCH_INDEX_MS: '0' } });
    try {
      if (manual.app.appContext.dbKind !== 'sqlite') {
        await expect(indexPendingSearch(manual.db)).rejects.toThrow();
        return;
      }
      const pending = () =>
        sql<{ key: number }>`select key from incident_search_pending order by key`.execute(manual.db);
      const reporter = await manual.db.selectFrom('users').select('user_id').executeTakeFirstOrThrow();
      await insertIncidentRows(
        manual.db,
        rowsOf(SEARCH_INDEX_BATCH + 7, 890_000, 'zqbatch', reporter.user_id),
      );
      const keys = (await pending()).rows;
      expect(keys.length).toBeGreaterThan(SEARCH_INDEX_BATCH + 7); // the demo incidents wait too
      expect(await indexPendingSearch(manual.db)).toBe(SEARCH_INDEX_BATCH);
      expect((await pending()).rows).toEqual(keys.slice(SEARCH_INDEX_BATCH));
      expect(await indexPendingSearch(manual.db, 5)).toBe(5);
      expect((await pending()).rows).toEqual(keys.slice(SEARCH_INDEX_BATCH + 5));
      while ((await indexPendingSearch(manual.db)) > 0) {}
      expect((await pending()).rows).toEqual([]);
      const matched = await sql<{ n: number }>`
        select count(*) as n from incident_search where incident_search match '"zqbatch"'`.execute(manual.db);
      expect(Number(matched.rows[0]?.n)).toBe(SEARCH_INDEX_BATCH + 7);
    } finally {
      await manual.close();
    }
  });
});
