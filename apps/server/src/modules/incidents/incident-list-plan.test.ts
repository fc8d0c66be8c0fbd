import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { compileListPageQuery } from './incident-list-repository';

/**
 * DESIGN §3: every page query uses an index. SQLite: the plan must not scan `incidents` without an index.
 * PostgreSQL (whose planner prefers sequential scans on tiny tables): with sequential scans discouraged,
 * the plan must read `incidents` through an index.
 */
describe('incident list query plans use indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function plan(query: Record<string, unknown>, role: 'user' | 'admin'): Promise<string> {
    const parsed = ZIncidentListQuery.parse(query);
    const kind = t.app.appContext.dbKind;
    const compiled = compileListPageQuery(t.db, kind, parsed, { id: 'someone', role });
    if (kind === 'sqlite') {
      const result = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return result.rows.map((r) => r.detail).join('\n');
    }
    return t.db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  function expectIndexed(text: string) {
    if (t.app.appContext.dbKind === 'sqlite') {
      const scans = text.split('\n').filter((line) => /SCAN incidents\b/.test(line));
      for (const line of scans) expect(line, text).toMatch(/USING (COVERING )?INDEX/);
      expect(text).toMatch(/incidents USING (COVERING )?INDEX/);
    } else {
      expect(text, text).not.toMatch(/Seq Scan on incidents/);
      expect(text).toMatch(/Index (Only )?Scan/);
    }
  }

  it.each([
    ['default list for a user', {}, 'user'],
    ['default list for an admin', {}, 'admin'],
    ['drafts view', { view: 'drafts' }, 'user'],
    [
      'product filter sorted by incident date',
      {
        sortBy: 'incidentDate',
        filters: JSON.stringify([{ key: 'product', filter: ['Widget A'], allowEmpty: false }]),
      },
      'user',
    ],
    ['sorted by product', { sortBy: 'product', sortDir: 'asc' }, 'admin'],
    ['sorted by update time', { sortBy: 'updated_at' }, 'user'],
  ] as const)('%s', async (_name, query, role) => {
    const text = await plan(query, role);
    if (process.env.SHOW_PLANS) console.log(text);
    expectIndexed(text);
  });
});
