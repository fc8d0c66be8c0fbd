import { INCIDENT_STATUSES } from '@qi/domain/incident-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { ListActor } from './incident-list-conditions-sql';
import { orderBy, type SortBy, type SortDir } from './incident-list-order-sql';
import { keyPlan, pageKeys } from './incident-list-page-keys-repository';
import { listCondition, listIncidentPage, plainListPage } from './incident-list-repository';
import type { IncidentRecord } from './incident-record';
import { insertIncidentRows } from './incident-repository';
import { incidentRecord, listQuery } from './incident-test-kit';

/**
 * A page found through its ids (incident-list-page-keys-repository.ts) must be the page of the plain query: the same
 * rows in the same order, with nulls last and the id tie-break, in both directions, on every page, whichever
 * way the ids are read (in sort order, through the filters' indexes, split at the nulls).
 */
describe('incident list pages found through their ids', () => {
  let t: TestApp;
  const ROWS = 240;
  const user: ListActor = { id: 'someone', role: 'user' };
  const admin: ListActor = { id: 'someone', role: 'admin' };

  beforeAll(async () => {
    t = await startTestApp();
    const reporter = (await t.db.selectFrom('users').select('user_id').executeTakeFirstOrThrow()).user_id;
    const start = Date.UTC(2025, 0, 1);
    // Few distinct values per column, so that every sort has long runs of ties (ordered by id), and nulls
    // in the nullable sort columns (incident number, quantity, location).
    const rows: IncidentRecord[] = Array.from({ length: ROWS }, (_, i) =>
      incidentRecord({
        incidentNumber: i % 6 === 0 ? null : 700_000 + ((i * 37) % ROWS),
        reportedBy: reporter,
        incidentDate: `2025-0${1 + (i % 3)}-1${i % 4}`,
        product: ['Pager A', 'Pager B', 'Pager C'][i % 3]!,
        defectiveQuantity: i % 5 === 0 ? null : (i * 7) % 30,
        incidentLocation: i % 4 === 0 ? null : { id: `loc-${i % 2}`, title: `Location ${i % 2}` },
        description: `zqpages row ${i}`,
        status: INCIDENT_STATUSES[i % INCIDENT_STATUSES.length]!,
        created_at: new Date(start + (i % 9) * 60_000).toISOString(),
        updated_at: new Date(start + (i % 11) * 60_000).toISOString(),
      }),
    );
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, rows));
  });
  afterAll(() => t.close());

  const SORTS: SortBy[] = [
    'incidentNumber',
    'incidentDate',
    'updated_at',
    'product',
    'status',
    'defectiveQuantity',
    'incidentLocation',
  ];
  const FILTERS: Record<string, unknown[]> = {
    none: [],
    status: [{ key: 'status', type: 'category', filter: ['submitted', 'closed', 'acknowledged'] }],
    product: [{ key: 'product', type: 'category', filter: ['Pager A', 'Pager C'] }],
    quantity: [{ key: 'defectiveQuantity', type: 'numeric', from: 5, to: 20 }],
    location: [
      { key: 'incidentLocation', type: 'object', filter: ['loc-1'] },
      { key: 'product', type: 'category', filter: ['Pager B'] },
    ],
  };

  function parse(sortBy: SortBy, sortDir: SortDir, filters: unknown[], page = 0) {
    return listQuery({
      sortBy,
      sortDir,
      page,
      rowsPerPage: 50,
      ...(filters.length ? { filters: JSON.stringify(filters) } : {}),
    });
  }

  it.each(Object.keys(FILTERS))(
    'every page, sort and direction equals the plain query (filter: %s)',
    async (name) => {
      const kind = t.app.appContext.dbKind;
      let compared = 0;
      for (const actor of [user, admin])
        for (const sortBy of SORTS)
          for (const sortDir of ['asc', 'desc'] as const) {
            const seen: string[] = [];
            for (let page = 0; ; page++) {
              const query = parse(sortBy, sortDir, FILTERS[name]!, page);
              const got = await listIncidentPage(t.db, kind, query, actor);
              const expected = await plainListPage(t.db, kind, query, actor);
              expect(got.items, `${sortBy} ${sortDir} page ${page}`).toEqual(expected);
              seen.push(...got.items.map((item) => item.id));
              compared += got.items.length;
              if (got.items.length < query.rowsPerPage) {
                expect(got.total).toBe(seen.length);
                break;
              }
            }
          }
      expect(compared).toBeGreaterThan(100);
    },
  );

  it('the drafts view pages as the plain query', async () => {
    const kind = t.app.appContext.dbKind;
    for (const sortBy of SORTS)
      for (const sortDir of ['asc', 'desc'] as const) {
        const query = listQuery({ ...parse(sortBy, sortDir, []), view: 'drafts' });
        const got = await listIncidentPage(t.db, kind, query, admin);
        expect(got.items.length).toBeGreaterThan(0);
        expect(got.items, `${sortBy} ${sortDir}`).toEqual(await plainListPage(t.db, kind, query, admin));
      }
  });

  // 'zqpages' matches every row (read in sort order), 'row 17' eleven (found through the search index).
  it.each(['zqpages', 'row 17'])(
    'a text search (%s) with and without a filter pages as the plain query',
    async (search) => {
      const kind = t.app.appContext.dbKind;
      for (const sortBy of SORTS)
        for (const sortDir of ['asc', 'desc'] as const)
          for (const filters of [FILTERS.none!, FILTERS.product!])
            for (const page of [0, 1]) {
              const query = listQuery({
                ...parse(sortBy, sortDir, filters, page),
                search,
              });
              const got = await listIncidentPage(t.db, kind, query, user);
              expect(got.items, `${sortBy} ${sortDir} page ${page}`).toEqual(
                await plainListPage(t.db, kind, query, user),
              );
              if (page === 0 && filters.length === 0) expect(got.items.length).toBeGreaterThan(0);
            }
    },
  );

  it('ids read in sort order, through the filters, or split at the nulls give the plain order at any offset', async () => {
    const kind = t.app.appContext.dbKind;
    for (const [name, filters] of Object.entries(FILTERS))
      for (const sortBy of SORTS)
        for (const dir of ['asc', 'desc'] as const) {
          const query = parse(sortBy, dir, filters);
          const where = listCondition(kind, query, user);
          const unindexed = listCondition(kind, query, user, { indexed: false });
          const all = (
            await t.db
              .selectFrom('incidents')
              .select('incidents.id')
              .where(where as never)
              .orderBy(orderBy(sortBy, dir) as never)
              .execute()
          ).map((row) => row.id);
          expect(all.length, name).toBeGreaterThan(5);
          for (const inOrder of [true, false]) {
            const plan = keyPlan(kind, sortBy, inOrder, where, unindexed);
            // Offsets before, across and after the start of the rows without a value, and past the end.
            for (const offset of [0, 7, all.length - 30, all.length - 3, all.length + 2].filter(
              (n) => n >= 0,
            )) {
              const ids = await pageKeys(t.db, kind, plan, sortBy, dir, 20, offset);
              expect(ids, `${name} ${sortBy} ${dir} inOrder=${inOrder} offset ${offset}`).toEqual(
                all.slice(offset, offset + 20),
              );
            }
          }
        }
  });
});
