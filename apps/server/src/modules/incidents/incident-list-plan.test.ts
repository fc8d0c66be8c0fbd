import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { compileListPageQuery, listCondition } from './incident-list-repository';

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

  it('filters give the same rows when written for the sort-index scan (+column on SQLite)', async () => {
    const kind = t.app.appContext.dbKind;
    const now = new Date().toISOString();
    const reporter = (await t.db.selectFrom('users').select('user_id').executeTakeFirstOrThrow()).user_id;
    const base = {
      reported_by: reporter,
      incident_date: '2025-01-01',
      part_number: 'N/A',
      grn_number: '',
      order_number: '',
      description: 'zqplus',
      attachments: '[]',
      created_at: now,
      updated_at: now,
    };
    await t.db
      .insertInto('incidents')
      .values([
        {
          ...base,
          id: 'plus-1',
          incident_number: 990001,
          product: 'Widget A',
          status: 'submitted',
          defective_quantity: 3,
        },
        {
          ...base,
          id: 'plus-2',
          incident_number: 990002,
          product: 'Widget B',
          status: 'closed',
          defective_quantity: null,
        },
        {
          ...base,
          id: 'plus-3',
          incident_number: 990003,
          product: '',
          status: 'submitted',
          defective_quantity: 7,
        },
      ] as never)
      .execute();
    const cases = [
      [{ key: 'product', filter: ['Widget A'] }],
      [{ key: 'product', filter: ['Widget A'], allowEmpty: false }],
      [{ key: 'defectiveQuantity', from: 1, to: 5 }],
      [{ key: 'status', filter: ['closed'], allowEmpty: false }],
    ];
    for (const filters of cases) {
      const query = ZIncidentListQuery.parse({ search: 'zqplus', filters: JSON.stringify(filters) });
      const ids = async (indexed: boolean) =>
        (
          await t.db
            .selectFrom('incidents')
            .select('id')
            .where(listCondition(kind, query, { id: 'someone', role: 'admin' }, { indexed }) as never)
            .orderBy('id')
            .execute()
        ).map((r) => r.id);
      const expected = await ids(true);
      expect(expected.length).toBeGreaterThan(0);
      expect(await ids(false), JSON.stringify(filters)).toEqual(expected);
    }
    expect(
      await (async () => {
        const query = ZIncidentListQuery.parse({ search: 'zqplus', filters: JSON.stringify(cases[0]) });
        const rows = await t.db
          .selectFrom('incidents')
          .select('id')
          .where(listCondition(kind, query, { id: 'someone', role: 'admin' }) as never)
          .orderBy('id')
          .execute();
        return rows.map((r) => r.id);
      })(),
    ).toEqual(['plus-1', 'plus-3']);
  });
});
