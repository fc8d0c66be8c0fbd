import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('API answers are never stored by a browser or a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers Cache-Control: no-store on tokens, records, refusals and errors under /v1', async () => {
    const login = await t.request('POST', '/v1/auth/login', {
      body: { email: 'user@example.com', password: DEMO_PASSWORD },
    });
    const token = login.body.idToken as string;
    const answers = {
      'sign-in': login,
      refresh: await t.request('POST', '/v1/auth/refresh', {
        body: { refreshToken: login.body.refreshToken },
      }),
      'wrong password': await t.request('POST', '/v1/auth/login', {
        body: { email: 'user@example.com', password: 'Wrong-passw0rd' },
      }),
      'reset request': await t.request('POST', '/v1/auth/forgot-password', {
        body: { email: 'user@example.com' },
      }),
      me: await t.request('GET', '/v1/auth/me', { token }),
      'bulk load': await t.request('GET', '/v1/data', { token }),
      incidents: await t.request('GET', '/v1/incidents', { token }),
      'no token': await t.request('GET', '/v1/auth/me'),
      'invalid body': await t.request('POST', '/v1/auth/login', { body: {} }),
      'unknown route': await t.request('GET', '/v1/no-such-thing', { token }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(`${name}: ${res.headers.get('cache-control')}`).toBe(`${name}: no-store`);
    }
    expect(answers['sign-in'].status).toBe(200);
    expect(answers.refresh.status).toBe(200);
    expect(answers['bulk load'].status).toBe(200);
  });
});
