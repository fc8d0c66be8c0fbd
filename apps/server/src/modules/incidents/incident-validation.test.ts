import { INCIDENT_MSG } from '@qi/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { nowIso } from '../../db/values';
import { saveReferenceDocument } from '../reference/reference-repository';
import { type IncidentKit, incidentKit } from './incident-test-kit';

const TREE = [
  {
    id: 'Plant',
    title: 'Plant',
    categories: [
      {
        id: 'Line',
        title: 'Line',
        subcategories: [
          { id: 'Cell', title: 'Cell', furtherSubcategories: [{ id: 'Bench', title: 'Bench' }] },
        ],
      },
    ],
  },
  { id: 'Yard', title: 'Yard', categories: [] },
];

describe('incident validation (docs/product.md §5) and bad input', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    await saveReferenceDocument(t.db, 'locations', TREE, nowIso());
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  const plant = () => ({
    incidentLocation: TREE[0]!,
    category: TREE[0]!.categories[0]!,
    subcategory: TREE[0]!.categories[0]!.subcategories[0]!,
    furtherSubcategory: TREE[0]!.categories[0]!.subcategories[0]!.furtherSubcategories[0]!,
  });

  async function issuesFor(overrides: Record<string, unknown>) {
    const res = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, ...plant(), ...overrides, action: 'submit' },
    });
    expect(res.status).toBe(422);
    return res.body.issues as { path: string; message: string }[];
  }

  it.each([
    [{ incidentDate: '' }, 'incidentDate', INCIDENT_MSG.incidentDateRequired],
    [{ incidentDate: '2999-01-01' }, 'incidentDate', INCIDENT_MSG.incidentDateInFuture],
    [{ product: '' }, 'product', INCIDENT_MSG.productRequired],
    [{ product: 'No such product' }, 'product', INCIDENT_MSG.productRequired],
    [{ partNumber: '' }, 'partNumber', INCIDENT_MSG.partNumberRequired],
    [{ partNumber: 'N/A' }, 'partNumber', INCIDENT_MSG.partNumberRequired],
    [{ defectiveQuantity: null }, 'defectiveQuantity', INCIDENT_MSG.defectiveQuantity],
    [{ defectiveQuantity: -1 }, 'defectiveQuantity', INCIDENT_MSG.defectiveQuantity],
    [{ grnNumber: 'X1' }, 'grnNumber', INCIDENT_MSG.grnFormat],
    [{ grnNumber: '  ' }, 'grnNumber', INCIDENT_MSG.grnRequired],
    [{ orderNumber: '' }, 'orderNumber', INCIDENT_MSG.orderRequired],
    [{ incidentLocation: null }, 'incidentLocation', INCIDENT_MSG.locationRequired],
    [{ category: null }, 'category', INCIDENT_MSG.categoryRequired],
    [{ subcategory: null }, 'subcategory', INCIDENT_MSG.subcategoryRequired],
    [{ furtherSubcategory: null }, 'furtherSubcategory', INCIDENT_MSG.furtherSubcategoryRequired],
    [{ description: '  ' }, 'description', INCIDENT_MSG.descriptionRequired],
  ])('%o → %s: %s', async (overrides, path, message) => {
    expect(await issuesFor(overrides)).toContainEqual({ path, message });
  });

  it('GRN and order may be empty when the product is Not Product Related (part number N/A)', async () => {
    const res = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: {
        ...k.form,
        product: 'Not Product Related',
        partNumber: 'N/A',
        grnNumber: '',
        orderNumber: '',
        incidentLocation: TREE[1],
        category: null,
        subcategory: null,
        furtherSubcategory: null,
        action: 'save-draft',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ grnNumber: '', orderNumber: '', incidentLocation: { id: 'Yard' } });
  });

  it('the update form needs an investigation for investigation statuses', async () => {
    const incident = await k.create(k.callers.user, 'submit', plant());
    await t.db
      .updateTable('incidents')
      .set({ status: 'under-investigation' })
      .where('id', '=', incident.id)
      .execute();
    const res = await k.act(k.callers.quality, incident.id, { action: 'update', description: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.issues).toContainEqual({
      path: 'investigationId',
      message: INCIDENT_MSG.investigationRequired,
    });
  });

  it('normalises legacy prefixed fields and drops form-only fields', async () => {
    const { partNumber, defectiveQuantity, grnNumber, orderNumber, ...rest } = k.form;
    const res = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: {
        ...rest,
        ...plant(),
        assemblyPartNumber: partNumber,
        componentQuantity: '7',
        assemblyGrnNumber: 'GRN12345678',
        componentOrderNumber: 'PO-9',
        files: [{ name: 'x' }],
        incidentAcknowledged: true,
        action: 'save-draft',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      partNumber,
      defectiveQuantity: 7,
      grnNumber: 'GRN12345678',
      orderNumber: 'PO-9',
    });
    expect(defectiveQuantity).not.toBe(7);
    expect(grnNumber).not.toBe('GRN12345678');
    expect(orderNumber).not.toBe('PO-9');
  });

  it('wrong types, unknown fields, huge strings and bad bodies are 4xx, never 500, with no write', async () => {
    const before = await t.db
      .selectFrom('incidents')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const bodies: unknown[] = [
      { ...k.form, action: 'submit', defectiveQuantity: 'lots' },
      { ...k.form, action: 'submit', surprise: 1 },
      { ...k.form, action: 'submit', description: 'x'.repeat(20_001) },
      { ...k.form, action: 'publish' },
      { ...k.form, action: 'submit', attachments: 'none' },
      { ...k.form, action: 'submit', incidentLocation: { id: 1 } },
      [],
      'text',
    ];
    for (const body of bodies) {
      const res = await t.request('POST', '/v1/incidents', { token: k.callers.user.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const raw = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      rawBody: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    const huge = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, action: 'submit', description: 'y'.repeat(2_000_000) },
    });
    expect(huge.status).toBe(413);
    const after = await t.db
      .selectFrom('incidents')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses attachments that were not uploaded (422) and leaves the incident unchanged', async () => {
    const draft = await k.create(k.callers.user, 'save-draft', plant());
    const res = await k.act(k.callers.user, draft.id, {
      action: 'save-draft',
      attachments: [
        { id: 'organisations/forged.pdf', name: 'forged.pdf', type: 'application/pdf', size: 3, url: '' },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Unknown attachment: forged.pdf');
    const after = await k.get(k.callers.user, `/v1/incidents/${draft.id}`);
    expect(after.body.attachments).toEqual([]);
  });

  it('bad list queries are 422', async () => {
    for (const query of [
      'rowsPerPage=7',
      'sortBy=nope',
      'filters=notjson',
      `filters=${encodeURIComponent(JSON.stringify([{ key: 'nope', filter: ['x'] }]))}`,
      `filters=${encodeURIComponent(JSON.stringify([{ key: 'incidentDate', from: 'June' }]))}`,
      `filters=${encodeURIComponent(JSON.stringify([{ key: 'defectiveQuantity', from: 'abc' }]))}`,
      'view=everything',
    ]) {
      const res = await k.get(k.callers.user, `/v1/incidents?${query}`);
      expect(res.status, query).toBe(422);
    }
    const distinct = await k.get(k.callers.user, '/v1/incidents/distinct?column=nope');
    expect(distinct.status).toBe(422);
  });
});
