import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usingPostgres } from '../../../test/helpers/test-database';
import type { Database } from '../../db/types';
import { foldIncidentCounts, readsOnlyStatusAndProduct } from './incident-counts';
import { listCondition } from './incident-list-repository';
import { insertIncidentRows } from './incident-repository';
import { incidentKit, incidentRecord } from './incident-test-kit';

/** PostgreSQL's SQL, compiled without a database. */
const postgresSql = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const filter = (key: string, values: string[], contains = '') => ({
  key,
  type: 'category',
  allowEmpty: false,
  allowAll: false,
  filter: values,
  contains,
  from: null,
  to: null,
});

const conditionSql = (query: Record<string, unknown>, role: 'user' | 'admin' = 'user') =>
  listCondition(
    'postgres',
    { view: 'list', search: '', filters: [], sortBy: 'incidentNumber', sortDir: 'desc', ...query } as never,
    { id: 'someone', role },
  ).compile(postgresSql).sql;

describe('which list totals PostgreSQL sums from its counts per (status, product) (decision 031)', () => {
  it('takes the plain list, and filters on the status and the product, with or without blanks', () => {
    expect(readsOnlyStatusAndProduct(conditionSql({}))).toBe(true);
    expect(readsOnlyStatusAndProduct(conditionSql({}, 'admin'))).toBe(true);
    const both = [filter('status', ['submitted', 'closed']), filter('product', ['Gearbox 200'])];
    expect(readsOnlyStatusAndProduct(conditionSql({ filters: both }))).toBe(true);
    const blanks = { ...filter('product', ['Gearbox 200']), allowEmpty: true };
    expect(readsOnlyStatusAndProduct(conditionSql({ filters: [blanks] }))).toBe(true);
  });

  it('leaves to the incidents a search, another column, or anything it does not know', () => {
    expect(readsOnlyStatusAndProduct(conditionSql({ search: 'bearing' }))).toBe(false);
    expect(readsOnlyStatusAndProduct(conditionSql({ filters: [filter('partNumber', ['CP-7'])] }))).toBe(
      false,
    );
    expect(
      readsOnlyStatusAndProduct(
        conditionSql({
          filters: [{ ...filter('incidentDate', []), type: 'date', filter: null, from: '2026-01' }],
        }),
      ),
    ).toBe(false);
    expect(readsOnlyStatusAndProduct(conditionSql({ view: 'drafts' }))).toBe(false);
    expect(readsOnlyStatusAndProduct(`"incidents"."status" = 'closed'`)).toBe(false);
    expect(readsOnlyStatusAndProduct(`"incidents"."status" in (select status from other)`)).toBe(false);
    expect(readsOnlyStatusAndProduct(`lower("incidents"."product") = $1`)).toBe(false);
  });
});

describe.skipIf(!usingPostgres())('PostgreSQL: incident counts per (status, product) (decision 031)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof incidentKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  /** The counts table's sums and a count of the incidents, per (status, product), as sorted text. */
  const sums = async () => {
    const rows = await sql<{ g: string; n: string }>`select status || ' / ' || product as g, sum(n)::text as n
      from incident_counts group by 1 having sum(n) <> 0 order by 1`.execute(t.db);
    return rows.rows.map((r) => `${r.g}: ${r.n}`);
  };
  const counted = async () => {
    const rows = await sql<{
      g: string;
      n: string;
    }>`select status || ' / ' || product as g, count(*)::text as n
      from incidents group by 1 order by 1`.execute(t.db);
    return rows.rows.map((r) => `${r.g}: ${r.n}`);
  };

  it('keeps the sums equal to the incidents through API writes, bulk inserts, direct updates and deletes', async () => {
    const submitted = await k.create(k.callers.user, 'submit');
    await k.create(k.callers.user, 'save-draft');
    expect((await k.act(k.callers.quality, submitted.id, { action: 'acknowledge' })).status).toBe(200);
    const bulk = Array.from({ length: 30 }, (_, i) =>
      incidentRecord({ reportedBy: k.callers.user.id, product: i % 2 ? 'Counted B' : 'Counted C' }),
    );
    await insertIncidentRows(t.db, bulk);
    await t.db
      .updateTable('incidents')
      .set({ product: 'Counted D' })
      .where('product', '=', 'Counted C')
      .execute();
    await t.db.updateTable('incidents').set({ grn_number: 'unchanged counts' }).execute();
    await t.db.deleteFrom('incidents').where('id', '=', bulk[1]!.id).execute();
    expect(await sums()).toEqual(await counted());
    expect(await sums()).toContain('submitted / Counted D: 15');
    expect(await sums()).toContain('submitted / Counted B: 14');
  });

  it('folds its rows into one per (status, product) without changing a sum', async () => {
    const before = await sums();
    const rows = await foldIncidentCounts(t.db);
    expect(rows).toBeGreaterThan(before.length);
    expect(await sums()).toEqual(before);
    const left = await sql<{ n: string }>`select count(*)::text as n from incident_counts`.execute(t.db);
    expect(Number(left.rows[0]!.n)).toBe(before.length);
  });

  it('answers the list totals it can from the counts, and the others from the incidents', async () => {
    const total = async (query: Record<string, unknown>) => (await k.list(k.callers.quality, query)).total;
    const products = { filters: [filter('product', ['Counted B'])] };
    const search = { search: 'unchanged counts' };
    const plain = await total({});
    const byProduct = await total(products);
    const searched = await total(search);
    expect(byProduct).toBe(14);
    // A change row that no incident stands for: the totals summed from the counts move, the others do not.
    await sql`insert into incident_counts (status, product, n) values ('submitted', 'Counted B', 1000)`.execute(
      t.db,
    );
    try {
      expect(await total(products)).toBe(byProduct + 1000);
      expect(await total({})).toBe(plain + 1000);
      expect(await total(search)).toBe(searched);
    } finally {
      await sql`insert into incident_counts (status, product, n) values ('submitted', 'Counted B', -1000)`.execute(
        t.db,
      );
    }
    expect(await total(products)).toBe(byProduct);
  });

  it('lets writers and a fold run while another write is uncommitted, and counts that write once committed', async () => {
    const inserted = incidentRecord({ reportedBy: k.callers.user.id, product: 'Counted E' });
    await t.db.transaction().execute(async (trx) => {
      await insertIncidentRows(trx as never, [inserted]);
      // Other connections, with a lock timeout: each would fail if it waited for this transaction.
      await t.db.connection().execute(async (other) => {
        await sql`set lock_timeout = '2s'`.execute(other);
        await insertIncidentRows(other, [
          incidentRecord({ reportedBy: k.callers.user.id, product: 'Counted E' }),
        ]);
        await foldIncidentCounts(other);
        await sql`reset lock_timeout`.execute(other);
      });
      expect(await sums()).toContain('submitted / Counted E: 1');
    });
    expect(await sums()).toContain('submitted / Counted E: 2');
    expect(await sums()).toEqual(await counted());
  });

  it('empties the counts when the incidents are truncated', async () => {
    await sql`truncate incidents cascade`.execute(t.db);
    expect(await sums()).toEqual([]);
    expect((await k.list(k.callers.quality, {})).total).toBe(0);
  });
});
