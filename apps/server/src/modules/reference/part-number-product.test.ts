import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

interface PartNumber {
  id: string;
  description: string;
  product: string | null;
  active: boolean;
}

const UNKNOWN = 'The product must be one of the active products.';

describe("a part number's product (docs/product.md §3)", () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.login('admin')).idToken;
    user = (await t.login('user')).idToken;
  });
  afterAll(() => t.close());

  const addProduct = async (name: string): Promise<{ id: string; name: string }> =>
    (await t.request('POST', '/v1/products', { token: admin, body: { name } })).body;
  const addPart = (body: unknown, token = admin) => t.request('POST', '/v1/partNumbers', { token, body });
  const putPart = (id: string, body: unknown, token = admin) =>
    t.request('PUT', `/v1/partNumbers/${id}`, { token, body });
  const listed = async (id: string): Promise<PartNumber | undefined> =>
    (await t.request('GET', '/v1/partNumbers', { token: user })).body.find((p: PartNumber) => p.id === id);
  const inBulk = async (id: string): Promise<PartNumber | undefined> =>
    (await t.request('GET', '/v1/data', { token: user })).body.partNumbers.find(
      (p: PartNumber) => p.id === id,
    );

  it('is set when adding (kept as the product spells it), and listed in the reference and bulk data', async () => {
    await addProduct('Valve V-20');
    const res = await addPart({ id: 'PN-8801', description: 'Stem', product: ' valve v-20 ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 'PN-8801', description: 'Stem', product: 'Valve V-20', active: true });
    expect(await listed('PN-8801')).toEqual(res.body);
    expect(await inBulk('PN-8801')).toEqual(res.body);

    const none = await addPart({ id: 'PN-8802', description: 'Nut' });
    expect(none.body.product).toBeNull();
    expect((await inBulk('PN-8802'))?.product).toBeNull();
    // The demo part numbers name their products.
    expect((await inBulk('PN-1001'))?.product).toBe('Gearbox 200');
  });

  it('is changed and cleared by an admin, with the change in the reference history', async () => {
    await addProduct('Valve V-21');
    await addPart({ id: 'PN-8803', description: 'Seat' });
    const set = await putPart('PN-8803', { product: 'Valve V-21' });
    expect(set.status).toBe(200);
    expect(set.body.product).toBe('Valve V-21');
    expect((await listed('PN-8803'))?.product).toBe('Valve V-21');
    const cleared = await putPart('PN-8803', { product: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ id: 'PN-8803', description: 'Seat', product: null, active: true });
    expect((await listed('PN-8803'))?.product).toBeNull();

    const rows = await t.db
      .selectFrom('history')
      .select('changes')
      .where('entity_id', '=', 'partNumbers/PN-8803')
      .where('action', '=', 'part-number-updated')
      .execute();
    expect(rows.map((r) => JSON.parse(r.changes as string).product)).toEqual([
      { from: null, to: 'Valve V-21' },
      { from: 'Valve V-21', to: null },
    ]);
  });

  it('refuses an unknown or retired product with 422 and writes nothing', async () => {
    const unknown = await addPart({ id: 'PN-8804', description: 'Cap', product: 'No such product' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(UNKNOWN);
    expect(await listed('PN-8804')).toBeUndefined();

    const retired = await addProduct('Valve V-22');
    await t.request('PUT', `/v1/products/${retired.id}`, { token: admin, body: { active: false } });
    expect((await addPart({ id: 'PN-8804', description: 'Cap', product: 'Valve V-22' })).status).toBe(422);

    await addPart({ id: 'PN-8805', description: 'Cap' });
    const put = await putPart('PN-8805', { description: 'Cap, new', product: 'Valve V-22' });
    expect(put.status).toBe(422);
    expect(put.body.message).toBe(UNKNOWN);
    expect(await listed('PN-8805')).toMatchObject({ description: 'Cap', product: null });
    expect((await putPart('PN-8805', { product: '' })).status).toBe(422);
  });

  it('keeps a product retired after it was set, and the part number can still be saved with it', async () => {
    const product = await addProduct('Valve V-23');
    await addPart({ id: 'PN-8806', description: 'Spring', product: 'Valve V-23' });
    await t.request('PUT', `/v1/products/${product.id}`, { token: admin, body: { active: false } });
    expect((await listed('PN-8806'))?.product).toBe('Valve V-23');
    const saved = await putPart('PN-8806', { description: 'Spring, long', product: 'Valve V-23' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ description: 'Spring, long', product: 'Valve V-23' });
  });

  it('follows a rename of its product, in the same write', async () => {
    const product = await addProduct('Valev V-24');
    await addPart({ id: 'PN-8807', description: 'Lever', product: 'Valev V-24' });
    await addPart({ id: 'PN-8808', description: 'Lever, spare', product: 'Valve V-20' });
    const renamed = await t.request('PUT', `/v1/products/${product.id}`, {
      token: admin,
      body: { name: 'Valve V-24' },
    });
    expect(renamed.status).toBe(200);
    expect((await listed('PN-8807'))?.product).toBe('Valve V-24');
    expect((await inBulk('PN-8807'))?.product).toBe('Valve V-24');
    expect((await listed('PN-8808'))?.product).toBe('Valve V-20');
    const row = await t.db
      .selectFrom('history')
      .select('changes')
      .where('entity_id', '=', `products/${product.id}`)
      .where('action', '=', 'product-updated')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.changes as string).partNumbers).toEqual({ from: null, to: 1 });
  });

  it('cannot be set by a non-admin', async () => {
    expect((await addPart({ id: 'PN-8809', description: 'Pin', product: 'Widget A' }, user)).status).toBe(
      403,
    );
    expect((await putPart('PN-1002', { product: 'Widget A' }, user)).status).toBe(403);
    expect((await listed('PN-1002'))?.product).toBe('Gearbox 200');
    expect(await listed('PN-8809')).toBeUndefined();
  });
});
