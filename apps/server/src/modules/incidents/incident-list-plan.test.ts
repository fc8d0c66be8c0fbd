import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { compileListPageKeyQueries, listCondition } from './incident-list-repository';
import { listQuery } from './incident-test-kit';

/**
 * Every page query uses an index. A page's ids (incident-list-page-keys-repository.ts) are read in sort order
 * from the sort column's list index (migration 070), without a sort of the matching rows and without a scan
 * of the table, in both directions and on deep pages. SQLite: EXPLAIN QUERY PLAN. PostgreSQL (whose planner
 * prefers sequential scans and sorts on tiny tables): with both discouraged, the plan must still read
 * `incidents` through an index and have no Sort node, i.e. an index gives the order.
 */
describe('incident list query plans use indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The plans of the ids queries of a page, for a filtered list of `total` rows. */
  async function plans(query: Record<string, unknown>, role: 'user' | 'admin', total = 100_000) {
    const parsed = listQuery(query);
    const kind = t.app.appContext.dbKind;
    const compiled = await compileListPageKeyQueries(t.db, kind, parsed, { id: 'someone', role }, total);
    const texts: string[] = [];
    for (const one of compiled) {
      texts.push(await queryPlan(t.db, kind, one, ['enable_seqscan = off', 'enable_sort = off']));
    }
    if (process.env.SHOW_PLANS) console.log(texts.join('\n--\n'));
    return texts;
  }

  /** Read in order from a list index: no sort, no table scan, the index alone (covering). */
  function expectInOrder(text: string) {
    if (t.app.appContext.dbKind === 'sqlite') {
      expect(text, text).toMatch(/^(SCAN|SEARCH) incidents USING COVERING INDEX incidents_list_\w+_idx/);
      expect(text, text).not.toMatch(/TEMP B-TREE/);
    } else {
      // PostgreSQL plans the few rows of a test table by its own costs: it may read any index whose order it
      // can use and finish ties with an incremental sort. Checked: no scan of the table, no sort of all rows.
      expect(text, text).not.toMatch(/Seq Scan on incidents|(?<!Incremental )Sort {2}\(cost/);
      expect(text, text).toMatch(/Index (Only )?Scan( Backward)? using \w+ on incidents/);
    }
  }

  const SORTS = ['incidentNumber', 'incidentDate', 'updated_at', 'product', 'status', 'defectiveQuantity'];
  // As the Incidents page sends them (bench/soak/workload.ts): empty values not wanted.
  const FILTERS: Record<string, unknown[]> = {
    none: [],
    product: [{ key: 'product', filter: ['Widget A', 'Widget B'], allowEmpty: false }],
    quantity: [{ key: 'defectiveQuantity', from: 20, to: 200, allowEmpty: false }],
    location: [
      { key: 'incidentLocation', filter: ['Warehouse'], allowEmpty: false },
      { key: 'product', filter: ['Widget A'], allowEmpty: false },
    ],
  };

  const inOrderCases = SORTS.flatMap((sortBy) =>
    (['asc', 'desc'] as const).flatMap((sortDir) =>
      Object.keys(FILTERS).map((filter) => [sortBy, sortDir, filter] as const),
    ),
  );

  it.each(inOrderCases)(
    'a page sorted by %s %s (filter: %s) is read in order from its list index',
    async (sortBy, sortDir, filter) => {
      const filters = FILTERS[filter]!;
      for (const page of [0, 300]) {
        const query = {
          sortBy,
          sortDir,
          page,
          ...(filters.length ? { filters: JSON.stringify(filters) } : {}),
        };
        for (const text of await plans(query, 'user')) expectInOrder(text);
      }
    },
  );

  it.each(['incidentDate', 'updated_at'])(
    'the status work queue sorted by %s is read in order',
    async (sortBy) => {
      const filters = JSON.stringify([{ key: 'status', filter: ['submitted'] }]);
      for (const text of await plans({ sortBy, filters, rowsPerPage: 50 }, 'user')) expectInOrder(text);
    },
  );

  it('the default list of an admin (no condition at all) is read in order', async () => {
    for (const text of await plans({}, 'admin')) expectInOrder(text);
  });

  it('a filter that keeps few rows is read through its index, not by scanning a sort index', async () => {
    // The planner weighs an index by its statistics: give it a table where the status picks 1 row in 10.
    const reporter = (await t.db.selectFrom('users').select('user_id').executeTakeFirstOrThrow()).user_id;
    const now = new Date().toISOString();
    const statuses = ['submitted', 'closed', 'closed', 'closed', 'acknowledged'];
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      id: `few-${i}`,
      incident_number: 980_000 + i,
      reported_by: reporter,
      incident_date: '2025-01-01',
      product: `Product ${i % 7}`,
      part_number: 'N/A',
      status: i % 10 === 0 ? 'pending-update' : statuses[i % statuses.length],
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await t.db
        .insertInto('incidents')
        .values(rows.slice(start, start + 200) as never)
        .execute();
    }
    await t.db.executeQuery(CompiledQuery.raw('analyze'));
    const filters = JSON.stringify([{ key: 'status', filter: ['pending-update'], allowEmpty: false }]);
    const [text] = await plans({ sortBy: 'product', filters }, 'user', 20);
    if (t.app.appContext.dbKind === 'sqlite') {
      expect(text, text).toMatch(
        /SEARCH (main\.)?incidents USING (COVERING )?INDEX incidents_\w*status\w*_idx \(status=/,
      );
    } else {
      // PostgreSQL weighs the LIMIT against the filter itself (this choice is SQLite's heuristic,
      // readsSortIndex); for 2,000 rows it may read either index. No table scan either way.
      expect(text, text).not.toMatch(/Seq Scan on incidents/);
      expect(text, text).toMatch(/Index (Only )?Scan( Backward)? using \w+ on incidents/);
    }
    await t.db.deleteFrom('incidents').where('id', 'like', 'few-%').execute();
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
      const query = listQuery({ search: 'zqplus', filters: JSON.stringify(filters) });
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
        const query = listQuery({ search: 'zqplus', filters: JSON.stringify(cases[0]) });
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
