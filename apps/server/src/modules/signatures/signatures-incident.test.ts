import { SIGNATURE_MSG } from '@qi/domain/signatures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signatureKit } from './signature-test-kit';

describe('signing dispositions and closing, reasons for change, immutable records (docs/product.md §4)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
    await k.setSignatures('password');
  });
  afterAll(() => t.close());

  const approve = (id: string, body: Record<string, unknown>) =>
    t.request('POST', `/v1/incidents/${id}/disposition/approve`, { token: k.callers.quality.token, body });
  const propose = (id: string, quantity: number, extra: Record<string, unknown> = {}) =>
    t.request('PUT', `/v1/incidents/${id}/disposition`, {
      token: k.callers.quality.token,
      body: { lines: [{ decision: 'rework', quantity, responsible: k.callers.quality.id }], ...extra },
    });
  const lastHistory = async (id: string) =>
    (await k.get(k.callers.quality, `/v1/incidents/${id}/history`)).body.at(-1);

  /** A minor incident whose investigation is completed (signed) and whose material is decided: it may close. */
  async function closable() {
    const { incident, investigation } = await k.started();
    expect((await k.completeSigned(k.callers.quality, investigation.id)).status).toBe(200);
    await k.disposeAll(k.callers.quality, incident.id);
    return Object.assign(incident, { investigationId: investigation.id });
  }

  it('approving a disposition signs it: 422 without the password, 403 with a wrong one, then an Approved record', async () => {
    const incident = await k.acknowledgedIncident();
    await k.disposeAll(k.callers.quality, incident.id);
    const before = await k.historyLength('incidents', incident.id);
    expect((await approve(incident.id, {})).status).toBe(422);
    const wrong = await approve(incident.id, k.wrongPassword);
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('SIGNATURE_REJECTED');
    expect(await k.historyLength('incidents', incident.id)).toBe(before);
    expect((await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body.dispositionStatus).toBe(
      'decided',
    );

    const res = await approve(incident.id, k.withPassword);
    expect(res.status).toBe(200);
    expect(res.body.dispositionStatus).toBe('approved');
    expect(await k.signaturesOf(incident.id)).toMatchObject([
      { incidentId: incident.id, subject: 'disposition', subjectLabel: 'Disposition', meaning: 'Approved' },
    ]);
  });

  it('a refused approval asks for no password: 403 for a role that may not approve', async () => {
    const incident = await k.acknowledgedIncident();
    await k.disposeAll(k.callers.quality, incident.id);
    const res = await t.request('POST', `/v1/incidents/${incident.id}/disposition/approve`, {
      token: k.callers.investigator.token,
      body: {},
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('changing a signed disposition needs a reason for change: kept in history, approval withdrawn', async () => {
    const incident = await k.acknowledgedIncident();
    await k.disposeAll(k.callers.quality, incident.id);
    await approve(incident.id, k.withPassword);
    const [approval] = await k.signaturesOf(incident.id);

    const missing = await propose(incident.id, 3);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(SIGNATURE_MSG.reasonForChange);
    expect(await k.signaturesOf(incident.id)).toEqual([approval]);

    const res = await propose(incident.id, 3, { reasonForChange: 'Scrap can be reworked.' });
    expect(res.status).toBe(200);
    expect(res.body.dispositionStatus).toBe('decided');
    expect((await lastHistory(incident.id)).reason).toBe('Scrap can be reworked.');
    const records = await k.signaturesOf(incident.id);
    expect(records[0]).toEqual(approval);
    expect(records[1]).toMatchObject({
      meaning: 'Withdrawn',
      withdrawsId: approval?.id,
      reason: 'Scrap can be reworked.',
    });

    // Approved again, then the defective quantity changes: that edits the signed item too.
    await approve(incident.id, k.withPassword);
    const quantity = await k.act(k.callers.quality, incident.id, { action: 'update', defectiveQuantity: 4 });
    expect(quantity.status).toBe(422);
    expect(quantity.body.message).toBe(SIGNATURE_MSG.reasonForChange);
    const changed = await k.act(k.callers.quality, incident.id, {
      action: 'update',
      defectiveQuantity: 4,
      reasonForChange: 'Recount.',
    });
    expect(changed.status).toBe(200);
    expect((await k.signaturesOf(incident.id)).map((r) => r.meaning)).toEqual([
      'Approved',
      'Withdrawn',
      'Approved',
      'Withdrawn',
    ]);
  });

  it('closing signs: 422 without the password, 403 with a wrong one (still open), then a Closed record', async () => {
    const incident = await closable();
    const before = await k.signaturesOf(incident.id);
    expect((await k.act(k.callers.quality, incident.id, { action: 'close' })).status).toBe(422);
    const wrong = await k.act(k.callers.quality, incident.id, { status: 'closed', ...k.wrongPassword });
    expect(wrong.status).toBe(403);
    expect((await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body.status).toBe(
      'investigation-completed',
    );
    expect(await k.signaturesOf(incident.id)).toEqual(before);

    const res = await k.act(k.callers.quality, incident.id, { status: 'closed', ...k.withPassword });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('closed');
    const closing = (await k.signaturesOf(incident.id)).at(-1);
    expect(closing).toMatchObject({
      incidentId: incident.id,
      subject: 'incident',
      subjectLabel: `Incident ${incident.incidentNumber}`,
      meaning: 'Closed',
      signerId: k.callers.quality.id,
    });
  });

  it('editing a closed incident needs a reason for change, kept in its history entry', async () => {
    const incident = await closable();
    await k.act(k.callers.quality, incident.id, { action: 'close', ...k.withPassword });
    const missing = await k.act(k.callers.quality, incident.id, { action: 'update', grnNumber: 'S99999' });
    expect(missing.status).toBe(422);
    expect(missing.body.issues).toEqual([
      { path: 'reasonForChange', message: SIGNATURE_MSG.reasonForChange },
    ]);
    const res = await k.act(k.callers.quality, incident.id, {
      action: 'update',
      grnNumber: 'S99999',
      reasonForChange: 'GRN typed wrongly.',
    });
    expect(res.status).toBe(200);
    const entry = await lastHistory(incident.id);
    expect(entry.reason).toBe('GRN typed wrongly.');
    expect(entry.changes).toContainEqual({ field: 'grnNumber', from: 'S12345', to: 'S99999' });

    // Its investigation cannot be un-completed by a save: the lock answers first, before any reason.
    const locked = await k.put(k.callers.quality, incident.investigationId, { completed: false });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toContain('its incidents are closed');
  });

  it('a signed closing still needs a reason for change after the setting is turned off; an unsigned one not', async () => {
    const signed = await closable();
    await k.act(k.callers.quality, signed.id, { action: 'close', ...k.withPassword });
    await k.setSignatures('off');
    try {
      const edit = { action: 'update', grnNumber: 'S77777' };
      expect((await k.act(k.callers.quality, signed.id, edit)).status).toBe(422);
      const unsigned = await closable();
      expect((await k.act(k.callers.quality, unsigned.id, { action: 'close' })).status).toBe(200);
      expect((await k.act(k.callers.quality, unsigned.id, edit)).status).toBe(200);
    } finally {
      await k.setSignatures('password');
    }
  });

  it('no route changes or deletes a record, and the database refuses it too', async () => {
    const incident = await k.acknowledgedIncident();
    await k.disposeAll(k.callers.quality, incident.id);
    await approve(incident.id, k.withPassword);
    const [record] = await k.signaturesOf(incident.id);
    const id = record?.id ?? '';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of [
        `/v1/incidents/${incident.id}/signatures`,
        `/v1/incidents/${incident.id}/signatures/${id}`,
      ]) {
        const res = await t.request(method, path, { token: k.callers.admin.token, body: { reason: 'x' } });
        expect([404, 405]).toContain(res.status);
      }
    }
    const update = t.db
      .updateTable('signatures')
      .set({ signer_name: 'Someone else' })
      .where('id', '=', id)
      .execute();
    await expect(update).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('signatures').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    expect(await k.signaturesOf(incident.id)).toEqual([record]);
  });

  it('signatures are read by whoever may read the incident (404 otherwise)', async () => {
    const incident = await k.acknowledgedIncident();
    expect((await k.get(k.callers.user, `/v1/incidents/${incident.id}/signatures`)).status).toBe(200);
    const draft = await k.create(k.callers.user, 'save-draft');
    expect((await k.get(k.callers.quality, `/v1/incidents/${draft.id}/signatures`)).status).toBe(404);
  });
});
