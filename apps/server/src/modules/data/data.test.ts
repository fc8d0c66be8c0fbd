import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type Tokens } from '../../../test/helpers/test-app';

describe('GET /v1/data (bulk load with ETag)', () => {
  let t: TestApp;
  let user: Tokens;
  beforeAll(async () => {
    t = await startTestApp();
    user = await t.login('user');
  });
  afterAll(() => t.close());

  it('returns the bounded reference data with an ETag', async () => {
    const res = await t.request('GET', '/v1/data', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'locations',
        'partNumberMap',
        'partNumbers',
        'products',
        'profile',
        'reports',
        'suppliers',
        'templates',
        'users',
      ].sort(),
    );
    expect(res.body.users).toHaveLength(4);
    expect(Object.keys(res.body.users[0]).sort()).toEqual(['canOwnWork', 'name', 'user_id']);
    expect(res.body.partNumberMap['PN-1001']).toBe('Housing');
    expect(res.body.products.map((p: { name: string }) => p.name)).toContain('Widget A');
    expect(res.body.reports).toHaveLength(1);
    expect(res.body.suppliers.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.suppliers[0]).sort()).toEqual(['active', 'code', 'id', 'name']);
  });

  it('answers 304 when unchanged, and a new ETag after a change', async () => {
    const first = await t.request('GET', '/v1/data', { token: user.idToken });
    const etag = first.headers.get('etag') ?? '';
    const same = await t.request('GET', '/v1/data', {
      token: user.idToken,
      headers: { 'if-none-match': etag },
    });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    const weak = await t.request('GET', '/v1/data', {
      token: user.idToken,
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(weak.status).toBe(304);

    await t.request('PUT', '/v1/profile', {
      token: user.idToken,
      body: { notifications: { closed: false } },
    });
    const changed = await t.request('GET', '/v1/data', {
      token: user.idToken,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.profile.notifications.closed).toBe(false);
  });
});
