import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from './incident-test-kit';

/**
 * The incident edit page (SPEC §6: only role 'user' is sent away, unless the incident is draft or
 * pending-update) and the server agree: the investigator's 'Update Incident' form saves; a user's is refused.
 */
describe("the 'Update Incident' form is for every role but 'user'", () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  it('an investigator updates a submitted and an acknowledged incident (status kept); a user may not', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    const first = await k.act(k.callers.investigator, incident.id, {
      action: 'update',
      description: 'Seen by the investigator',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ status: 'submitted', description: 'Seen by the investigator' });
    const refused = await k.act(k.callers.user, incident.id, { action: 'update', description: 'x' });
    expect(refused.status).toBe(403);
    await k.act(k.callers.quality, incident.id, { action: 'acknowledge' });
    const second = await k.act(k.callers.investigator, incident.id, {
      action: 'update',
      defectiveQuantity: 5,
    });
    expect(second.status, second.text).toBe(200);
    expect(second.body).toMatchObject({ status: 'acknowledged', defectiveQuantity: 5 });
  });

  it("an investigator may submit another person's pending-update incident from the Report Incident form", async () => {
    const incident = await k.create(k.callers.user, 'submit');
    await k.act(k.callers.quality, incident.id, {
      action: 'request-more-information',
      pendingUpdateReason: 'Photos please',
    });
    const res = await k.act(k.callers.investigator, incident.id, { action: 'submit' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('submitted');
  });
});
