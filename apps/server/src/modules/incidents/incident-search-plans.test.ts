import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { listCondition } from './incident-list-repository';
import { useSearchFixture } from './incident-search-fixture';
import { contains } from './incident-search-sql';
import { listQuery } from './incident-test-kit';

/**
 * How the search and the contains filters are answered: the indexes and plans each database uses
 * (decisions 010, 019 and 025), on the fixture of incident-search.test.ts.
 */
describe('incident search: indexes and plans', () => {
  const s = useSearchFixture();
  const { rows, list } = s;

  it("answers a column's contains filter as its own ILIKE/LIKE, narrowed by search_text on PostgreSQL", async () => {
    const kind = s.t.app.appContext.dbKind;
    const filtered = async (key: string, text: string) => {
      const { items } = await list(s.k.callers.admin, {
        filters: [{ key, type: 'string', contains: text }],
        rowsPerPage: '200',
      });
      return items.map((i) => i.id).sort();
    };
    const columnScan = async (column: string, text: string) => {
      const result = await s.t.db
        .selectFrom('incidents')
        .select('id')
        .where(contains(kind, sql.ref(column), text) as never)
        .orderBy('id')
        .execute();
      return result.map((r) => r.id);
    };
    const cases: [string, string, string][] = [
      ['description', 'incidents.description', 'ZQDESC gasket'],
      ['description', 'incidents.description', 'écrou'],
      ['description', 'incidents.description', '100%_off'],
      ['description', 'incidents.description', 'zq'],
      ['description', 'incidents.description', 'a\u001fb'],
      // GRN text that is elsewhere in the row (the product) must not match the GRN filter.
      ['grnNumber', 'incidents.grn_number', 'zqprod'],
      ['grnNumber', 'incidents.grn_number', 'zqgrn'],
      ['orderNumber', 'incidents.order_number', 'wo-zqord'],
    ];
    for (const [key, column, text] of cases) {
      expect(await filtered(key, text), `${key} ${text}`).toEqual(await columnScan(column, text));
    }
    expect(await filtered('grnNumber', 'zqprod')).toEqual([]);
    expect(await filtered('grnNumber', 'zqgrn')).toEqual([rows.grn]);
    if (kind === 'postgres') {
      const where = listCondition(
        kind,
        listQuery({ filters: [{ key: 'description', type: 'string', contains: 'zqdesc' }] }),
        { id: 'someone', role: 'admin' },
      );
      const compiled = s.t.db
        .selectFrom('incidents')
        .select(sql`count(*)`.as('n'))
        .where(where as never)
        .compile();
      const plan = await queryPlan(s.t.db, kind, compiled);
      expect(plan, plan).toMatch(/Bitmap Index Scan on incidents_search_text_trgm_idx/);
      expect(plan, plan).toMatch(/description ~~\* /);
    }
  });

  it('uses the search index for terms of 3 characters or more (not for shorter ones)', async () => {
    const kind = s.t.app.appContext.dbKind;
    const explain = async (search: string) => {
      // With a reporter the term names (looked up before the incidents and bound: reportersNamed).
      const query = listQuery({ search }, ['someone']);
      // As an admin: no 'not a draft' condition, whose own (partial) index PostgreSQL could read for a table
      // this small instead of the trigram indexes.
      const where = listCondition(kind, query, { id: 'someone', role: 'admin' });
      const compiled = s.t.db
        .selectFrom('incidents')
        .select(sql`count(*)`.as('n'))
        .where(where as never)
        .compile();
      // PostgreSQL prefers a sequential scan of a small table; discouraged, it must find the trigram indexes.
      return queryPlan(s.t.db, kind, compiled);
    };
    const indexed = await explain('gasket');
    const short = await explain('ga');
    if (kind === 'sqlite') {
      expect(indexed, indexed).toMatch(/SCAN incident_search VIRTUAL TABLE/);
      expect(indexed, indexed).not.toMatch(/SCAN incidents\b(?! USING)/);
      expect(indexed, indexed).not.toMatch(/SCAN incident_search_keys\b/);
      // Each match's key is looked up by its primary key, not found by a scan.
      expect(indexed, indexed).toMatch(/SEARCH incident_search_keys USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(short, short).not.toMatch(/incident_search/);
    } else {
      // One LIKE on the generated search_text, found by its trigram index (migration 100).
      expect(indexed, indexed).toMatch(/Bitmap Index Scan on incidents_search_text_trgm_idx/);
      expect(indexed, indexed).toMatch(/search_text ~~ /);
      // No ILIKE on the incidents, nor on the users' names (looked up before, as a query of their own).
      expect(indexed, indexed).not.toMatch(/~~\*/);
      expect(indexed, indexed).not.toMatch(/Seq Scan on incidents/);
      // The reporters found are looked up through a reporter index, beside the trigram index.
      expect(indexed, indexed).toMatch(/Index Cond: \(reported_by = ANY/);
    }
  });

  it('keeps no pending list in the PostgreSQL trigram indexes (fastupdate off), so searches stay steady', async () => {
    if (s.t.app.appContext.dbKind === 'sqlite') {
      // SQLite's full-text table has no pending list; its index must exist instead.
      const tables = await sql<{
        name: string;
      }>`select name from sqlite_master where name = 'incident_search'`.execute(s.t.db);
      expect(tables.rows).toEqual([{ name: 'incident_search' }]);
      return;
    }
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relname like 'incidents_%_trgm_idx' and n.nspname = current_schema()`.execute(s.t.db);
    // Migration 100 replaced the ten per-column indexes of migration 050 by one on search_text.
    expect(rows.map((row) => row.name)).toEqual(['incidents_search_text_trgm_idx']);
    for (const row of rows) expect(row.options, row.name).toContain('fastupdate=off');
  });
});
