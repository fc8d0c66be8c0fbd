import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usingPostgres } from '../../../test/helpers/test-database';
import { compileExportBatchQueries } from './export-rows-repository';
import { compileListPageKeyQueries } from './incident-list-repository';
import { listQuery } from './incident-test-kit';

/**
 * SQLite's statistics (sqlite_stat1) of the 100,000-incident bench file, for the tables a search page reads.
 * SQLite plans by them; with the few rows of a test database it would not consider the plans that matter.
 */
const STATISTICS_AT_100_000: readonly [string, string, string][] = [
  ['incident_search_keys', 'sqlite_autoindex_incident_search_keys_1', '100040 1'],
  ['incidents', 'incidents_category_id_idx', '100040 16674'],
  ['incidents', 'incidents_category_title_idx', '100040 16674'],
  ['incidents', 'incidents_chart_date_idx', '100040 92 11 1 1 1'],
  ['incidents', 'incidents_chart_idx', '100040 14292 1588 11 2 1 1'],
  ['incidents', 'incidents_chart_investigation_idx', '100040 2 2 2 1 1'],
  ['incidents', 'incidents_created_at_idx', '100040 1'],
  ['incidents', 'incidents_further_subcategory_id_idx', '100040 12505'],
  ['incidents', 'incidents_further_subcategory_title_idx', '100040 12505'],
  ['incidents', 'incidents_grn_number_idx', '100040 2'],
  ['incidents', 'incidents_id_visibility_idx', '100040 1 1 1 1'],
  ['incidents', 'incidents_incident_justified_idx', '100040 33347'],
  ['incidents', 'incidents_list_defective_quantity_idx', '100040 201 1 1 1 1 1'],
  ['incidents', 'incidents_list_incident_date_idx', '100040 92 1 1 1 1 1'],
  ['incidents', 'incidents_list_incident_number_idx', '100040 1 1 1 1 1 1 1'],
  ['incidents', 'incidents_list_location_idx', '100040 33347 4764 530'],
  ['incidents', 'incidents_list_product_idx', '100040 14292 1 1 1 1 1'],
  ['incidents', 'incidents_list_status_idx', '100040 11116 1 1 1 1 1'],
  ['incidents', 'incidents_list_updated_at_idx', '100040 1 1 1 1 1 1 1'],
  ['incidents', 'incidents_location_title_idx', '100040 33347'],
  ['incidents', 'incidents_order_number_idx', '100040 2'],
  ['incidents', 'incidents_part_number_idx', '100040 6253'],
  ['incidents', 'incidents_reported_by_created_idx', '100040 25010 1'],
  ['incidents', 'incidents_reported_by_status_idx', '100040 25010 2779'],
  ['incidents', 'incidents_status_number_idx', '100040 11116 1'],
  ['incidents', 'incidents_subcategory_id_idx', '100040 16674'],
  ['incidents', 'incidents_subcategory_title_idx', '100040 16674'],
  ['incidents', 'sqlite_autoindex_incidents_1', '100040 1'],
  ['incidents', 'sqlite_autoindex_incidents_2', '100040 1'],
];

const SORTS = ['incidentNumber', 'incidentDate', 'updated_at', 'product', 'status', 'defectiveQuantity'];

/** The plan's first line reads `incidents` in the order of the sort column's list index. */
function expectReadInSortOrder(text: string) {
  const first = text.split('\n')[0] ?? '';
  expect(first, text).toMatch(/^(SCAN|SEARCH) incidents USING (COVERING )?INDEX incidents_list_\w+_idx/);
  // Not the matches looked up by id (`id=?`), nor a skip-scan of the sort index for each of them (`ANY(…)`).
  expect(first, text).not.toMatch(/\bid=\?|ANY\(/);
  expect(text, text).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
}

/**
 * A text search that matches many incidents is read in the order of the sort column's list index, each entry
 * tested against the matches: a page (incident-list-page-keys-repository.ts), and each batch of an export's keyset walk
 * from its cursor (incident-list-batches-repository.ts). The matches must not drive an index. As `id = ?` lookups, SQLite
 * skip-scanned the quantity index once per distinct quantity for each of 26,891 matching ids (page 41 of
 * "conveyor" sorted by quantity, descending, took 6.6 s instead of 0.12 s on the bench file), and an export
 * read and sorted every match for each batch (5,785 rows of "gasket": ~2 s, against ~0.8 s in sort order).
 * SQLite only: PostgreSQL's search is one condition on `search_text` (decision 025).
 */
describe.skipIf(usingPostgres())(
  'a search read in sort order (SQLite, statistics of 100,000 incidents)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      await t.db.executeQuery(CompiledQuery.raw('analyze'));
      await t.db.executeQuery(
        CompiledQuery.raw(`delete from sqlite_stat1 where tbl in ('incidents', 'incident_search_keys')`),
      );
      for (const row of STATISTICS_AT_100_000) {
        await t.db.executeQuery(
          CompiledQuery.raw('insert into sqlite_stat1 (tbl, idx, stat) values (?, ?, ?)', [...row]),
        );
      }
      // Loads the statistics into this connection's planner.
      await t.db.executeQuery(CompiledQuery.raw('analyze sqlite_schema'));
    });
    afterAll(() => t.close());

    const cases = SORTS.flatMap((sortBy) =>
      (['asc', 'desc'] as const).map((sortDir) => [sortBy, sortDir] as const),
    );

    it.each(cases)('a page sorted by %s %s is read in sort order', async (sortBy, sortDir) => {
      for (const page of [3, 40]) {
        const query = listQuery({
          search: 'conveyor',
          sortBy,
          sortDir,
          page,
          rowsPerPage: 200,
        });
        const admin = { id: 'someone', role: 'admin' } as const;
        const compiled = await compileListPageKeyQueries(t.db, 'sqlite', query, admin, 26_891);
        expect(compiled.length).toBeGreaterThan(0);
        for (const one of compiled) expectReadInSortOrder(await queryPlan(t.db, 'sqlite', one));
      }
    });

    it.each(cases)('an export sorted by %s %s reads each batch in sort order', async (sortBy, sortDir) => {
      const query = listQuery({ search: 'conveyor', sortBy, sortDir });
      const admin = { id: 'someone', role: 'admin' } as const;
      const statements = compileExportBatchQueries(t.db, 'sqlite', query, admin, 500, 'value');
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) expectReadInSortOrder(await queryPlan(t.db, 'sqlite', statement));
    });
  },
);
