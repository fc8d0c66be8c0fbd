import type { TAttachment } from '@qi/domain/attachments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { TINY_PNG, uploadFile } from '../uploads/test-multipart';
import { type ScarKit, type ScarSetup, scarKit } from './scar-test-kit';

/** A path for a registered route, every parameter filled with `id`. */
const pathOf = (url: string, id: string) => url.replace(/:\w+/g, encodeURIComponent(id)).replace(/\*$/, id);

describe('a supplier session reaches its own request and nothing else', () => {
  let t: TestApp;
  let s: ScarKit;
  let quality: string;
  let setup: ScarSetup;
  let other: ScarSetup;
  let scarId: string;
  let otherScarId: string;
  let session: string;
  let otherSession: string;
  let shared: TAttachment;
  let internal: TAttachment;

  beforeAll(async () => {
    t = await startTestApp();
    s = await scarKit(t);
    quality = s.k.callers.quality.token;
    setup = await s.supplierWithIncidents(0);
    const upload = async (name: string) => {
      const res = await uploadFile(t, s.k.callers.user.token, { name, type: 'image/png', content: TINY_PNG });
      expect(res.status).toBe(201);
      return res.body as TAttachment;
    };
    shared = await upload('crack-photo.png');
    internal = await upload('internal-cost-sheet.png');
    const incident = await s.k.create(s.k.callers.user, 'submit', {
      supplierId: setup.supplierId,
      attachments: [shared, internal],
      description: 'Cracked housing at goods in.',
    });
    setup.incidentIds.push(incident.id);
    scarId = (await s.raise(setup, { sharedAttachmentIds: [shared.id] })).id;
    session = await s.signIn(setup.contactEmail);
    other = await s.supplierWithIncidents(1);
    otherScarId = (await s.raise(other)).id;
    otherSession = await s.signIn(other.contactEmail);
  });
  afterAll(() => t.close());

  it('is not signed in for any staff route (401), whatever id it names', async () => {
    const routes = t.app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith('/v1') && r.access !== 'public' && r.access !== 'supplier' && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      for (const id of [scarId, otherScarId, setup.incidentIds[0] as string]) {
        const res = await t.request(route.method, pathOf(route.url, id), {
          token: session,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
        });
        expect(res.status, `${route.method} ${route.url}`).toBe(401);
      }
    }
    expect((await t.request('GET', '/v1/self', { token: session })).status).toBe(401);
    expect((await t.request('GET', `/v1/incidents/${setup.incidentIds[0]}`, { token: session })).status).toBe(
      401,
    );
  });

  it('cannot open a file without its signed link, nor another request’s', async () => {
    const unsigned = await t.request('GET', `/v1/files/${encodeURIComponent(internal.id)}`, {
      token: session,
    });
    expect(unsigned.status).toBe(403);
    const view = await s.view(session);
    expect(view.sharedAttachments.map((a) => a.name)).toEqual(['crack-photo.png']);
    expect(JSON.stringify(view)).not.toContain(internal.id);
  });

  it('sees only what was shared: no reporter, ids, costs, internal names or other requests', async () => {
    const view = await s.view(session);
    const text = JSON.stringify(view);
    const reporter = s.k.callers.user;
    for (const hidden of [
      reporter.id,
      setup.incidentIds[0],
      scarId,
      otherScarId,
      setup.supplierId,
      s.k.callers.quality.id,
    ]) {
      expect(text).not.toContain(hidden);
    }
    expect(text).not.toMatch(/costOf|investigation|reportedBy|notes/i);
    expect(view.incidents).toEqual([
      expect.objectContaining({
        description: 'Cracked housing at goods in.',
        partNumber: s.k.form.partNumber,
      }),
    ]);
    expect(view.buyer).toEqual({ name: expect.any(String), email: 'quality@example.com' });
    const mine = await s.view(otherSession);
    expect(mine.number).not.toBe(view.number);
    expect(JSON.stringify(mine)).not.toContain('crack-photo');
  });

  it('refuses staff tokens (403), no token (401) and forged or ended sessions (401) on the supplier routes', async () => {
    const supplierRoutes = t.app.registeredRoutes.filter(
      (r) => r.access === 'supplier' && r.method !== 'HEAD',
    );
    expect(supplierRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /v1/supplier/scar',
      'POST /v1/supplier/scar/acknowledge',
      'POST /v1/supplier/scar/answer/submit',
      'POST /v1/supplier/scar/files',
      'POST /v1/supplier/session/end',
      'PUT /v1/supplier/scar/answer',
    ]);
    for (const route of supplierRoutes) {
      const body = route.method === 'GET' ? {} : { body: {} };
      expect((await t.request(route.method, route.url, { token: quality, ...body })).status).toBe(403);
      expect((await t.request(route.method, route.url, body)).status).toBe(401);
      expect(
        (await t.request(route.method, route.url, { token: `qis_${'A'.repeat(43)}`, ...body })).status,
      ).toBe(401);
      expect((await t.request(route.method, route.url, { token: `${session}x`, ...body })).status).toBe(401);
    }
  });

  it('cannot name another request’s files in its answers', async () => {
    const res = await uploadFile(
      t,
      otherSession,
      { name: 'other.png', type: 'image/png', content: TINY_PNG },
      {},
      '/v1/supplier/scar/files',
    );
    expect(res.status, res.text).toBe(201);
    const version = s.versionOf(await s.view(session), 'd1');
    const saved = await t.request('PUT', '/v1/supplier/scar/answer', {
      token: session,
      body: { stage: 'd1', version, answer: { attachments: [res.body.id] } },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.issues[0].path).toBe('answer.attachments');
    expect((await s.view(session)).files).toEqual([]);
    const theirs = await s.view(otherSession);
    expect(theirs.files.map((f) => f.name)).toEqual(['other.png']);
    const internalView = await t.request('GET', `/v1/scars/${otherScarId}`, { token: quality });
    expect(internalView.body.files.map((f: { name: string }) => f.name)).toEqual(['other.png']);
  });
});
