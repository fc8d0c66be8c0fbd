import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('health, docs and the error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      deps: {
        extraRoutes(app) {
          app.get('/v1/test/explode', { config: { access: 'public' } }, async () => {
            throw new Error('select * from secret_table where password = 42');
          });
        },
      },
    });
  });
  afterAll(() => t.close());

  it('GET /health answers ok with the database and version', async () => {
    const res = await t.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const res = await t.request('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/health',
      '/v1/auth/login',
      '/v1/users',
      '/v1/users/{user_id}',
      '/v1/profile',
      '/v1/data',
    ]) {
      expect(paths).toContain(p);
    }
    expect(res.body.paths['/v1/auth/login'].post.requestBody).toBeDefined();
  });

  it('serves the docs page', async () => {
    const res = await t.request('GET', '/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger');
  });

  it('answers unknown /v1 routes with a JSON 404', async () => {
    const res = await t.request('GET', '/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('hides the details of a 5xx', async () => {
    const res = await t.request('GET', '/v1/test/explode');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' });
    expect(res.text).not.toContain('secret_table');
    expect(res.text).not.toContain('at ');
  });

  it('sends security headers', async () => {
    const res = await t.request('GET', '/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
