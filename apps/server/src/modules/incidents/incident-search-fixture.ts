import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { SEARCH_COLUMNS } from './incident-columns-sql';
import type { IncidentRecord } from './incident-record';
import { insertIncidentRows } from './incident-repository';
import { contains, statusesLabelled } from './incident-search-sql';
import { type Caller, type IncidentKit, incidentKit, incidentRecord } from './incident-test-kit';

type Item = { id: string; incidentNumber: number | null; defectiveQuantity: number | null; status: string };

/**
 * The incidents the search tests look for, and the reference they compare with: the scan of every searched
 * column, written as it was before the indexes (migrations 050 and 100). Call it in a describe block: it
 * starts the app before the tests and closes it after. `t` and `k` are there once the tests run.
 */
export function useSearchFixture() {
  let t!: TestApp;
  let k!: IncidentKit;
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

  beforeAll(async () => {
    t = await startTestApp();
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
    // What the table shows besides the row's own text: the reporter's name and the status's label.
    parts.push(
      sql`${sql.ref('incidents.reported_by')} in (select ${sql.ref('users.user_id')} from users where ${contains(kind, sql.ref('users.name'), search)})`,
    );
    const statuses = statusesLabelled(search);
    if (statuses.length > 0) parts.push(sql`${sql.ref('incidents.status')} in (${sql.join(statuses)})`);
    const result = await t.db
      .selectFrom('incidents')
      .select('id')
      .where(sql<SqlBool>`(${sql.join(parts, sql` or `)})`)
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

  return {
    get t() {
      return t;
    },
    get k() {
      return k;
    },
    rows,
    row,
    list,
    found,
    scanIds,
    apiIds,
  };
}
