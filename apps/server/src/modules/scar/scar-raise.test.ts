import { addDays } from '@qi/domain/due-dates';
import { SCAR_MSG } from '@qi/domain/scar';
import { SCAR_MILESTONE_MSG } from '@qi/domain/scar-milestones';
import { CONTACT_MSG } from '@qi/domain/scar-supplier';
import type { TScar, TScarAuditEntry } from '@qi/domain/scar-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type ScarKit, scarKit } from './scar-test-kit';

describe('supplier corrective action requests: contacts and raising', () => {
  let t: TestApp;
  let s: ScarKit;
  let quality: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    s = await scarKit(t);
    quality = s.k.callers.quality.token;
    admin = s.k.callers.admin.token;
  });
  afterAll(() => t.close());

  it('lets admins add and change a supplier’s contacts, and the quality team read them', async () => {
    const setup = await s.supplierWithIncidents(0);
    const path = `/v1/suppliers/${setup.supplierId}/contacts`;
    const duplicate = await t.request('POST', path, {
      token: admin,
      body: { name: 'Other', email: setup.contactEmail.toUpperCase() },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(CONTACT_MSG.emailTaken);
    const bad = await t.request('POST', path, { token: admin, body: { name: ' ', email: 'not-an-email' } });
    expect(bad.status).toBe(422);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'name']);
    const changed = await t.request('PUT', `${path}/${setup.contactId}`, {
      token: admin,
      body: { name: 'Jane Smith-Jones' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Jane Smith-Jones', email: setup.contactEmail, active: true });
    const listed = await t.request('GET', path, { token: quality });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([changed.body]);
    expect(
      (await t.request('POST', path, { token: quality, body: { name: 'A', email: 'a@b.co' } })).status,
    ).toBe(403);
    expect((await t.request('GET', '/v1/suppliers/no-such/contacts', { token: quality })).status).toBe(404);
  });

  it('raises a request from the supplier’s incidents: number, lines, due dates from the defaults, link emailed', async () => {
    const setup = await s.supplierWithIncidents(2);
    const scar = await s.raise(setup);
    expect(scar.number).toMatch(/^SCAR-\d{4}$/);
    expect(scar).toMatchObject({
      status: 'open',
      form: 'full-8d',
      supplier: { id: setup.supplierId },
      contact: { id: setup.contactId, email: setup.contactEmail },
      buyer: { id: s.k.callers.quality.id },
      request: 'Please send an 8D for the cracked housings.',
      acknowledgedAt: null,
    });
    expect(scar.incidents.map((i) => i.id).sort()).toEqual([...setup.incidentIds].sort());
    expect(scar.items).toHaveLength(2);
    expect(scar.items[0]).toMatchObject({
      partNumber: s.k.form.partNumber,
      grnNumber: 'S12345',
      quantity: 3,
    });
    const today = t.app.appContext.today();
    expect(scar.milestones.map((m) => [m.milestone, m.dueDate, m.state])).toEqual([
      ['acknowledge', addDays(today, 2), 'open'],
      ['containment', addDays(today, 3), 'open'],
      ['rootCause', addDays(today, 14), 'open'],
      ['actions', addDays(today, 30), 'open'],
      ['closure', addDays(today, 60), 'open'],
    ]);
    expect(scar.stages.map((st) => [st.stage, st.status, st.version])).toEqual(
      ['d1', 'd2', 'd3', 'd4', 'd5d6', 'd7', 'd8'].map((stage) => [stage, 'open', 1]),
    );
    expect(scar.link?.openedAt).toBeNull();
    const mail = (await t.emailsTo(setup.contactEmail)).join('\n');
    expect(mail).toContain(`${scar.number}: supplier corrective action request`);
    expect(mail).toContain('http://localhost:5173/supplier#token=');
    const audit = await t.request('GET', `/v1/scars/${scar.id}/audit`, { token: quality });
    expect((audit.body as TScarAuditEntry[]).map((a) => [a.action, a.actorKind])).toEqual([
      ['raised', 'user'],
      ['link-sent', 'user'],
    ]);
    expect(audit.body[0].ip).toBe('127.0.0.1');
    expect(audit.body[0].userAgent).toEqual(expect.any(String));
  });

  it('asks the short form for containment and actions only, with given lines and due dates', async () => {
    const setup = await s.supplierWithIncidents(1);
    const today = t.app.appContext.today();
    const scar = await s.raise(setup, {
      form: 'short',
      items: [
        {
          incidentId: setup.incidentIds[0],
          partNumber: 'PN-1',
          lot: 'L42',
          grnNumber: 'GRN12345678',
          quantity: 40,
        },
      ],
      dueDates: { containment: addDays(today, 5) },
    });
    expect(scar.stages.map((st) => st.stage)).toEqual(['d3', 'd5d6']);
    expect(scar.milestones.map((m) => [m.milestone, m.dueDate])).toEqual([
      ['acknowledge', addDays(today, 2)],
      ['containment', addDays(today, 5)],
      ['actions', addDays(today, 30)],
    ]);
    expect(scar.items).toEqual([
      {
        incidentId: setup.incidentIds[0],
        partNumber: 'PN-1',
        lot: 'L42',
        grnNumber: 'GRN12345678',
        quantity: 40,
      },
    ]);
  });

  it('refuses incidents of another supplier, drafts, unknown contacts and due dates out of order (422, nothing kept)', async () => {
    const setup = await s.supplierWithIncidents(1);
    const other = await s.supplierWithIncidents(1);
    const draft = await s.k.create(s.k.callers.user, 'save-draft', { supplierId: setup.supplierId });
    const before = (await t.request('GET', '/v1/scars?rowsPerPage=100', { token: quality })).body.total;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { incidentIds: [setup.incidentIds[0], other.incidentIds[0]] },
        'incidentIds.1',
        'does not name this supplier',
      ],
      [{ incidentIds: [draft.id] }, 'incidentIds.0', 'has not been submitted'],
      [{ incidentIds: ['no-such-incident'] }, 'incidentIds.0', SCAR_MSG.incidentUnknown],
      [{ contactId: other.contactId }, 'contactId', SCAR_MSG.contactUnknown],
      [{ supplierId: 'no-such-supplier' }, 'supplierId', SCAR_MSG.supplierRequired],
      [
        { dueDates: { containment: addDays(t.app.appContext.today(), 90) } },
        'dueDates.rootCause',
        SCAR_MILESTONE_MSG.order,
      ],
      [{ dueDates: { acknowledge: '2000-01-01' } }, 'dueDates.acknowledge', SCAR_MILESTONE_MSG.past],
      [{ sharedAttachmentIds: ['organisations/x.png'] }, 'sharedAttachmentIds.0', SCAR_MSG.sharedUnknown],
      [
        { items: [{ incidentId: other.incidentIds[0], partNumber: 'P' }] },
        'items.0.incidentId',
        SCAR_MSG.itemIncident,
      ],
      [{ incidentIds: [] }, 'incidentIds', SCAR_MSG.incidentsRequired],
    ];
    for (const [body, path, message] of cases) {
      const res = await t.request('POST', '/v1/scars', {
        token: quality,
        body: {
          supplierId: setup.supplierId,
          contactId: setup.contactId,
          incidentIds: setup.incidentIds,
          form: 'full-8d',
          ...body,
        },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.issues[0].path).toBe(path);
      expect(res.body.issues[0].message).toContain(message);
    }
    expect((await t.request('GET', '/v1/scars?rowsPerPage=100', { token: quality })).body.total).toBe(before);
    const user = await t.request('POST', '/v1/scars', { token: s.k.callers.user.token, body: {} });
    expect(user.status).toBe(403);
  });

  it('numbers requests raised at the same time uniquely and consecutively', async () => {
    const setup = await s.supplierWithIncidents(1);
    const raised = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request('POST', '/v1/scars', {
          token: quality,
          body: {
            supplierId: setup.supplierId,
            contactId: setup.contactId,
            incidentIds: setup.incidentIds,
            form: 'short',
          },
        }),
      ),
    );
    expect(raised.map((r) => r.status)).toEqual(Array(12).fill(201));
    const numbers = raised.map((r) => Number((r.body as TScar).number.slice(5))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(11);
  });

  it('lists requests newest first, filtered by status, supplier and incident', async () => {
    const setup = await s.supplierWithIncidents(2);
    const first = await s.raise(setup, { incidentIds: [setup.incidentIds[0]] });
    const second = await s.raise(setup, { incidentIds: [setup.incidentIds[1]], form: 'short' });
    const bySupplier = await t.request('GET', `/v1/scars?supplierId=${setup.supplierId}`, { token: quality });
    expect(bySupplier.status).toBe(200);
    expect(bySupplier.body.items.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
    expect(bySupplier.body.items[0]).toMatchObject({
      number: second.number,
      status: 'open',
      supplier: { id: setup.supplierId, name: setup.supplierName },
      contactName: 'Jane Smith',
      nextDue: { milestone: 'acknowledge' },
      overdue: false,
      awaitingReview: 0,
    });
    const byIncident = await t.request('GET', `/v1/scars?incidentId=${setup.incidentIds[0]}`, {
      token: quality,
    });
    expect(byIncident.body.items.map((i: { id: string }) => i.id)).toEqual([first.id]);
    const revoked = await t.request('GET', `/v1/scars?status=revoked&supplierId=${setup.supplierId}`, {
      token: quality,
    });
    expect(revoked.body).toMatchObject({ items: [], total: 0 });
  });

  it('revokes and closes by hand with a reason, from the version read; a new link ends the old one', async () => {
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup);
    const oldToken = await s.linkToken(setup.contactEmail);
    const resent = await t.request('POST', `/v1/scars/${scar.id}/resend`, { token: quality });
    expect(resent.status).toBe(200);
    const newToken = await s.linkToken(setup.contactEmail);
    expect(newToken).not.toBe(oldToken);
    expect((await t.request('POST', '/v1/supplier/link', { body: { token: oldToken } })).status).toBe(410);
    const blank = await t.request('POST', `/v1/scars/${scar.id}/revoke`, {
      token: quality,
      body: { reason: ' ', version: scar.version },
    });
    expect(blank.status).toBe(422);
    const stale = await t.request('POST', `/v1/scars/${scar.id}/close`, {
      token: quality,
      body: { reason: 'Part dropped', version: scar.version + 5 },
    });
    expect(stale.status).toBe(409);
    const closed = await t.request('POST', `/v1/scars/${scar.id}/close`, {
      token: quality,
      body: { reason: 'Part dropped', version: scar.version },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'closed',
      reason: 'Part dropped',
      closedBy: { id: s.k.callers.quality.id },
    });
    const again = await t.request('POST', `/v1/scars/${scar.id}/revoke`, {
      token: quality,
      body: { reason: 'x', version: closed.body.version },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SCAR_MSG.notOpen);
  });

  it('keeps the milestone defaults, which admins change', async () => {
    const read = await t.request('GET', '/v1/scar-defaults', { token: quality });
    expect(read.body).toEqual({ acknowledge: 2, containment: 3, rootCause: 14, actions: 30, closure: 60 });
    const changed = { ...read.body, rootCause: 10 };
    expect((await t.request('PUT', '/v1/scar-defaults', { token: quality, body: changed })).status).toBe(403);
    const saved = await t.request('PUT', '/v1/scar-defaults', { token: admin, body: changed });
    expect(saved.body.rootCause).toBe(10);
    const bad = await t.request('PUT', '/v1/scar-defaults', {
      token: admin,
      body: { ...changed, closure: -1 },
    });
    expect(bad.status).toBe(422);
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup);
    expect(scar.milestones.find((m) => m.milestone === 'rootCause')?.dueDate).toBe(
      addDays(t.app.appContext.today(), 10),
    );
    await t.request('PUT', '/v1/scar-defaults', { token: admin, body: read.body });
  });
});
