import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('reference data: products and part numbers', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.login('admin')).idToken;
    user = (await t.login('user')).idToken;
  });
  afterAll(() => t.close());

  const historyOf = (action: string) =>
    t.db
      .selectFrom('history')
      .selectAll()
      .where('entity_type', '=', 'reference')
      .where('action', '=', action)
      .execute();

  it('lists the demo products sorted by name', async () => {
    const res = await t.request('GET', '/v1/products', { token: user });
    expect(res.status).toBe(200);
    const names = res.body.map((p: { name: string }) => p.name);
    expect(names).toContain('Widget A');
    expect(names).toEqual([...names].sort());
  });

  it('adds a trimmed product (admin), records history and refuses duplicates of any case', async () => {
    const res = await t.request('POST', '/v1/products', { token: admin, body: { name: '  Valve V-9  ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: 'Valve V-9', active: true });
    const list = await t.request('GET', '/v1/products', { token: user });
    expect(list.body).toContainEqual(res.body);
    expect((await historyOf('product-added')).map((h) => h.entity_id)).toContain(`products/${res.body.id}`);

    const dup = await t.request('POST', '/v1/products', { token: admin, body: { name: 'valve v-9' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('This product already exists.');
  });

  it('refuses an empty product name and non-admins', async () => {
    const blank = await t.request('POST', '/v1/products', { token: admin, body: { name: '   ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('A product name is required.');
    const missing = await t.request('POST', '/v1/products', { token: admin, body: {} });
    expect(missing.status).toBe(422);
    const forbidden = await t.request('POST', '/v1/products', { token: user, body: { name: 'Sneaky' } });
    expect(forbidden.status).toBe(403);
    const list = await t.request('GET', '/v1/products', { token: user });
    expect(list.body.map((p: { name: string }) => p.name)).not.toContain('Sneaky');
  });

  it('adds part numbers sorted by id and refuses existing ids of any case', async () => {
    const res = await t.request('POST', '/v1/partNumbers', {
      token: admin,
      body: { id: ' PN-0001 ', description: ' Spacer ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 'PN-0001', description: 'Spacer', product: null, active: true });
    const list = await t.request('GET', '/v1/partNumbers', { token: user });
    expect(list.body[0]).toEqual({ id: 'PN-0001', description: 'Spacer', product: null, active: true });
    const ids = list.body.map((p: { id: string }) => p.id);
    expect(ids).toEqual([...ids].sort());
    expect(await historyOf('part-number-added')).toHaveLength(1);

    const dup = await t.request('POST', '/v1/partNumbers', {
      token: admin,
      body: { id: 'pn-0001', description: 'Other' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('This part number already exists.');
  });

  it('refuses part numbers without id or description, and non-admins', async () => {
    const noDescription = await t.request('POST', '/v1/partNumbers', {
      token: admin,
      body: { id: 'PN-9', description: ' ' },
    });
    expect(noDescription.status).toBe(422);
    expect(noDescription.body.message).toBe('A part number description is required.');
    const noId = await t.request('POST', '/v1/partNumbers', {
      token: admin,
      body: { id: '', description: 'x' },
    });
    expect(noId.status).toBe(422);
    expect(noId.body.message).toBe('A part number is required.');
    const forbidden = await t.request('POST', '/v1/partNumbers', {
      token: user,
      body: { id: 'PN-9', description: 'x' },
    });
    expect(forbidden.status).toBe(403);
  });

  it('changes the bulk data and its ETag when reference data changes', async () => {
    const first = await t.request('GET', '/v1/data', { token: user });
    const etag = first.headers.get('etag') ?? '';
    expect(
      (await t.request('GET', '/v1/data', { token: user, headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    await t.request('POST', '/v1/products', { token: admin, body: { name: 'Fresh product' } });
    const second = await t.request('GET', '/v1/data', { token: user, headers: { 'if-none-match': etag } });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).not.toBe(etag);
    expect(second.body.products.map((p: { name: string }) => p.name)).toContain('Fresh product');
  });
});
