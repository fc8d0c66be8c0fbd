import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { TestResponse } from '../../../test/helpers/http';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on loopback: records what it is sent, answers with `status`. */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = state.status;
      res.end(state.status === 200 ? 'ok' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookSuite {
  t: TestApp;
  k: Awaited<ReturnType<typeof investigationKit>>;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  admin: string;
  /** Registers an endpoint (deleted after the test) pointing at the receiver. */
  register(body?: Record<string, unknown>): Promise<{ id: string; secret: string }>;
  /** The endpoint's delivery log page, as the API answers it. */
  deliveries(id: string, query?: string): Promise<TestResponse['body']>;
}

/**
 * The webhook tests' app and receiver, set up by the calling file's hooks: loopback allowed (the receiver runs
 * here) and the delivery job off, so each test runs the delivery pass itself. Each test's endpoints are deleted
 * after it.
 */
export function webhookSuite(): WebhookSuite {
  const created: string[] = [];
  const suite = {} as WebhookSuite;
  beforeAll(async () => {
    suite.t = await startTestApp({
      env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_DELIVERY_SECONDS: '0' },
    });
    suite.k = await investigationKit(suite.t);
    suite.admin = suite.k.callers.admin.token;
    suite.receiver = await startReceiver();
  });
  afterAll(async () => {
    await suite.receiver.close();
    await suite.t.close();
  });
  afterEach(async () => {
    for (const id of created.splice(0))
      await suite.t.request('DELETE', `/v1/webhooks/${id}`, { token: suite.admin });
    suite.receiver.received.length = 0;
    suite.receiver.state.status = 200;
  });
  suite.register = async (body = {}) => {
    const res = await suite.t.request('POST', '/v1/webhooks', {
      token: suite.admin,
      body: { url: suite.receiver.url, events: ['incident.submitted'], ...body },
    });
    expect(res.status).toBe(201);
    created.push(res.body.id);
    return res.body as { id: string; secret: string };
  };
  suite.deliveries = async (id, query = '') =>
    (await suite.t.request('GET', `/v1/webhooks/${id}/deliveries${query}`, { token: suite.admin })).body;
  return suite;
}
