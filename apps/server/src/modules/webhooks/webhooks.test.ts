import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MSG,
  WEBHOOK_RETRY_DELAYS_MS,
  ZWebhookPayload,
} from '@qi/domain/webhooks';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';
import { isPublicAddress } from './webhook-address';
import { deliverDueWebhooks } from './webhook-delivery';
import { postWebhook } from './webhook-sender';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on loopback: records what it is sent, answers with `status`. */
async function startReceiver() {
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

describe('/v1/webhooks', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: string;
  const created: string[] = [];

  beforeAll(async () => {
    // Loopback allowed (the receiver runs here); the job off: each test runs the delivery pass itself.
    t = await startTestApp({
      env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_DELIVERY_SECONDS: '0' },
    });
    k = await investigationKit(t);
    admin = k.callers.admin.token;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  afterEach(async () => {
    // Each test registers its own endpoints; none outlives it.
    for (const id of created.splice(0)) await t.request('DELETE', `/v1/webhooks/${id}`, { token: admin });
    receiver.received.length = 0;
    receiver.state.status = 200;
  });

  async function register(body: Record<string, unknown> = {}) {
    const res = await t.request('POST', '/v1/webhooks', {
      token: admin,
      body: { url: receiver.url, events: ['incident.submitted'], ...body },
    });
    expect(res.status).toBe(201);
    created.push(res.body.id);
    return res.body as { id: string; secret: string };
  }
  const deliveries = async (id: string, query = '') =>
    (await t.request('GET', `/v1/webhooks/${id}/deliveries${query}`, { token: admin })).body;

  it('registers an endpoint, shows its secret once, and lists it without', async () => {
    const endpoint = await register({
      description: 'ERP',
      events: ['incident.status_changed', 'incident.submitted', 'incident.submitted'],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await t.request('GET', '/v1/webhooks', { token: admin });
    expect(list.status).toBe(200);
    const listed = list.body.find((w: { id: string }) => w.id === endpoint.id);
    expect(listed).toMatchObject({
      url: receiver.url,
      description: 'ERP',
      events: ['incident.submitted', 'incident.status_changed'],
      enabled: true,
      consecutiveFailures: 0,
    });
    expect(listed).not.toHaveProperty('secret');
  });

  it('refuses a bad URL, an unknown event, an unknown key and a non-admin', async () => {
    const post = (body: unknown, token = admin) => t.request('POST', '/v1/webhooks', { token, body });
    const ftp = await post({ url: 'ftp://example.com/x', events: ['incident.submitted'] });
    expect(ftp.status).toBe(422);
    expect(ftp.body.message).toBe('The URL must use https://.');
    expect((await post({ url: 'not a url', events: ['incident.submitted'] })).status).toBe(422);
    const unknown = await post({ url: receiver.url, events: ['signal.dismissed'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.issues[0].message).toMatch(/^Events must be among incident.submitted/);
    expect((await post({ url: receiver.url, events: [] })).status).toBe(422);
    expect((await post({ url: receiver.url, events: ['incident.submitted'], secret: 'x' })).status).toBe(422);
    expect(
      (await post({ url: receiver.url, events: ['incident.submitted'] }, k.callers.quality.token)).status,
    ).toBe(403);
    expect((await t.request('GET', '/v1/webhooks', { token: k.callers.user.token })).status).toBe(403);
    const missing = await t.request('GET', '/v1/webhooks/nope/deliveries', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Webhook not found.');
  });

  it('refuses http and private addresses unless the environment allows them', async () => {
    const strict = await startTestApp({ env: { WEBHOOK_DELIVERY_SECONDS: '0' } });
    try {
      const token = (await strict.login('admin')).idToken;
      const post = (url: string) =>
        strict.request('POST', '/v1/webhooks', { token, body: { url, events: ['incident.submitted'] } });
      const plain = await post(receiver.url);
      expect(plain.status).toBe(422);
      expect(plain.body.message).toBe('The URL must use https://.');
      for (const url of [
        'https://127.0.0.1/x',
        'https://10.1.2.3/x',
        'https://[::1]/x',
        'https://localhost/x',
      ]) {
        const res = await post(url);
        expect(res.status, url).toBe(422);
        expect(res.body.message, url).toMatch(/private, loopback|could not be resolved/);
      }
    } finally {
      await strict.close();
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    // At delivery time too: an address, or a name resolving to one, inside the network is not connected to.
    for (const url of ['https://127.0.0.1:1/x', 'https://localhost:1/x']) {
      const sent = await postWebhook(url, '{}', {}, false);
      expect(sent, url).toEqual({ ok: false, statusCode: null, error: WEBHOOK_MSG.urlPrivate });
    }
    expect(receiver.received).toHaveLength(0);
    // Allowed, a name is looked up and connected to (the lookup's success path).
    const allowed = await postWebhook(receiver.url.replace('127.0.0.1', 'localhost'), '{}', {}, true);
    expect(allowed).toEqual({ ok: true, statusCode: 200, error: null });
    expect(receiver.received).toHaveLength(1);
  });

  it('a submitted incident produces exactly one signed delivery with the API’s incident', async () => {
    const endpoint = await register();
    const incident = await k.create(k.callers.user, 'submit');
    await deliverDueWebhooks(t.app.appContext);
    expect(receiver.received).toHaveLength(1);
    const [message] = receiver.received;
    if (!message) throw new Error('nothing received');
    const headers = {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    };
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers['user-agent']).toMatch(/^QualityIncidents-Webhooks\//);
    const verified = new Webhook(endpoint.secret).verify(message.body, headers);
    const payload = ZWebhookPayload.parse(verified);
    expect(payload).toMatchObject({
      type: 'incident.submitted',
      version: 1,
      data: {
        incident: {
          id: incident.id,
          incidentNumber: incident.incidentNumber,
          status: 'submitted',
          url: `http://localhost:5173/incident/${incident.id}`,
        },
      },
    });
    expect(() =>
      new Webhook('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').verify(message.body, headers),
    ).toThrow();
    const log = await deliveries(endpoint.id);
    expect(log).toMatchObject({ total: 1, page: 0, rowsPerPage: 25 });
    expect(log.items[0]).toMatchObject({
      messageId: headers['webhook-id'],
      event: 'incident.submitted',
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
    // Nothing more to send.
    await deliverDueWebhooks(t.app.appContext);
    expect(receiver.received).toHaveLength(1);
  });

  it('queues status changes for the endpoints that want them, and nothing for a draft', async () => {
    const endpoint = await register({ events: ['incident.status_changed'] });
    const draft = await k.create(k.callers.user, 'save-draft');
    const incident = await k.create(k.callers.user, 'submit');
    const ack = await k.act(k.callers.quality, incident.id, { action: 'acknowledge' });
    expect(ack.status).toBe(200);
    await deliverDueWebhooks(t.app.appContext);
    expect(receiver.received).toHaveLength(1);
    const payload = ZWebhookPayload.parse(JSON.parse(receiver.received[0]?.body ?? ''));
    expect(payload).toMatchObject({
      type: 'incident.status_changed',
      data: {
        incident: { id: incident.id, status: 'acknowledged' },
        previousStatus: 'submitted',
        action: 'acknowledge',
      },
    });
    expect(JSON.stringify(payload)).not.toContain(draft.id);
    expect((await deliveries(endpoint.id)).total).toBe(1);
  });

  it('a failure is retried with backoff until it succeeds', async () => {
    const endpoint = await register();
    receiver.state.status = 503;
    await k.create(k.callers.user, 'submit');
    const start = new Date();
    await deliverDueWebhooks(t.app.appContext, { now: start });
    let [item] = (await deliveries(endpoint.id)).items;
    expect(item).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503 });
    expect(item.lastError).toBe('HTTP 503: down for maintenance');
    expect(Date.parse(item.nextAttemptAt) - start.getTime()).toBe(WEBHOOK_RETRY_DELAYS_MS[0]);
    // Not due yet: nothing sent.
    await deliverDueWebhooks(t.app.appContext, { now: new Date(start.getTime() + 30_000) });
    expect(receiver.received).toHaveLength(1);
    const second = new Date(start.getTime() + 60_000);
    await deliverDueWebhooks(t.app.appContext, { now: second });
    [item] = (await deliveries(endpoint.id)).items;
    expect(item).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Date.parse(item.nextAttemptAt) - second.getTime()).toBe(WEBHOOK_RETRY_DELAYS_MS[1]);
    receiver.state.status = 200;
    await deliverDueWebhooks(t.app.appContext, { now: new Date(second.getTime() + 300_000) });
    [item] = (await deliveries(endpoint.id)).items;
    expect(item).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    expect(receiver.received).toHaveLength(3);
    // Every attempt carries the same message id.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('repeated failure disables the endpoint and emails the admins; enabling again clears the count', async () => {
    const endpoint = await register({ description: 'Failing ERP' });
    receiver.state.status = 500;
    let now = Date.now();
    for (let i = 0; i < WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES; i += 1) {
      await k.create(k.callers.user, 'submit');
      for (let attempt = 0; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
        await deliverDueWebhooks(t.app.appContext, { now: new Date(now) });
        now += 11 * 3_600_000;
      }
    }
    expect(receiver.received).toHaveLength(WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES * WEBHOOK_MAX_ATTEMPTS);
    const listed = (await t.request('GET', '/v1/webhooks', { token: admin })).body.find(
      (w: { id: string }) => w.id === endpoint.id,
    );
    expect(listed).toMatchObject({
      enabled: false,
      consecutiveFailures: WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
      disabledReason: `Disabled after ${WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES} deliveries failed in a row.`,
    });
    const log = await deliveries(endpoint.id);
    expect(log.items.every((d: { status: string }) => d.status === 'failed')).toBe(true);
    const emails = await t.emailsTo('admin@example.com');
    expect(emails.some((e) => e.includes('A webhook was disabled') && e.includes(receiver.url))).toBe(true);
    // A disabled endpoint gets nothing.
    await k.create(k.callers.user, 'submit');
    expect((await deliveries(endpoint.id)).total).toBe(WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES);
    const enabled = await t.request('PUT', `/v1/webhooks/${endpoint.id}`, {
      token: admin,
      body: { enabled: true },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledReason: null });
  });

  it('replays a delivery with the same message id, and pages the log', async () => {
    const endpoint = await register();
    await k.create(k.callers.user, 'submit');
    await deliverDueWebhooks(t.app.appContext);
    const [first] = (await deliveries(endpoint.id)).items;
    const replay = await t.request('POST', `/v1/webhooks/${endpoint.id}/deliveries/${first.id}/replay`, {
      token: admin,
    });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ messageId: first.messageId, status: 'pending', attempts: 0 });
    await deliverDueWebhooks(t.app.appContext);
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([first.messageId, first.messageId]);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
    const unknown = await t.request('POST', `/v1/webhooks/${endpoint.id}/deliveries/nope/replay`, {
      token: admin,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Delivery not found.');
    // 26 more through the test event: the log pages newest first.
    for (let i = 0; i < 26; i += 1) {
      expect((await t.request('POST', `/v1/webhooks/${endpoint.id}/test`, { token: admin })).status).toBe(
        201,
      );
    }
    const page0 = await deliveries(endpoint.id);
    expect(page0).toMatchObject({ total: 28, page: 0, rowsPerPage: 25 });
    expect(page0.items).toHaveLength(25);
    expect(page0.items[0].event).toBe('webhook.test');
    const page1 = await deliveries(endpoint.id, '?page=1&rowsPerPage=25');
    expect(page1.items).toHaveLength(3);
    expect(page1.items.at(-1).id).toBe(first.id);
    expect(
      (await t.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?rowsPerPage=7`, { token: admin }))
        .status,
    ).toBe(422);
  });

  it('a deleted endpoint gets nothing, and a rolled-back change queues nothing', async () => {
    const kept = await register();
    const gone = await register();
    expect((await t.request('DELETE', `/v1/webhooks/${gone.id}`, { token: admin })).status).toBe(204);
    expect((await t.request('DELETE', `/v1/webhooks/${gone.id}`, { token: admin })).status).toBe(404);
    // A submission refused by validation rolls back: no delivery.
    const refused = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, description: '', action: 'submit' },
    });
    expect(refused.status).toBe(422);
    // A listener after the webhooks' that throws rolls the whole change back, deliveries included.
    const before = (await deliveries(kept.id)).total;
    const { incidentChanged } = await import('../incidents/incident-events');
    let fail = true;
    t.app.appContext.events.on(incidentChanged, () => {
      if (fail) throw new Error('a later listener failed');
    });
    const failed = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, action: 'submit' },
    });
    expect(failed.status).toBe(500);
    fail = false;
    expect((await deliveries(kept.id)).total).toBe(before);
    await k.create(k.callers.user, 'submit');
    expect((await deliveries(kept.id)).total).toBe(before + 1);
    await deliverDueWebhooks(t.app.appContext);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends disposition approval, investigation completion and effectiveness recording', async () => {
    await register({ events: ['disposition.approved', 'investigation.completed', 'effectiveness.recorded'] });
    const minor = await k.acknowledgedIncident();
    await k.disposeAll(k.callers.quality, minor.id);
    const approved = await t.request('POST', `/v1/incidents/${minor.id}/disposition/approve`, {
      token: k.callers.quality.token,
      body: {},
    });
    expect(approved.status).toBe(200);
    const { investigation } = await k.started();
    await k.complete(k.callers.investigator, investigation.id);
    const checks = await k.get(
      k.callers.quality,
      `/v1/investigations/${investigation.id}/effectiveness-checks`,
    );
    const recorded = await t.request('POST', `/v1/effectiveness-checks/${checks.body[0].id}/record`, {
      token: k.callers.quality.token,
      body: { result: 'effective', evidence: 'Held.' },
    });
    expect(recorded.status).toBe(200);
    await deliverDueWebhooks(t.app.appContext);
    const payloads = receiver.received.map((r) => ZWebhookPayload.parse(JSON.parse(r.body)));
    expect(payloads.map((p) => p.type).sort()).toEqual([
      'disposition.approved',
      'effectiveness.recorded',
      'investigation.completed',
    ]);
    expect(payloads.find((p) => p.type === 'disposition.approved')).toMatchObject({
      data: { incident: { id: minor.id, dispositionStatus: 'approved' }, approvedBy: k.callers.quality.id },
    });
    expect(payloads.find((p) => p.type === 'investigation.completed')).toMatchObject({
      data: { investigation: { id: investigation.id }, completedBy: k.callers.investigator.id },
    });
    expect(payloads.find((p) => p.type === 'effectiveness.recorded')).toMatchObject({
      data: { check: { id: checks.body[0].id, result: 'effective', evidence: 'Held.', status: 'recorded' } },
    });
  });

  it('changes an endpoint, records history, rotates its secret', async () => {
    const endpoint = await register();
    const changed = await t.request('PUT', `/v1/webhooks/${endpoint.id}`, {
      token: admin,
      body: { events: ['disposition.approved', 'effectiveness.recorded'], description: 'QMS' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      events: ['disposition.approved', 'effectiveness.recorded'],
      description: 'QMS',
    });
    const off = await t.request('PUT', `/v1/webhooks/${endpoint.id}`, {
      token: admin,
      body: { enabled: false },
    });
    expect(off.body).toMatchObject({ enabled: false, disabledReason: 'Disabled by an administrator.' });
    const bad = await t.request('PUT', `/v1/webhooks/${endpoint.id}`, {
      token: admin,
      body: { url: 'ftp://x' },
    });
    expect(bad.status).toBe(422);
    const rotated = await t.request('POST', `/v1/webhooks/${endpoint.id}/secret`, { token: admin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    const actions = await t.db
      .selectFrom('history')
      .select('action')
      .where('entity_id', '=', `webhooks/${endpoint.id}`)
      .orderBy('created_at')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'webhook-added',
      'webhook-changed',
      'webhook-disabled',
      'webhook-secret-rotated',
    ]);
  });
});
