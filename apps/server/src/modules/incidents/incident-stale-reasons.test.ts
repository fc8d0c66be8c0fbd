import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fetchPdf, pdfPages } from '../documents/pdf-test-tools';
import { insertIncidentRows } from './incident-repository';
import { type IncidentKit, incidentKit, incidentRecord } from './incident-test-kit';

/**
 * Issue #35, defect 4: "More information requested" and its reason belong to the pending-update status.
 * Once the reporter resubmits, the incident no longer carries the reason (its history does), so neither the
 * details nor the printed PDF show it, through to closed.
 */
describe('a reason leaves with its status', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  async function printed(id: string) {
    const res = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${id}/print.pdf`);
    expect(res.status).toBe(200);
    return (await pdfPages(res.bytes)).join('\n');
  }

  it('a resubmitted incident no longer carries nor prints the pending-update reason', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    await k.act(k.callers.quality, incident.id, {
      action: 'request-more-information',
      pendingUpdateReason: 'Photos please',
    });
    expect(await printed(incident.id)).toMatch(/Pending Update Reason\s+Photos please/);
    const resubmitted = await k.act(k.callers.user, incident.id, { action: 'submit' });
    expect(resubmitted.status, resubmitted.text).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: 'submitted', pendingUpdateReason: null });
    const read = await k.get(k.callers.quality, `/v1/incidents/${incident.id}`);
    expect(read.body.pendingUpdateReason).toBeNull();
    const acknowledged = await k.act(k.callers.quality, incident.id, { action: 'acknowledge' });
    expect(acknowledged.body).toMatchObject({ status: 'acknowledged', pendingUpdateReason: null });
    const text = await printed(incident.id);
    // No field of the incident shows it; the printed history still tells the request.
    expect(text).not.toContain('Pending Update Reason');
    // The request stays in the incident's history.
    const history = await k.get(k.callers.quality, `/v1/incidents/${incident.id}/history`);
    expect(JSON.stringify(history.body)).toContain('Photos please');
  });

  it('a reason stored before the fix on an incident that moved on is neither shown nor printed', async () => {
    const row = incidentRecord({
      reportedBy: k.callers.user.id,
      status: 'closed',
      pendingUpdateReason: 'Old request',
      rejectReason: 'Old rejection',
    });
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, [row]));
    const read = await k.get(k.callers.quality, `/v1/incidents/${row.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ pendingUpdateReason: null, rejectReason: null });
    const text = await printed(row.id);
    expect(text).not.toContain('Old request');
    expect(text).not.toContain('Old rejection');
  });
});
