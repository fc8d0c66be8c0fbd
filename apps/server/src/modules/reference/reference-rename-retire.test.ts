import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from '../incidents/incident-test-kit';

interface Product {
  id: string;
  name: string;
  active: boolean;
}
interface HistoryItem {
  action: string;
  reason: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
}

describe('reference data: renaming and retiring (docs/decisions/038)', () => {
  let t: TestApp;
  let kit: IncidentKit;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    kit = await incidentKit(t);
    admin = kit.callers.admin.token;
  });
  afterAll(() => t.close());

  const addProduct = async (name: string): Promise<Product> =>
    (await t.request('POST', '/v1/products', { token: admin, body: { name } })).body;
  const putProduct = (id: string, body: unknown, token = admin) =>
    t.request('PUT', `/v1/products/${id}`, { token, body });
  const incident = async (id: string) => (await kit.get(kit.callers.quality, `/v1/incidents/${id}`)).body;
  const history = async (id: string): Promise<HistoryItem[]> =>
    (await kit.get(kit.callers.quality, `/v1/incidents/${id}/history`)).body;

  it('renames a product and, in the same write, the incidents that name it (with their history)', async () => {
    const product = await addProduct('Valev X-1');
    const submitted = await kit.create(kit.callers.user, 'submit', { product: 'Valev X-1' });
    const draft = await kit.create(kit.callers.investigator, 'save-draft', { product: 'Valev X-1' });
    const other = await kit.create(kit.callers.user, 'submit');
    const before = await incident(submitted.id);

    const res = await putProduct(product.id, { name: ' Valve X-1 ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: product.id, name: 'Valve X-1', active: true });

    const after = await incident(submitted.id);
    expect(after.product).toBe('Valve X-1');
    expect(after.version).toBe(before.version + 1);
    expect(after.updated_at).toBe(before.updated_at);
    expect((await kit.get(kit.callers.investigator, `/v1/incidents/${draft.id}`)).body.product).toBe(
      'Valve X-1',
    );
    expect((await incident(other.id)).product).not.toBe('Valve X-1');
    const last = (await history(submitted.id)).at(-1);
    expect(last).toMatchObject({ action: 'update', reason: 'The product was renamed in Administration.' });
    expect(last?.changes).toEqual([{ field: 'product', from: 'Valev X-1', to: 'Valve X-1' }]);

    // A form opened before the rename is stale, rather than saving the old name back.
    const stale = await kit.act(kit.callers.quality, submitted.id, {
      action: 'update',
      product: 'Valev X-1',
      version: before.version,
    });
    expect(stale.status).toBe(409);
    expect((await incident(submitted.id)).product).toBe('Valve X-1');
    // Saved from the current version, it keeps the new name.
    const saved = await kit.act(kit.callers.quality, submitted.id, {
      action: 'update',
      description: 'Checked after the rename.',
      version: after.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.product).toBe('Valve X-1');
  });

  it('refuses a name another product has (any case), a blank name, unknown ids and non-admins', async () => {
    const product = await addProduct('Gadget Q');
    const taken = await putProduct(product.id, { name: 'widget a' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This product already exists.');
    // Its own name in another case is a correction, not a clash.
    expect((await putProduct(product.id, { name: 'GADGET Q' })).body.name).toBe('GADGET Q');
    const blank = await putProduct(product.id, { name: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('A product name is required.');
    const missing = await putProduct('no-such-product', { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found.');
    for (const role of ['user', 'investigator', 'quality'] as const) {
      expect((await putProduct(product.id, { active: false }, kit.callers[role].token)).status).toBe(403);
    }
  });

  it('retires a product: listed as retired, refused for new incidents, kept by the incidents that name it', async () => {
    const product = await addProduct('Pump P-7');
    const existing = await kit.create(kit.callers.user, 'save-draft', { product: 'Pump P-7' });
    const retired = await putProduct(product.id, { active: false });
    expect(retired.body).toEqual({ ...product, active: false });
    const listed = (await kit.get(kit.callers.user, '/v1/products')).body as Product[];
    expect(listed.find((p) => p.id === product.id)?.active).toBe(false);
    expect((await kit.get(kit.callers.user, '/v1/data')).body.products).toContainEqual(retired.body);

    const fresh = await t.request('POST', '/v1/incidents', {
      token: kit.callers.user.token,
      body: { ...kit.form, product: 'Pump P-7', action: 'submit' },
    });
    expect(fresh.status).toBe(422);
    expect(fresh.body.message).toBe('Please select a product from the list.');
    // The draft that already names it is still saved and submitted as it is.
    const kept = await kit.act(kit.callers.user, existing.id, { action: 'submit' });
    expect(kept.status).toBe(200);
    expect(kept.body.product).toBe('Pump P-7');

    await putProduct(product.id, { active: true });
    const again = await kit.create(kit.callers.user, 'submit', { product: 'Pump P-7' });
    expect(again.status).toBe('submitted');
    const historyRows = await t.db
      .selectFrom('history')
      .select('action')
      .where('entity_id', '=', `products/${product.id}`)
      .execute();
    expect(historyRows.map((h) => h.action)).toEqual(['product-added', 'product-updated', 'product-updated']);
  });

  it('changes a part number description and retires it; its number stays on incidents', async () => {
    const part = { id: 'PN-7701', description: 'Bracket, lft' };
    await t.request('POST', '/v1/partNumbers', { token: admin, body: part });
    const existing = await kit.create(kit.callers.user, 'save-draft', { partNumber: part.id });

    const put = (body: unknown, token = admin) =>
      t.request('PUT', `/v1/partNumbers/${part.id}`, { token, body });
    const described = await put({ description: ' Bracket, left ' });
    expect(described.status).toBe(200);
    expect(described.body).toEqual({
      id: part.id,
      description: 'Bracket, left',
      product: null,
      active: true,
    });
    expect((await put({ description: '' })).body.message).toBe('A part number description is required.');
    expect((await put({ id: 'PN-7702' })).status).toBe(422);
    expect((await put({ active: false }, kit.callers.quality.token)).status).toBe(403);
    const missing = await t.request('PUT', '/v1/partNumbers/PN-0000', {
      token: admin,
      body: { active: false },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Part number not found.');

    expect((await put({ active: false })).body.active).toBe(false);
    const data = (await kit.get(kit.callers.user, '/v1/data')).body;
    expect(data.partNumberMap[part.id]).toBe('Bracket, left');
    const fresh = await t.request('POST', '/v1/incidents', {
      token: kit.callers.user.token,
      body: { ...kit.form, partNumber: part.id, action: 'submit' },
    });
    expect(fresh.status).toBe(422);
    expect(fresh.body.message).toBe('Please select a value from the list.');
    const kept = await kit.act(kit.callers.user, existing.id, { action: 'submit' });
    expect(kept.status).toBe(200);
    expect(kept.body.partNumber).toBe(part.id);
  });

  it('renames a location node: the saved tree keeps its id, and incidents that chose it show the new title', async () => {
    const created = await kit.create(kit.callers.user, 'submit');
    const chosen = await incident(created.id);
    const tree = (await kit.get(kit.callers.user, '/v1/locations')).body;
    const location = tree.find((l: { id: string }) => l.id === chosen.incidentLocation.id);
    const category = location.categories.find((c: { id: string }) => c.id === chosen.category.id);
    const subcategory = category.subcategories.find((s: { id: string }) => s.id === chosen.subcategory.id);
    const oldTitle = subcategory.title;
    subcategory.title = `${oldTitle} (renamed)`;
    const saved = await t.request('PUT', '/v1/locations', { token: admin, body: tree });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(tree);

    const after = await incident(created.id);
    expect(after.subcategory).toMatchObject({ id: chosen.subcategory.id, title: `${oldTitle} (renamed)` });
    expect(after.incidentLocation.title).toBe(chosen.incidentLocation.title);
    expect((await history(created.id)).at(-1)).toMatchObject({
      action: 'update',
      reason: 'The location was renamed in Administration.',
      changes: [{ field: 'subcategory', from: oldTitle, to: `${oldTitle} (renamed)` }],
    });
  });
});
