import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from './investigation-test-kit';

/**
 * Issue #35, defect 13 (investigations): the specification's client creates an investigation with
 * POST /v1/investigations and an investigation body, then starts it on the incident by sending the incident
 * with the investigationId and the new status.
 */
describe('investigations in the specification form', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it('creates an investigation from its body, then the incident starts it by its status', async () => {
    const { quality } = k.callers;
    const incident = await k.acknowledgedIncident('Spec form incident.');
    const created = await t.request('POST', '/v1/investigations', {
      token: quality.token,
      body: {
        incidentDescription: 'Spec form incident.',
        status: 'opened',
        containmentActionSignedBy: null,
        completed: false,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      status: 'opened',
      assignedTo: quality.id,
      incidentDescription: 'Spec form incident.',
      relatedIncidents: [],
    });
    const read = await k.get(quality, `/v1/incidents/${incident.id}`);
    const started = await k.act(quality, incident.id, {
      ...read.body,
      investigationId: created.body.id,
      status: 'under-investigation',
    });
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({ status: 'under-investigation', investigationId: created.body.id });
    const linked = await k.get(quality, `/v1/investigations/${created.body.id}`);
    expect(linked.body.relatedIncidents.map((i: { id: string }) => i.id)).toEqual([incident.id]);
  });

  it('only quality and admin create one; a body with neither incidentId nor description is 422', async () => {
    const body = { incidentDescription: 'x' };
    const user = await t.request('POST', '/v1/investigations', { token: k.callers.user.token, body });
    expect(user.status).toBe(403);
    const empty = await t.request('POST', '/v1/investigations', { token: k.callers.quality.token, body: {} });
    expect(empty.status).toBe(422);
  });
});
