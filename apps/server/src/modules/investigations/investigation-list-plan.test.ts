import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { compileInvestigationPageQuery } from './investigation-list-repository';

/**
 * Every page query uses an index. SQLite: `investigations` is read through an index (no temporary
 * B-tree for the order). PostgreSQL (whose planner prefers sequential scans on tiny tables): with sequential
 * scans discouraged, the plan reads `investigations` through an index.
 */
describe('investigation list query plans use indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function plan(search: string): Promise<string> {
    const compiled = compileInvestigationPageQuery(t.db, { page: 0, rowsPerPage: 25, search });
    return queryPlan(t.db, t.app.appContext.dbKind, compiled);
  }

  it.each([
    ['no search', ''],
    ['a search', '42'],
  ])('%s', async (_name, search) => {
    const text = await plan(search);
    if (t.app.appContext.dbKind === 'sqlite') {
      expect(text, text).toMatch(/SCAN investigations USING (COVERING )?INDEX investigations_updated_at_idx/);
      expect(text, text).not.toMatch(/TEMP B-TREE/);
      if (search)
        // Any index led by the investigation link (the chart indexes of migration 060 also cover it).
        expect(text, text).toMatch(
          /SEARCH incidents USING (COVERING )?INDEX incidents_\w*investigation\w*_idx \(investigation_id=\?\)/,
        );
    } else {
      expect(text, text).not.toMatch(/Seq Scan on investigations/);
      expect(text, text).toMatch(/investigations_updated_at_idx/);
    }
  });
});
