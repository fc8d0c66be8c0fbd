import { WEBHOOK_MSG } from '@qi/domain/webhooks';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/helpers/test-app';
import { isPublicAddress } from './webhook-address';
import { postWebhook } from './webhook-sender';
import { webhookSuite } from './webhook-test-kit';

describe('/v1/webhooks: endpoints', () => {
  const s = webhookSuite();

  it('registers an endpoint, shows its secret once, and lists it without', async () => {
    const endpoint = await s.register({
      description: 'ERP',
      events: ['incident.status_changed', 'incident.submitted', 'incident.submitted'],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await s.t.request('GET', '/v1/webhooks', { token: s.admin });
    expect(list.status).toBe(200);
    const listed = list.body.find((w: { id: string }) => w.id === endpoint.id);
    expect(listed).toMatchObject({
      url: s.receiver.url,
      description: 'ERP',
      events: ['incident.submitted', 'incident.status_changed'],
      enabled: true,
      consecutiveFailures: 0,
    });
    expect(listed).not.toHaveProperty('secret');
  });

  it('refuses a bad URL, an unknown event, an unknown key and a non-admin', async () => {
    const post = (body: unknown, token = s.admin) => s.t.request('POST', '/v1/webhooks', { token, body });
    const ftp = await post({ url: 'ftp://example.com/x', events: ['incident.submitted'] });
    expect(ftp.status).toBe(422);
    expect(ftp.body.message).toBe('The URL must use https://.');
    expect((await post({ url: 'not a url', events: ['incident.submitted'] })).status).toBe(422);
    const unknown = await post({ url: s.receiver.url, events: ['signal.dismissed'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.issues[0].message).toMatch(/^Events must be among incident.submitted/);
    expect((await post({ url: s.receiver.url, events: [] })).status).toBe(422);
    expect((await post({ url: s.receiver.url, events: ['incident.submitted'], secret: 'x' })).status).toBe(
      422,
    );
    expect(
      (await post({ url: s.receiver.url, events: ['incident.submitted'] }, s.k.callers.quality.token)).status,
    ).toBe(403);
    expect((await s.t.request('GET', '/v1/webhooks', { token: s.k.callers.user.token })).status).toBe(403);
    const missing = await s.t.request('GET', '/v1/webhooks/nope/deliveries', { token: s.admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Webhook not found.');
  });

  it('refuses http and private addresses unless the environment allows them', async () => {
    const strict = await startTestApp({ env: { WEBHOOK_DELIVERY_SECONDS: '0' } });
    try {
      const token = (await strict.login('admin')).idToken;
      const post = (url: string) =>
        strict.request('POST', '/v1/webhooks', { token, body: { url, events: ['incident.submitted'] } });
      const plain = await post(s.receiver.url);
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
    expect(s.receiver.received).toHaveLength(0);
    // Allowed, a name is looked up and connected to (the lookup's success path).
    const allowed = await postWebhook(s.receiver.url.replace('127.0.0.1', 'localhost'), '{}', {}, true);
    expect(allowed).toEqual({ ok: true, statusCode: 200, error: null });
    expect(s.receiver.received).toHaveLength(1);
  });

  it('changes an endpoint, records history, rotates its secret', async () => {
    const endpoint = await s.register();
    const changed = await s.t.request('PUT', `/v1/webhooks/${endpoint.id}`, {
      token: s.admin,
      body: { events: ['disposition.approved', 'effectiveness.recorded'], description: 'QMS' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      events: ['disposition.approved', 'effectiveness.recorded'],
      description: 'QMS',
    });
    const off = await s.t.request('PUT', `/v1/webhooks/${endpoint.id}`, {
      token: s.admin,
      body: { enabled: false },
    });
    expect(off.body).toMatchObject({ enabled: false, disabledReason: 'Disabled by an administrator.' });
    const bad = await s.t.request('PUT', `/v1/webhooks/${endpoint.id}`, {
      token: s.admin,
      body: { url: 'ftp://x' },
    });
    expect(bad.status).toBe(422);
    const rotated = await s.t.request('POST', `/v1/webhooks/${endpoint.id}/secret`, { token: s.admin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    const actions = await s.t.db
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
