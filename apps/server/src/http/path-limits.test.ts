import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { MAX_PATH_PARAM_LENGTH, PATH_PARAM_TOO_LONG } from './path-limits';

/** Every API route with a path parameter, the parameters replaced by `value`. */
function parameterisedRoutes(t: TestApp, value: string) {
  return t.app.registeredRoutes
    .filter((route) => route.url.startsWith('/v1/') && route.url.includes('/:') && route.method !== 'HEAD')
    .map((route) => ({ method: route.method, url: route.url.replace(/:[A-Za-z_]+/g, value) }));
}

async function send(t: TestApp, token: string, method: string, url: string) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  return fetch(`${t.baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { body: '{}' } : {}),
  });
}

// The web app's catch-all route used to take GET /v1/…/<101 characters> and answer 404.
describe.each([
  ['with the web app served', true],
  ['API only', false],
])('an id over 100 characters in any path parameter: 400 (%s)', (_label, withWebApp) => {
  let t: TestApp;
  let token: string;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-web-dist-'));
    if (withWebApp) fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>QI</title>');
    t = await startTestApp({ env: { WEB_DIST: webDist } });
    token = (await t.login('admin')).idToken;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 400 with the message and the security headers on every route', async () => {
    const routes = parameterisedRoutes(t, 'a'.repeat(MAX_PATH_PARAM_LENGTH + 1));
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, url } of routes) {
      const res = await send(t, token, method, url);
      const label = `${method} ${url.slice(0, 40)}…`;
      expect(res.status, label).toBe(400);
      expect(await res.json(), label).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: PATH_PARAM_TOO_LONG,
      });
      expect(res.headers.get('cache-control'), label).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
    }
  });

  it('counts characters, not escapes, and lets an id of exactly the limit through to the route', async () => {
    const accented = parameterisedRoutes(t, encodeURIComponent('é'.repeat(MAX_PATH_PARAM_LENGTH)));
    const atLimit = parameterisedRoutes(t, 'a'.repeat(MAX_PATH_PARAM_LENGTH));
    for (const { method, url } of [...accented, ...atLimit]) {
      const res = await send(t, token, method, url);
      const body = (await res.json()) as { message: string };
      expect(body.message, `${method} ${url.slice(0, 40)}…`).not.toBe(PATH_PARAM_TOO_LONG);
    }
  });
});
