import {
  WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
  ZWebhookPayload,
} from '@qi/domain/webhooks';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { deliverDueWebhooks } from './webhook-delivery';
import { webhookSuite } from './webhook-test-kit';

describe('/v1/webhooks: deliveries', () => {
  const s = webhookSuite();

  it('a submitted incident produces exactly one signed delivery with the API’s incident', async () => {
    const endpoint = await s.register();
    const incident = await s.k.create(s.k.callers.user, 'submit');
    await deliverDueWebhooks(s.t.app.appContext);
    expect(s.receiver.received).toHaveLength(1);
    const [message] = s.receiver.received;
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
    const log = await s.deliveries(endpoint.id);
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
    await deliverDueWebhooks(s.t.app.appContext);
    expect(s.receiver.received).toHaveLength(1);
  });

  it('queues status changes for the endpoints that want them, and nothing for a draft', async () => {
    const endpoint = await s.register({ events: ['incident.status_changed'] });
    const draft = await s.k.create(s.k.callers.user, 'save-draft');
    const incident = await s.k.create(s.k.callers.user, 'submit');
    const ack = await s.k.act(s.k.callers.quality, incident.id, { action: 'acknowledge' });
    expect(ack.status).toBe(200);
    await deliverDueWebhooks(s.t.app.appContext);
    expect(s.receiver.received).toHaveLength(1);
    const payload = ZWebhookPayload.parse(JSON.parse(s.receiver.received[0]?.body ?? ''));
    expect(payload).toMatchObject({
      type: 'incident.status_changed',
      data: {
        incident: { id: incident.id, status: 'acknowledged' },
        previousStatus: 'submitted',
        action: 'acknowledge',
      },
    });
    expect(JSON.stringify(payload)).not.toContain(draft.id);
    expect((await s.deliveries(endpoint.id)).total).toBe(1);
  });

  it('a failure is retried with backoff until it succeeds', async () => {
    const endpoint = await s.register();
    s.receiver.state.status = 503;
    await s.k.create(s.k.callers.user, 'submit');
    const start = new Date();
    await deliverDueWebhooks(s.t.app.appContext, { now: start });
    let [item] = (await s.deliveries(endpoint.id)).items;
    expect(item).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503 });
    expect(item.lastError).toBe('HTTP 503: down for maintenance');
    expect(Date.parse(item.nextAttemptAt) - start.getTime()).toBe(WEBHOOK_RETRY_DELAYS_MS[0]);
    // Not due yet: nothing sent.
    await deliverDueWebhooks(s.t.app.appContext, { now: new Date(start.getTime() + 30_000) });
    expect(s.receiver.received).toHaveLength(1);
    const second = new Date(start.getTime() + 60_000);
    await deliverDueWebhooks(s.t.app.appContext, { now: second });
    [item] = (await s.deliveries(endpoint.id)).items;
    expect(item).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Date.parse(item.nextAttemptAt) - second.getTime()).toBe(WEBHOOK_RETRY_DELAYS_MS[1]);
    s.receiver.state.status = 200;
    await deliverDueWebhooks(s.t.app.appContext, { now: new Date(second.getTime() + 300_000) });
    [item] = (await s.deliveries(endpoint.id)).items;
    expect(item).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    expect(s.receiver.received).toHaveLength(3);
    // Every attempt carries the same message id.
    expect(new Set(s.receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('repeated failure disables the endpoint and emails the admins; enabling again clears the count', async () => {
    const endpoint = await s.register({ description: 'Failing ERP' });
    s.receiver.state.status = 500;
    let now = Date.now();
    for (let i = 0; i < WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES; i += 1) {
      await s.k.create(s.k.callers.user, 'submit');
      for (let attempt = 0; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
        await deliverDueWebhooks(s.t.app.appContext, { now: new Date(now) });
        now += 11 * 3_600_000;
      }
    }
    expect(s.receiver.received).toHaveLength(WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES * WEBHOOK_MAX_ATTEMPTS);
    const listed = (await s.t.request('GET', '/v1/webhooks', { token: s.admin })).body.find(
      (w: { id: string }) => w.id === endpoint.id,
    );
    expect(listed).toMatchObject({
      enabled: false,
      consecutiveFailures: WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
      disabledReason: `Disabled after ${WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES} deliveries failed in a row.`,
    });
    const log = await s.deliveries(endpoint.id);
    expect(log.items.every((d: { status: string }) => d.status === 'failed')).toBe(true);
    const emails = await s.t.emailsTo('admin@example.com');
    expect(emails.some((e) => e.includes('A webhook was disabled') && e.includes(s.receiver.url))).toBe(true);
    // A disabled endpoint gets nothing.
    await s.k.create(s.k.callers.user, 'submit');
    expect((await s.deliveries(endpoint.id)).total).toBe(WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES);
    const enabled = await s.t.request('PUT', `/v1/webhooks/${endpoint.id}`, {
      token: s.admin,
      body: { enabled: true },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledReason: null });
  });

  it('replays a delivery with the same message id, and pages the log', async () => {
    const endpoint = await s.register();
    await s.k.create(s.k.callers.user, 'submit');
    await deliverDueWebhooks(s.t.app.appContext);
    const [first] = (await s.deliveries(endpoint.id)).items;
    const replay = await s.t.request('POST', `/v1/webhooks/${endpoint.id}/deliveries/${first.id}/replay`, {
      token: s.admin,
    });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ messageId: first.messageId, status: 'pending', attempts: 0 });
    await deliverDueWebhooks(s.t.app.appContext);
    expect(s.receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      first.messageId,
      first.messageId,
    ]);
    expect(s.receiver.received[1]?.body).toBe(s.receiver.received[0]?.body);
    const unknown = await s.t.request('POST', `/v1/webhooks/${endpoint.id}/deliveries/nope/replay`, {
      token: s.admin,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Delivery not found.');
    // 26 more through the test event: the log pages newest first.
    for (let i = 0; i < 26; i += 1) {
      expect((await s.t.request('POST', `/v1/webhooks/${endpoint.id}/test`, { token: s.admin })).status).toBe(
        201,
      );
    }
    const page0 = await s.deliveries(endpoint.id);
    expect(page0).toMatchObject({ total: 28, page: 0, rowsPerPage: 25 });
    expect(page0.items).toHaveLength(25);
    expect(page0.items[0].event).toBe('webhook.test');
    const page1 = await s.deliveries(endpoint.id, '?page=1&rowsPerPage=25');
    expect(page1.items).toHaveLength(3);
    expect(page1.items.at(-1).id).toBe(first.id);
    expect(
      (await s.t.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?rowsPerPage=7`, { token: s.admin }))
        .status,
    ).toBe(422);
  });

  it('a deleted endpoint gets nothing, and a rolled-back change queues nothing', async () => {
    const kept = await s.register();
    const gone = await s.register();
    expect((await s.t.request('DELETE', `/v1/webhooks/${gone.id}`, { token: s.admin })).status).toBe(204);
    expect((await s.t.request('DELETE', `/v1/webhooks/${gone.id}`, { token: s.admin })).status).toBe(404);
    // A submission refused by validation rolls back: no delivery.
    const refused = await s.t.request('POST', '/v1/incidents', {
      token: s.k.callers.user.token,
      body: { ...s.k.form, description: '', action: 'submit' },
    });
    expect(refused.status).toBe(422);
    // A listener after the webhooks' that throws rolls the whole change back, deliveries included.
    const before = (await s.deliveries(kept.id)).total;
    const { incidentChanged } = await import('../incidents/incident-events');
    let fail = true;
    s.t.app.appContext.events.on(incidentChanged, () => {
      if (fail) throw new Error('a later listener failed');
    });
    const failed = await s.t.request('POST', '/v1/incidents', {
      token: s.k.callers.user.token,
      body: { ...s.k.form, action: 'submit' },
    });
    expect(failed.status).toBe(500);
    fail = false;
    expect((await s.deliveries(kept.id)).total).toBe(before);
    await s.k.create(s.k.callers.user, 'submit');
    expect((await s.deliveries(kept.id)).total).toBe(before + 1);
    await deliverDueWebhooks(s.t.app.appContext);
    expect(s.receiver.received).toHaveLength(1);
  });

  it('sends disposition approval, investigation completion and effectiveness recording', async () => {
    await s.register({
      events: ['disposition.approved', 'investigation.completed', 'effectiveness.recorded'],
    });
    const minor = await s.k.acknowledgedIncident();
    await s.k.disposeAll(s.k.callers.quality, minor.id);
    const approved = await s.t.request('POST', `/v1/incidents/${minor.id}/disposition/approve`, {
      token: s.k.callers.quality.token,
      body: {},
    });
    expect(approved.status).toBe(200);
    const { investigation } = await s.k.started();
    await s.k.complete(s.k.callers.investigator, investigation.id);
    const checks = await s.k.get(
      s.k.callers.quality,
      `/v1/investigations/${investigation.id}/effectiveness-checks`,
    );
    const recorded = await s.t.request('POST', `/v1/effectiveness-checks/${checks.body[0].id}/record`, {
      token: s.k.callers.quality.token,
      body: { result: 'effective', evidence: 'Held.' },
    });
    expect(recorded.status).toBe(200);
    await deliverDueWebhooks(s.t.app.appContext);
    const payloads = s.receiver.received.map((r) => ZWebhookPayload.parse(JSON.parse(r.body)));
    expect(payloads.map((p) => p.type).sort()).toEqual([
      'disposition.approved',
      'effectiveness.recorded',
      'investigation.completed',
    ]);
    expect(payloads.find((p) => p.type === 'disposition.approved')).toMatchObject({
      data: { incident: { id: minor.id, dispositionStatus: 'approved' }, approvedBy: s.k.callers.quality.id },
    });
    expect(payloads.find((p) => p.type === 'investigation.completed')).toMatchObject({
      data: { investigation: { id: investigation.id }, completedBy: s.k.callers.investigator.id },
    });
    expect(payloads.find((p) => p.type === 'effectiveness.recorded')).toMatchObject({
      data: { check: { id: checks.body[0].id, result: 'effective', evidence: 'Held.', status: 'recorded' } },
    });
  });
});
