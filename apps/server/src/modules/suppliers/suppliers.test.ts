import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

interface Supplier {
  id: string;
  name: string;
  code: string;
  active: boolean;
}

describe('reference data: suppliers', () => {
  let t: TestApp;
  let admin: string;
  let quality: string;
  let user: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.login('admin')).idToken;
    quality = (await t.login('quality')).idToken;
    user = (await t.login('user')).idToken;
  });
  afterAll(() => t.close());

  const list = async (): Promise<Supplier[]> =>
    (await t.request('GET', '/v1/suppliers', { token: user })).body;
  const add = (body: unknown, token = admin) => t.request('POST', '/v1/suppliers', { token, body });
  const change = (id: string, body: unknown, token = admin) =>
    t.request('PUT', `/v1/suppliers/${id}`, { token, body });
  const historyOf = (entityId: string) =>
    t.db
      .selectFrom('history')
      .selectAll()
      .where('entity_type', '=', 'reference')
      .where('entity_id', '=', entityId)
      .orderBy('created_at')
      .execute();

  it('lists the demo suppliers to every signed-in user, active first and then by name', async () => {
    const suppliers = await list();
    expect(suppliers.map((s) => s.code)).toEqual(['ACM', 'BLE', 'NBR', 'PSL', 'OMF']);
    expect(suppliers.at(-1)).toMatchObject({ name: 'Old Mill Fasteners', active: false });
  });

  it('adds a trimmed, active supplier (admin) and records it in the history', async () => {
    const res = await add({ name: '  Zenith Plastics ', code: ' ZPL ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: 'Zenith Plastics', code: 'ZPL', active: true });
    const suppliers = await list();
    expect(suppliers).toContainEqual(res.body);
    // Still before the retired one: active first.
    expect(suppliers.findIndex((s) => s.code === 'ZPL')).toBeLessThan(
      suppliers.findIndex((s) => s.code === 'OMF'),
    );
    const history = await historyOf(`suppliers/${res.body.id}`);
    expect(history.map((h) => h.action)).toEqual(['supplier-added']);
  });

  it('refuses a code already taken, whatever its case, on adding and on recoding', async () => {
    const dup = await add({ name: 'Another Acme', code: 'acm' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A supplier with this code already exists.');
    const other = (await list()).find((s) => s.code === 'BLE') as Supplier;
    const recode = await change(other.id, { code: 'ACM' });
    expect(recode.status).toBe(409);
    expect(recode.body.message).toBe('A supplier with this code already exists.');
    expect((await list()).find((s) => s.id === other.id)?.code).toBe('BLE');
  });

  it('refuses a blank name or code with the domain messages, and unknown fields', async () => {
    const noName = await add({ name: '  ', code: 'X1' });
    expect(noName.status).toBe(422);
    expect(noName.body.message).toBe('A supplier name is required.');
    const noCode = await add({ name: 'Nameless code' });
    expect(noCode.status).toBe(422);
    expect(noCode.body.message).toBe('A supplier code is required.');
    const acme = (await list()).find((s) => s.code === 'ACM') as Supplier;
    const blankRename = await change(acme.id, { name: '' });
    expect(blankRename.status).toBe(422);
    expect(blankRename.body.message).toBe('A supplier name is required.');
    const extra = await change(acme.id, { name: 'Acme', colour: 'red' });
    expect(extra.status).toBe(422);
    expect((await list()).find((s) => s.id === acme.id)?.name).toBe('Acme Castings');
  });

  it('refuses non-admins: quality and user get 403 and nothing changes', async () => {
    const acme = (await list()).find((s) => s.code === 'ACM') as Supplier;
    for (const token of [quality, user]) {
      expect((await add({ name: 'Sneaky', code: 'SNK' }, token)).status).toBe(403);
      expect((await change(acme.id, { active: false }, token)).status).toBe(403);
    }
    const after = await list();
    expect(after.map((s) => s.code)).not.toContain('SNK');
    expect(after.find((s) => s.id === acme.id)?.active).toBe(true);
  });

  it('renames, recodes, retires and brings back a supplier, each change in the history', async () => {
    const created = (await add({ name: 'Typo Sulpier', code: 'TYP' })).body as Supplier;
    const renamed = await change(created.id, { name: 'Typo Supplier', code: 'TSU' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: created.id, name: 'Typo Supplier', code: 'TSU', active: true });

    const retired = await change(created.id, { active: false });
    expect(retired.body.active).toBe(false);
    const listed = await list();
    expect(listed.find((s) => s.id === created.id)).toEqual({ ...renamed.body, active: false });
    expect(listed.at(-1)?.active).toBe(false);

    const back = await change(created.id, { active: true });
    expect(back.body).toEqual(renamed.body);
    // Sending the code it already has is not a conflict with itself.
    expect((await change(created.id, { code: 'tsu' })).status).toBe(200);

    const history = await historyOf(`suppliers/${created.id}`);
    expect(history.map((h) => h.action)).toEqual([
      'supplier-added',
      'supplier-updated',
      'supplier-updated',
      'supplier-updated',
      'supplier-updated',
    ]);
    expect(JSON.parse(history[1]?.changes ?? '{}')).toEqual({
      name: { from: 'Typo Sulpier', to: 'Typo Supplier' },
      code: { from: 'TYP', to: 'TSU' },
    });
  });

  it('answers 404 for an unknown supplier', async () => {
    const res = await change('no-such-supplier', { name: 'Ghost' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Supplier not found.');
  });

  it('delivers the suppliers in the bulk data, with a new ETag after a change', async () => {
    const first = await t.request('GET', '/v1/data', { token: user });
    expect(first.body.suppliers).toEqual(await list());
    const etag = first.headers.get('etag') ?? '';
    await add({ name: 'Fresh Supplier', code: 'FRS' });
    const second = await t.request('GET', '/v1/data', { token: user, headers: { 'if-none-match': etag } });
    expect(second.status).toBe(200);
    expect(second.body.suppliers.map((s: Supplier) => s.code)).toContain('FRS');
  });
});
