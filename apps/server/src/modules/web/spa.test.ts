import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('serving the web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-web-dist-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>QI app</title>');
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    await fs.writeFile(
      path.join(webDist, 'assets', 'main-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    await fs.writeFile(path.join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
    await fs.writeFile(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
    await fs.writeFile(path.join(webDist, 'workbox-1a2b3c.js'), 'self.workbox = 1');
    await fs.writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"QI"}');
    t = await startTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / and for deep links', async () => {
    for (const p of ['/', '/incident/123/edit', '/users?page=2']) {
      const res = await t.request('GET', p);
      expect(res.status).toBe(200);
      expect(res.text).toContain('QI app');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.request('GET', '/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('makes the browser revalidate the service worker and the web manifest, so a release is never pinned', async () => {
    for (const [file, type] of [
      ['/sw.js', 'javascript'],
      ['/workbox-1a2b3c.js', 'javascript'],
      ['/manifest.webmanifest', 'manifest+json'],
    ] as const) {
      const res = await t.request('GET', file);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain(type);
    }
  });

  it('sends the precompressed copy the client accepts, else the file itself', async () => {
    const expected = [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const;
    for (const [accept, encoding] of expected) {
      const res = await t.request('GET', '/assets/main-abc123.js', {
        headers: { 'accept-encoding': accept },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(res.headers.get('cache-control')).toContain('immutable');
      // fetch decodes the body, so every variant reads the same.
      expect(res.text).toBe('console.log(1)');
    }
  });

  it('answers a missing file and unknown /v1 routes with 404, not the app', async () => {
    const file = await t.request('GET', '/assets/missing.js');
    expect(file.status).toBe(404);
    const api = await t.request('GET', '/v1/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
    const post = await t.request('POST', '/somewhere', { body: {} });
    expect(post.status).toBe(404);
  });
});
