import { DEFAULT_APP_SETTINGS, SETTINGS_MSG } from '@qi/domain/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('settings (GET/PUT /v1/settings, docs/product.md §6)', () => {
  let t: TestApp;
  let tokens: Record<'user' | 'quality' | 'admin', string>;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = {
      user: (await t.login('user')).idToken,
      quality: (await t.login('quality')).idToken,
      admin: (await t.login('admin')).idToken,
    };
  });
  afterAll(() => t.close());

  const get = (token: string) => t.request('GET', '/v1/settings', { token });
  const put = (token: string, body: unknown) => t.request('PUT', '/v1/settings', { token, body });

  it('answers the defaults (signatures off, photos 2560) to anyone signed in while nothing was saved', async () => {
    const res = await get(tokens.user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_APP_SETTINGS);
    expect((await t.request('GET', '/v1/settings')).status).toBe(401);
  });

  it('only the admin changes them (403 for quality, nothing saved)', async () => {
    const refused = await put(tokens.quality, { signatures: 'password', photoMaxSide: 2560 });
    expect(refused.status).toBe(403);
    expect((await get(tokens.quality)).body.signatures).toBe('off');
  });

  it('the admin turns signatures on and off; each change is in the history', async () => {
    const on = await put(tokens.admin, { signatures: 'password', photoMaxSide: 1600 });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ signatures: 'password', photoMaxSide: 1600 });
    expect((await get(tokens.user)).body).toEqual({ signatures: 'password', photoMaxSide: 1600 });
    const off = await put(tokens.admin, { signatures: 'off', photoMaxSide: 1600 });
    expect(off.body.signatures).toBe('off');
    const history = await t.db
      .selectFrom('history')
      .select(['action', 'changes', 'actor_id'])
      .where('entity_type', '=', 'settings')
      .orderBy('created_at')
      .execute();
    expect(history.map((h) => JSON.parse(h.changes ?? '{}'))).toEqual([
      { signatures: { from: 'off', to: 'password' }, photoMaxSide: { from: 2560, to: 1600 } },
      { signatures: { from: 'password', to: 'off' } },
    ]);
  });

  it('refuses bad values with the messages (422), keeping what was saved', async () => {
    const mode = await put(tokens.admin, { signatures: 'pin', photoMaxSide: 2560 });
    expect(mode.status).toBe(422);
    expect(mode.body.message).toBe(SETTINGS_MSG.signatures);
    const size = await put(tokens.admin, { signatures: 'password', photoMaxSide: 100 });
    expect(size.status).toBe(422);
    expect(size.body.issues).toEqual([{ path: 'photoMaxSide', message: SETTINGS_MSG.photoMaxSide }]);
    const missing = await put(tokens.admin, { signatures: 'password' });
    expect(missing.status).toBe(422);
    expect((await get(tokens.admin)).body).toEqual({ signatures: 'off', photoMaxSide: 1600 });
  });
});
