import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The headers every answer carries, whatever its status or content. */
function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = cspDirectives(headers.get('content-security-policy'));
  expect(csp.get('script-src'), `${what}: script-src`).toEqual(["'self'"]);
  expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  for (const [name, values] of csp) {
    if (name === 'style-src') continue; // MUI/emotion inject styles: the one allowed exception
    expect(values, `${what}: ${name}`).not.toContain("'unsafe-inline'");
    expect(values, `${what}: ${name}`).not.toContain("'unsafe-eval'");
  }
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
}

const INDEX_HTML =
  '<!doctype html><html><head><title>QI</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/app.js"></script></body></html>';

describe('security headers (plain http, web app served)', () => {
  let t: TestApp;
  let webDist: string;
  let userToken: string;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-web-dist-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
    t = await startTestApp({
      env: { WEB_DIST: webDist },
      deps: {
        extraRoutes(app) {
          app.get('/v1/test/explode', { config: { access: 'public' } }, async () => {
            throw new Error('boom');
          });
        },
      },
    });
    userToken = (await t.login('user')).idToken;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('on API answers', async () => {
    const me = await t.request('GET', '/v1/auth/me', { token: userToken });
    expect(me.status).toBe(200);
    expectSecurityHeaders(me.headers, 'GET /v1/auth/me');
    const health = await t.request('GET', '/health');
    expect(health.status).toBe(200);
    expectSecurityHeaders(health.headers, 'GET /health');
  });

  it('on the web app: index, deep links and assets', async () => {
    const index = await fetch(`${t.baseUrl}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toBe(INDEX_HTML);
    expectSecurityHeaders(index.headers, 'GET /');
    const deepLink = await fetch(`${t.baseUrl}/incidents/some-id`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('content-type')).toContain('text/html');
    expectSecurityHeaders(deepLink.headers, 'GET /incidents/some-id');
    const asset = await fetch(`${t.baseUrl}/assets/app.js`);
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset.headers, 'GET /assets/app.js');
  });

  it('on error answers: 401, 403, 404, 400, 422 and 500', async () => {
    const answers: [string, number, Promise<{ status: number; headers: Headers }>][] = [
      ['anonymous call', 401, t.request('GET', '/v1/auth/me')],
      ['forged token', 401, t.request('GET', '/v1/auth/me', { token: 'a.b.c' })],
      ['missing role', 403, t.request('GET', '/v1/users', { token: userToken })],
      ['unknown API route', 404, t.request('GET', '/v1/no-such-route')],
      ['missing static file', 404, t.request('GET', '/no-such-file.js')],
      [
        'bad JSON',
        400,
        t.request('POST', '/v1/auth/login', {
          rawBody: '{',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      ['invalid body', 422, t.request('POST', '/v1/auth/login', { body: {} })],
      ['internal error', 500, t.request('GET', '/v1/test/explode')],
    ];
    for (const [what, status, answer] of answers) {
      const res = await answer;
      expect(res.status, what).toBe(status);
      expectSecurityHeaders(res.headers, what);
    }
  });

  it('sends no HSTS over plain http, even when a client claims X-Forwarded-Proto: https', async () => {
    const plain = await t.request('GET', '/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // TRUST_PROXY is off: the header could come from anyone.
    const spoofed = await t.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    expect(cspDirectives(plain.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(
      false,
    );
  });
});

describe('HSTS', () => {
  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const t = await startTestApp({ env: { PUBLIC_URL: 'https://qi.example.com', DEMO: 'false' } });
    try {
      for (const [path, status] of [
        ['/health', 200],
        ['/v1/auth/me', 401],
        ['/v1/no-such-route', 404],
      ] as const) {
        const res = await t.request('GET', path);
        expect(res.status, path).toBe(status);
        expect(res.headers.get('strict-transport-security'), path).toBe(
          'max-age=15552000; includeSubDomains',
        );
        expectSecurityHeaders(res.headers, path);
      }
      const csp = cspDirectives((await t.request('GET', '/health')).headers.get('content-security-policy'));
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is sent behind a trusted proxy that terminated HTTPS (TRUST_PROXY + X-Forwarded-Proto)', async () => {
    const t = await startTestApp({ env: { TRUST_PROXY: 'true', DEMO: 'false' } });
    try {
      const viaHttps = await t.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(viaHttps.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
      const viaHttp = await t.request('GET', '/health', { headers: { 'x-forwarded-proto': 'http' } });
      expect(viaHttp.headers.get('strict-transport-security')).toBeNull();
      const direct = await t.request('GET', '/health');
      expect(direct.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await t.close();
    }
  });
});
