import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { nowIso } from '../../db/values';
import { insertProduct } from '../reference/reference-repository';
import { listTotal } from './incident-list-count-repository';
import { listCondition } from './incident-list-repository';
import type { IncidentRecord } from './incident-record';
import { insertIncidentRows } from './incident-repository';
import { type Caller, type IncidentKit, incidentKit, incidentRecord, listQuery } from './incident-test-kit';

type Item = { id: string; incidentNumber: number | null; defectiveQuantity: number | null; status: string };

describe('incident list, filters and distinct values', () => {
  let t: TestApp;
  let k: IncidentKit;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    await insertProduct(t.db, { id: randomUUID(), name: 'Lister', now: nowIso() });
    k = await incidentKit(t);
    const { user, quality, admin } = k.callers;
    const base = { product: 'Lister', description: 'zqlist incident' };
    ids.a = (
      await k.create(user, 'submit', { ...base, incidentDate: '2025-01-10', defectiveQuantity: 1 })
    ).id;
    ids.b = (
      await k.create(quality, 'submit', {
        ...base,
        incidentDate: '2025-02-20',
        defectiveQuantity: 5,
        grnNumber: 'GRN12345678',
        incidentJustified: true,
      })
    ).id;
    ids.c = (
      await k.create(user, 'save-draft', { ...base, incidentDate: '2025-03-05', defectiveQuantity: 10 })
    ).id;
    ids.d = (await k.create(admin, 'save-draft', { ...base, incidentDate: '2025-03-06' })).id;
    ids.e = (
      await k.create(user, 'submit', { ...base, incidentDate: '2025-02-01', incidentJustified: false })
    ).id;
    await k.act(quality, ids.e, { action: 'request-more-information', pendingUpdateReason: 'More' });
    ids.f = (await k.create(user, 'save-draft', base)).id;
    await k.act(user, ids.f, { action: 'delete' });

    const now = Date.now();
    const rows: IncidentRecord[] = Array.from({ length: 60 }, (_, i) =>
      incidentRecord({
        incidentNumber: 900_000 + i,
        reportedBy: user.id,
        incidentDate: '2024-05-01',
        defectiveQuantity: i % 10 === 0 ? null : i,
        description: `zqpage row ${i}`,
        created_at: new Date(now - i * 1000).toISOString(),
        updated_at: new Date(now - i * 1000).toISOString(),
      }),
    );
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, rows));
  });
  afterAll(() => t.close());

  const list = (caller: Caller, query: Record<string, unknown>) => k.list<Item>(caller, query);
  const names = (items: Item[]) =>
    Object.entries(ids)
      .filter(([, id]) => items.some((i) => i.id === id))
      .map(([name]) => name)
      .sort();

  it('view list hides drafts from non-admins; admins see every draft', async () => {
    expect(names((await list(k.callers.user, { search: 'zqlist' })).items)).toEqual(['a', 'b', 'e', 'f']);
    expect(names((await list(k.callers.quality, { search: 'zqlist' })).items)).toEqual(['a', 'b', 'e', 'f']);
    expect(names((await list(k.callers.admin, { search: 'ZQLIST' })).items)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
  });

  it('view drafts: own drafts plus own pending-update (admins: every draft)', async () => {
    expect(names((await list(k.callers.user, { view: 'drafts' })).items)).toEqual(['c', 'e']);
    expect(names((await list(k.callers.quality, { view: 'drafts' })).items)).toEqual([]);
    expect(names((await list(k.callers.admin, { view: 'drafts' })).items)).toEqual(['c', 'd']);
  });

  it('pages on the server with a stable default order (incident number, newest first)', async () => {
    const first = await list(k.callers.user, { search: 'zqpage', rowsPerPage: '50' });
    const second = await list(k.callers.user, { search: 'zqpage', rowsPerPage: '50', page: '1' });
    expect(first).toMatchObject({ total: 60, totalCapped: false, page: 0, rowsPerPage: 50 });
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(10);
    const numbers = [...first.items, ...second.items].map((i) => i.incidentNumber);
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, i) => 900_059 - i));
    expect(first.items[0]).toHaveProperty('investigationStatus', null);
  });

  it('counts the matches up to a limit and says when there are more (a list says "10,000+")', async () => {
    const kind = t.app.appContext.dbKind;
    const where = listCondition(kind, listQuery({ search: 'zqpage' }), { id: 'x', role: 'quality' });
    expect(await listTotal(t.db, kind, where, 59)).toEqual({ total: 59, totalCapped: true });
    expect(await listTotal(t.db, kind, where, 60)).toEqual({ total: 60, totalCapped: false });
  });

  it('cuts long descriptions on a page to 200 characters and an ellipsis; the detail has them whole', async () => {
    const long = `zqlong ${'é🔧'.repeat(150)}`;
    const { id } = await k.create(k.callers.user, 'submit', { product: 'Lister', description: long });
    const { items } = await list(k.callers.user, { search: 'zqlong' });
    const item = items.find((i) => i.id === id) as Item & { description: string };
    expect(Array.from(item.description)).toHaveLength(201);
    expect(item.description).toBe(`${Array.from(long).slice(0, 200).join('')}…`);
    const detail = await k.get(k.callers.user, `/v1/incidents/${id}`);
    expect(detail.body.description).toBe(long);
    const short = (await list(k.callers.user, { search: 'zqlist' })).items[0] as Item & {
      description: string;
    };
    expect(short.description).toBe('zqlist incident');
  });

  it('totals follow every write, by this server or another connection to the same database', async () => {
    const filters = [{ key: 'product', type: 'category', filter: ['Lister'] }];
    const before = (await list(k.callers.quality, { filters })).total;
    expect((await list(k.callers.quality, { filters })).total).toBe(before);
    const { id } = await k.create(k.callers.user, 'submit', { product: 'Lister', description: 'zqcount' });
    expect((await list(k.callers.quality, { filters })).total).toBe(before + 1);
    await k.act(k.callers.quality, id, { action: 'acknowledge' });
    expect((await list(k.callers.quality, { filters, search: 'zqcount' })).total).toBe(1);
    if (t.config.database.kind !== 'sqlite') return;
    // Another process writing to the file: nothing this server keeps may hide it.
    expect((await list(k.callers.quality, { filters })).total).toBe(before + 1);
    const other = new SQLite(t.config.database.file);
    try {
      other.prepare(`update incidents set product = 'Bulk' where id = ?`).run(id);
      expect((await list(k.callers.quality, { filters })).total).toBe(before);
    } finally {
      other.close();
    }
  });

  it('sorts by any column with nulls last, both directions', async () => {
    for (const sortDir of ['asc', 'desc']) {
      const { items } = await list(k.callers.user, {
        search: 'zqpage',
        rowsPerPage: '100',
        sortBy: 'defectiveQuantity',
        sortDir,
      });
      const quantities = items.map((i) => i.defectiveQuantity);
      const present = quantities.filter((q) => q !== null) as number[];
      expect(quantities.slice(present.length)).toEqual(Array(6).fill(null));
      const sorted = [...present].sort((x, y) => (sortDir === 'asc' ? x - y : y - x));
      expect(present).toEqual(sorted);
    }
  });

  const filterNames = async (filters: unknown[], caller: Caller = k.callers.admin) =>
    names((await list(caller, { search: 'zqlist', filters })).items);

  it('string filters match contains, case-insensitively', async () => {
    expect(await filterNames([{ key: 'grnNumber', type: 'string', contains: 'grn1234' }])).toEqual(['b']);
  });

  it('numeric filters use inclusive bounds; allowEmpty lets nulls through', async () => {
    const filter = { key: 'defectiveQuantity', type: 'numeric', allowEmpty: false };
    expect(await filterNames([{ ...filter, from: 1, to: 2 }])).toEqual(['a']);
    expect(await filterNames([{ ...filter, from: 3, to: 3 }])).toEqual(['d', 'e', 'f']);
    expect(await filterNames([{ ...filter, from: 4 }])).toEqual(['b', 'c']);
    const withNulls = await list(k.callers.user, {
      search: 'zqpage',
      filters: [{ key: 'defectiveQuantity', type: 'numeric', from: 1, to: 3, allowEmpty: true }],
    });
    expect(withNulls.total).toBe(9);
    const numbers = await list(k.callers.user, {
      search: 'zqpage',
      filters: [{ key: 'incidentNumber', type: 'numeric', from: '900010', to: 900012 }],
    });
    expect(numbers.items.map((i) => i.incidentNumber)).toEqual([900_012, 900_011, 900_010]);
  });

  it('date filters compare month and year: a list of months and/or from-to bounds', async () => {
    expect(await filterNames([{ key: 'incidentDate', type: 'date', filter: ['2025-02'] }])).toEqual([
      'b',
      'e',
    ]);
    expect(
      await filterNames([{ key: 'incidentDate', type: 'date', from: '2025-02', to: '2025-03' }]),
    ).toEqual(['b', 'c', 'd', 'e']);
    const month = new Date().toISOString().slice(0, 7);
    expect(await filterNames([{ key: 'created_at', type: 'dateTime', filter: [month] }])).toHaveLength(6);
    expect(await filterNames([{ key: 'updated_at', type: 'dateTime', to: '2001-01' }])).toEqual([]);
  });

  it('category, object, status and boolean filters match value lists (allowEmpty for empty values)', async () => {
    expect(
      await filterNames([{ key: 'status', filter: ['pending-update', 'cancelled'], allowEmpty: false }]),
    ).toEqual(['e', 'f']);
    expect(
      await filterNames([{ key: 'reportedBy', filter: [k.callers.quality.id], allowEmpty: false }]),
    ).toEqual(['b']);
    const location = k.form.incidentLocation!.id;
    expect(
      await filterNames([{ key: 'incidentLocation', type: 'object', filter: [location], allowEmpty: false }]),
    ).toHaveLength(6);
    expect(
      await filterNames([
        { key: 'incidentLocation', type: 'object', filter: ['elsewhere'], allowEmpty: false },
      ]),
    ).toEqual([]);
    expect(
      await filterNames([{ key: 'incidentJustified', type: 'boolean', filter: [true], allowEmpty: false }]),
    ).toEqual(['b']);
    expect(
      await filterNames([{ key: 'incidentJustified', type: 'boolean', filter: ['No'], allowEmpty: true }]),
    ).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(
      await filterNames([{ key: 'investigationId', type: 'status', filter: ['opened'], allowEmpty: false }]),
    ).toEqual([]);
    expect(await filterNames([{ key: 'investigationId', type: 'status', filter: [null] }])).toHaveLength(6);
    expect(await filterNames([{ key: 'product', filter: null }])).toHaveLength(6);
  });

  it('distinct values: values, labels and counts over the visible list', async () => {
    const get = async (column: string, caller: Caller = k.callers.user) => {
      const res = await k.get(caller, `/v1/incidents/distinct?column=${column}&search=zqlist`);
      expect(res.status, res.text).toBe(200);
      return res.body as { value: unknown; label: string; count: number }[];
    };
    expect(await get('status')).toEqual([
      { value: 'cancelled', label: 'Cancelled', count: 1 },
      { value: 'pending-update', label: 'Pending Update', count: 1 },
      { value: 'submitted', label: 'Submitted', count: 2 },
    ]);
    expect(await get('reportedBy')).toEqual(
      expect.arrayContaining([
        { value: k.callers.user.id, label: 'Uma User', count: 3 },
        { value: k.callers.quality.id, label: 'Quinn Quality', count: 1 },
      ]),
    );
    const location = k.form.incidentLocation!;
    expect(await get('incidentLocation', k.callers.admin)).toEqual([
      { value: location.id, label: location.title, count: 6 },
    ]);
    expect(await get('incidentJustified')).toEqual(
      expect.arrayContaining([
        { value: true, label: 'Yes', count: 1 },
        { value: false, label: 'No', count: 1 },
      ]),
    );
    expect(await get('incidentDate')).toEqual(
      expect.arrayContaining([{ value: '2025-02', label: '02-2025', count: 2 }]),
    );
    expect(await get('investigationId')).toEqual([{ value: null, label: '', count: 4 }]);
  });

  it("the caller's own incidents come with /v1/self, presented like the list", async () => {
    const res = await k.get(k.callers.quality, '/v1/self');
    expect(res.status).toBe(200);
    const own = res.body.incidents.find((i: { id: string }) => i.id === ids.b);
    expect(own).toMatchObject({
      product: 'Lister',
      investigationStatus: null,
      incidentLocation: { id: k.form.incidentLocation!.id },
    });
  });
});
