import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { SEARCH_COLUMNS } from './incident-columns-sql';
import { contains } from './incident-list-conditions';
import { listCondition } from './incident-list-repository';
import type { IncidentRecord } from './incident-record';
import { insertIncidentRows } from './incident-repository';
import { indexPendingSearch } from './incident-search-indexer';
import { type Caller, type IncidentKit, incidentKit, incidentRecord } from './incident-test-kit';

type Item = { id: string; incidentNumber: number | null; defectiveQuantity: number | null; status: string };

/**
 * The global search (incident-search-sql.ts, migration 050) must return exactly what the scan of every
 * searched column returned before the index: the reference here is that scan, written as it was.
 */
describe('incident search', () => {
  let t: TestApp;
  let k: IncidentKit;
  const rows: Record<string, string> = {};
  let nextNumber = 970_000;

  function row(name: string, fields: Partial<IncidentRecord>): IncidentRecord {
    nextNumber += 1;
    const record = incidentRecord({
      incidentNumber: nextNumber,
      reportedBy: k.callers.user.id,
      incidentDate: '2025-04-01',
      product: 'Searchable',
      defectiveQuantity: 1,
      description: 'plain',
      ...fields,
    });
    rows[name] = record.id;
    return record;
  }

  /** SQLite: writes every pending incident to the full-text table, as the server's timer does (migration 090). */
  async function indexAll(): Promise<void> {
    if (t.app.appContext.dbKind !== 'sqlite') return;
    while ((await indexPendingSearch(t.db)) > 0) {}
  }

  async function pendingCount(): Promise<number> {
    const { rows } = await sql<{ n: number }>`select count(*) as n from incident_search_pending`.execute(
      t.db,
    );
    return Number(rows[0]?.n);
  }

  beforeAll(async () => {
    // The indexer runs only when a test calls it, so that each test knows what is indexed and what pending.
    t = await startTestApp({ env: { SQLITE_SEARCH_INDEX_MS: '0' } });
    k = await incidentKit(t);
    const node = (title: string) => ({ id: `node-${title}`, title });
    const fixture = [
      row('product', { product: 'Zqprod Widget' }),
      row('part', { partNumber: 'PN-ZQPART-9' }),
      row('grn', { grnNumber: 'GRN-zqgrn-1' }),
      row('order', { orderNumber: 'WO-ZQORD-7' }),
      row('description', { description: 'Leaking zqdesc gasket at the flange' }),
      row('location', { incidentLocation: node('Zqloc Hall') }),
      row('category', { incidentLocation: node('Hall'), category: node('Zqcat Seals') }),
      row('subcategory', { incidentLocation: node('Hall'), subcategory: node('Zqsub Rings') }),
      row('further', { incidentLocation: node('Hall'), furtherSubcategory: node('Zqfur Lips') }),
      row('number', { incidentNumber: 9_876_543 }),
      row('cross', { product: 'end zqxa', partNumber: 'zqxb start' }),
      row('special', { description: 'zqspec 100%_off \\back "quoted" a*b: (x) -y NEAR AND OR O\'Brien' }),
      row('wildcardDecoy', { description: 'zqspec 100XYoff Xback' }),
      row('accented', { description: 'zqacc écrou STRAßE' }),
      row('accentedUpper', { description: 'zqacc ÉCROU straße' }),
      row('kelvin', { description: 'zqacc 5\u212A resistor' }),
      row('short', { description: 'xx zy xx' }),
      row('draft', { description: 'zqdraft hidden', status: 'draft', incidentNumber: null }),
      ...Array.from({ length: 60 }, (_, i) =>
        row(`bulk${i}`, { description: `zqbulk row ${i}`, defectiveQuantity: i % 7 }),
      ),
    ];
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, fixture));
    await indexAll();
  });
  afterAll(() => t.close());

  const list = (caller: Caller, query: Record<string, unknown>) => k.list<Item>(caller, query);

  /** Names of the fixture rows a search finds (as the admin, who also sees drafts). */
  async function found(search: string, caller: Caller = k.callers.admin): Promise<string[]> {
    const { items, total } = await list(caller, { search, rowsPerPage: '200' });
    expect(items.length).toBe(total);
    return Object.entries(rows)
      .filter(([, id]) => items.some((i) => i.id === id))
      .map(([name]) => name)
      .sort();
  }

  /** The ids the search matched before the index: LIKE/ILIKE on every searched column, the number as text. */
  async function scanIds(search: string): Promise<string[]> {
    const kind = t.app.appContext.dbKind;
    const parts = SEARCH_COLUMNS.map((c) => contains(kind, sql.ref(c), search));
    parts.push(contains(kind, sql`cast(${sql.ref('incidents.incident_number')} as text)`, search));
    const result = await t.db
      .selectFrom('incidents')
      .select('id')
      .where(sql`(${sql.join(parts, sql` or `)})` as never)
      .orderBy('id')
      .execute();
    return result.map((r) => r.id);
  }

  async function apiIds(search: string): Promise<string[]> {
    const admin = k.callers.admin;
    const ids: string[] = [];
    for (let page = 0; ; page += 1) {
      const { items, total } = await list(admin, { search, rowsPerPage: '200', page: String(page) });
      ids.push(...items.map((i) => i.id));
      if (ids.length >= total || items.length === 0) break;
    }
    return ids.sort();
  }

  it('finds a substring of each searched field, ignoring case', async () => {
    expect(await found('qprod w')).toEqual(['product']);
    expect(await found('zqpart')).toEqual(['part']);
    expect(await found('ZQGRN')).toEqual(['grn']);
    expect(await found('zqord-7')).toEqual(['order']);
    expect(await found('ZqDeSc GaSk')).toEqual(['description']);
    expect(await found('qloc hal')).toEqual(['location']);
    expect(await found('zqcat')).toEqual(['category']);
    expect(await found('qsub r')).toEqual(['subcategory']);
    expect(await found('ZQFUR')).toEqual(['further']);
  });

  it('matches the incident number as text, and whole numbers inside it', async () => {
    expect(await found('876543')).toEqual(['number']);
    expect(await found('9876543')).toEqual(['number']);
  });

  it('never matches across two fields', async () => {
    expect(await found('zqxa')).toEqual(['cross']);
    expect(await found('zqxazqxb')).toEqual([]);
    expect(await found('zqxa zqxb')).toEqual([]);
    expect(await found('zqxa\nzqxb')).toEqual([]);
    // PostgreSQL's search_text joins the columns with this character: a term holding it is still per column.
    expect(await found('zqxa\u001fzqxb')).toEqual([]);
    expect(await apiIds('a\u001fz')).toEqual(await scanIds('a\u001fz'));
    expect(await apiIds('\u001f')).toEqual([]);
  });

  it('takes wildcards, quotes, backslashes and full-text syntax literally', async () => {
    expect(await found('100%_off')).toEqual(['special']);
    expect(await found('\\back')).toEqual(['special']);
    for (const term of ['"quoted"', 'a*b:', '(x) -y', 'NEAR AND OR', "O'Brien", '"', '*', 'R AND O']) {
      expect(await found(term), term).toEqual(['special']);
    }
    for (const term of [
      'quoted" OR "zqspec',
      'zqspec*',
      'description:zqspec',
      'zqspec NOT x',
      'NEAR(zqspec)',
    ]) {
      expect(await found(term), term).toEqual([]);
    }
    expect(await found('zqspec')).toEqual(['special', 'wildcardDecoy']);
  });

  it('short terms (fewer than 3 characters) still search every row', async () => {
    expect(await found('zy')).toEqual(['short']);
    expect(await apiIds('zy')).toEqual(await scanIds('zy'));
    expect(await apiIds('%')).toEqual(await scanIds('%'));
    expect(await apiIds('Q')).toEqual(await scanIds('Q'));
  });

  it('returns exactly the rows of the scan, non-ASCII letters included', async () => {
    const terms = [
      'zqacc',
      'écrou',
      'ÉCROU',
      'straße',
      'STRASSE',
      '5k',
      '5\u212A',
      'zqbulk row 1',
      'ow 5',
      '\\',
      '_',
      'zq',
      '42',
      'é🔧x',
    ];
    for (const term of terms) expect(await apiIds(term), term).toEqual(await scanIds(term));
  });

  it('keeps drafts visible only as before', async () => {
    expect(await found('zqdraft', k.callers.admin)).toEqual(['draft']);
    expect(await found('zqdraft', k.callers.user)).toEqual([]);
    const drafts = await list(k.callers.user, { search: 'zqdraft', view: 'drafts' });
    expect(drafts.items.map((i) => i.id)).toEqual([rows.draft]);
  });

  it("answers a column's contains filter as its own ILIKE/LIKE, narrowed by search_text on PostgreSQL", async () => {
    const kind = t.app.appContext.dbKind;
    const filtered = async (key: string, text: string) => {
      const { items } = await list(k.callers.admin, {
        filters: [{ key, type: 'string', contains: text }],
        rowsPerPage: '200',
      });
      return items.map((i) => i.id).sort();
    };
    const columnScan = async (column: string, text: string) => {
      const result = await t.db
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
        ZIncidentListQuery.parse({ filters: [{ key: 'description', type: 'string', contains: 'zqdesc' }] }),
        { id: 'someone', role: 'admin' },
      );
      const compiled = t.db
        .selectFrom('incidents')
        .select(sql`count(*)`.as('n'))
        .where(where as never)
        .compile();
      const plan = await queryPlan(t.db, kind, compiled);
      expect(plan, plan).toMatch(/Bitmap Index Scan on incidents_search_text_trgm_idx/);
      expect(plan, plan).toMatch(/description ~~\* /);
    }
  });

  it('combines with a filter, a sort and pages', async () => {
    const query = {
      search: 'ZQBULK',
      filters: [{ key: 'defectiveQuantity', from: 0, to: 5 }],
      sortBy: 'defectiveQuantity',
      sortDir: 'asc',
      rowsPerPage: '50',
    };
    const first = await list(k.callers.user, query);
    const second = await list(k.callers.user, { ...query, page: '1' });
    const expected = Array.from({ length: 60 }, (_, i) => i % 7).filter((q) => q <= 5);
    expect(first.total).toBe(expected.length);
    const quantities = [...first.items, ...second.items].map((i) => i.defectiveQuantity);
    expect(quantities).toEqual(expected.sort((a, b) => a - b));
    expect(expected.length).toBeGreaterThan(50);
    expect(first.items).toHaveLength(50);
  });

  it('follows updates and cancellations of incidents', async () => {
    const { user, admin } = k.callers;
    const draft = await k.create(user, 'save-draft', { description: 'zqbefore edit' });
    expect(await list(admin, { search: 'zqbefore' })).toMatchObject({ total: 1 });
    const submitted = await k.act(user, draft.id, {
      ...k.form,
      description: 'zqafter edit',
      action: 'submit',
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect((await list(admin, { search: 'zqbefore' })).total).toBe(0);
    expect((await list(user, { search: 'zqafter' })).items.map((i) => i.id)).toEqual([draft.id]);

    const other = await k.create(user, 'save-draft', { description: 'zqcancel me' });
    expect((await k.act(user, other.id, { action: 'delete' })).status).toBe(200);
    const cancelled = await list(admin, { search: 'zqcancel' });
    expect(cancelled.items.map((i) => [i.id, i.status])).toEqual([[other.id, 'cancelled']]);
    // A status change keeps the text findable (and leaves the index alone).
    expect(await apiIds('zqcancel')).toEqual(await scanIds('zqcancel'));
    await indexAll();
    expect((await list(admin, { search: 'zqbefore' })).total).toBe(0);
    expect((await list(user, { search: 'zqafter' })).items.map((i) => i.id)).toEqual([draft.id]);
    expect(await apiIds('zqcancel')).toEqual(await scanIds('zqcancel'));
  });

  it('finds new and edited incidents before the full-text table has them, and after (SQLite writes it later)', async () => {
    const { user, admin } = k.callers;
    const fresh = row('fresh', { description: 'zqfresh Gasket ÉCROU' });
    const edited = row('edited', { description: 'zqold text' });
    await insertIncidentRows(t.db, [fresh, edited]);
    await indexAll();
    const draft = await k.create(user, 'save-draft', { description: 'zqold draft' });
    await t.db
      .updateTable('incidents')
      .set({ description: 'zqnew text' })
      .where('id', '=', edited.id)
      .execute();
    const terms = ['zqfresh', 'ZQFRESH gask', 'écrou', 'ÉCROU', 'zqold', 'zqnew', 'zqold draft', 'ext', 'zq'];
    if (t.app.appContext.dbKind === 'sqlite') expect(await pendingCount()).toBe(2);
    // Pending: the new draft and the edited row are scanned; the edited row's stale entry is not used.
    expect(await found('zqold')).toEqual([]);
    expect(await found('zqnew')).toEqual(['edited']);
    expect((await list(admin, { search: 'zqold draft' })).items.map((i) => i.id)).toEqual([draft.id]);
    for (const term of terms) expect(await apiIds(term), term).toEqual(await scanIds(term));
    await indexAll();
    if (t.app.appContext.dbKind === 'sqlite') expect(await pendingCount()).toBe(0);
    expect(await found('zqold')).toEqual([]);
    expect(await found('zqnew')).toEqual(['edited']);
    for (const term of terms) expect(await apiIds(term), term).toEqual(await scanIds(term));
    // A pending incident deleted before it was indexed leaves nothing behind.
    const gone = await k.create(user, 'save-draft', { description: 'zqgone soon' });
    await t.db.deleteFrom('incidents').where('id', '=', gone.id).execute();
    if (t.app.appContext.dbKind === 'sqlite') {
      expect(await pendingCount()).toBe(0);
      await sql`insert into incident_search (incident_search, rank) values ('integrity-check', 0)`.execute(
        t.db,
      );
    }
    expect((await list(admin, { search: 'zqgone' })).total).toBe(0);
    delete rows.fresh;
    delete rows.edited;
  });

  it('forgets deleted incidents', async () => {
    const gone = row('deleted', { description: 'zqdeleted row' });
    await insertIncidentRows(t.db, [gone]);
    expect((await list(k.callers.admin, { search: 'zqdeleted' })).total).toBe(1);
    await t.db.deleteFrom('incidents').where('id', '=', gone.id).execute();
    expect((await list(k.callers.admin, { search: 'zqdeleted' })).total).toBe(0);
    if (t.app.appContext.dbKind === 'sqlite') {
      const keys = await sql<{ n: number }>`
        select count(*) as n from incident_search_keys where incident_id = ${gone.id}`.execute(t.db);
      expect(keys.rows[0]?.n).toBe(0);
    }
    delete rows.deleted;
  });

  it('finds the right incidents after VACUUM moves the rows (SQLite renumbers implicit rowids)', async () => {
    await t.db.deleteFrom('incidents').where('id', '=', rows.bulk0!).execute();
    delete rows.bulk0;
    if (t.app.appContext.dbKind === 'sqlite') await sql`vacuum`.execute(t.db);
    else await sql`vacuum full incidents`.execute(t.db);
    expect(await found('zqdesc')).toEqual(['description']);
    expect(await apiIds('zqbulk')).toEqual(await scanIds('zqbulk'));
    expect(await apiIds('zqbulk')).toHaveLength(59);
  });

  it('exports only the incidents the search finds (CSV and XLSX)', async () => {
    const download = (format: string, search: string) =>
      fetch(`${t.baseUrl}/v1/incidents/export.${format}?search=${encodeURIComponent(search)}`, {
        headers: { authorization: `Bearer ${k.callers.user.token}` },
      });
    const csv = await download('csv', 'ZQDESC');
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Leaking zqdesc gasket');
    expect(text).not.toContain('Zqprod Widget');
    expect(text.trim().split('\n')).toHaveLength(2);
    const xlsx = await download('xlsx', 'zqdesc');
    expect(xlsx.status).toBe(200);
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('uses the search index for terms of 3 characters or more (not for shorter ones)', async () => {
    const kind = t.app.appContext.dbKind;
    const explain = async (search: string) => {
      const query = ZIncidentListQuery.parse({ search });
      // As an admin: no 'not a draft' condition, whose own (partial) index PostgreSQL could read for a table
      // this small instead of the trigram indexes.
      const where = listCondition(kind, query, { id: 'someone', role: 'admin' });
      const compiled = t.db
        .selectFrom('incidents')
        .select(sql`count(*)`.as('n'))
        .where(where as never)
        .compile();
      // PostgreSQL prefers a sequential scan of a small table; discouraged, it must find the trigram indexes.
      return queryPlan(t.db, kind, compiled);
    };
    const indexed = await explain('gasket');
    const short = await explain('ga');
    if (kind === 'sqlite') {
      expect(indexed, indexed).toMatch(/SCAN incident_search VIRTUAL TABLE/);
      expect(indexed, indexed).not.toMatch(/SCAN incidents\b(?! USING)/);
      expect(indexed, indexed).not.toMatch(/SCAN incident_search_keys\b/);
      // The incidents not yet in the full-text table are read from the (small) pending table, by key.
      expect(indexed, indexed).toMatch(/SCAN incident_search_pending\b/);
      expect(indexed, indexed).toMatch(/SEARCH incidents USING INDEX sqlite_autoindex_incidents_1 \(id=\?\)/);
      expect(short, short).not.toMatch(/incident_search/);
    } else {
      // One LIKE on the generated search_text, found by its trigram index (migration 100).
      expect(indexed, indexed).toMatch(/Bitmap Index Scan on incidents_search_text_trgm_idx/);
      expect(indexed, indexed).toMatch(/search_text ~~ /);
      expect(indexed, indexed).not.toMatch(/~~\*/);
      expect(indexed, indexed).not.toMatch(/Seq Scan on incidents/);
    }
  });

  it('keeps no pending list in the PostgreSQL trigram indexes (fastupdate off), so searches stay steady', async () => {
    if (t.app.appContext.dbKind === 'sqlite') {
      // SQLite's full-text table has no pending list; its index must exist instead.
      const tables = await sql<{
        name: string;
      }>`select name from sqlite_master where name = 'incident_search'`.execute(t.db);
      expect(tables.rows).toEqual([{ name: 'incident_search' }]);
      return;
    }
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relname like 'incidents_%_trgm_idx' and n.nspname = current_schema()`.execute(t.db);
    // Migration 100 replaced the ten per-column indexes of migration 050 by one on search_text.
    expect(rows.map((row) => row.name)).toEqual(['incidents_search_text_trgm_idx']);
    for (const row of rows) expect(row.options, row.name).toContain('fastupdate=off');
  });
});
