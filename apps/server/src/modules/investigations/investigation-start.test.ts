import { todayIso } from '@qi/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { ALL_FIVE_SIGNED, FILLED_SECTIONS, investigationKit } from './investigation-test-kit';

describe('starting an investigation (POST /v1/investigations, docs/product.md §4)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it('a new investigation: opened, assigned to the caller, the incident description, empty text', async () => {
    const incident = await k.acknowledgedIncident('Seal kit missing one O-ring.');
    const res = await k.start(k.callers.quality, incident.id);
    expect(res.status).toBe(201);
    const inv = res.body;
    expect(inv).toMatchObject({
      status: 'opened',
      assignedTo: k.callers.quality.id,
      incidentDescription: 'Seal kit missing one O-ring.',
      incidentJustified: null,
      containmentAction: '',
      rootCause: '',
      rootCauseCategory: null,
      // The incident kit reports 3 defective parts.
      defectiveProductQuantity: '3',
      costOfLabour: null,
      completed: false,
      completedSignedBy: null,
      attachments: [],
      relatedIncidents: [
        { id: incident.id, incidentNumber: incident.incidentNumber, status: 'under-investigation' },
      ],
    });
    expect(inv).not.toHaveProperty('incident_description');
    const after = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body;
    expect(after.status).toBe('under-investigation');
    expect(after.investigationId).toBe(inv.id);
    expect(after.investigationStatus).toBe('opened');

    const incidentHistory = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}/history`)).body;
    expect(incidentHistory.at(-1)).toMatchObject({
      action: 'start-investigation',
      fromStatus: 'acknowledged',
      toStatus: 'under-investigation',
    });
    const history = (await k.get(k.callers.user, `/v1/investigations/${inv.id}/history`)).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', toStatus: 'opened' });
    expect(history[0].actor.user_id).toBe(k.callers.quality.id);
  });

  it('from an existing investigation: a copy with a new id, sign-offs cleared, not completed', async () => {
    const { investigation: source } = await k.started('Drive shaft out of tolerance.');
    await k.complete(k.callers.quality, source.id);
    const incident = await k.acknowledgedIncident('Another shaft out of tolerance.');
    const res = await k.start(k.callers.admin, incident.id, source.id);
    expect(res.status).toBe(201);
    const copy = res.body;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      status: 'opened',
      completed: false,
      completedSignedBy: null,
      completedSignedDate: null,
      assignedTo: k.callers.admin.id,
      incidentDescription: 'Drive shaft out of tolerance.',
      incidentJustified: true,
      defectiveProductQuantity: '4',
      ...FILLED_SECTIONS,
    });
    for (const section of Object.keys(ALL_FIVE_SIGNED)) {
      expect(copy[`${section}SignedBy`]).toBeNull();
      expect(copy[`${section}SignedDate`]).toBeNull();
    }
    expect(Object.keys(copy).some((key) => key.endsWith('Copied'))).toBe(false);
    expect(copy.relatedIncidents.map((i: { id: string }) => i.id)).toEqual([incident.id]);
    // The source is untouched.
    const again = (await k.get(k.callers.quality, `/v1/investigations/${source.id}`)).body;
    expect(again.completed).toBe(true);
    expect(again.containmentActionSignedDate).toBe(todayIso());
    expect(await k.incidentStatus(incident.id)).toBe('under-investigation');
    const history = (await k.get(k.callers.quality, `/v1/investigations/${copy.id}/history`)).body;
    expect(history[0].action).toBe('copy');
    expect(history[0].changes).toContainEqual({ field: 'copiedFrom', from: null, to: source.id });
  });

  it('role user and investigator may not start one (403); the incident is unchanged', async () => {
    const incident = await k.acknowledgedIncident();
    for (const caller of [k.callers.user, k.callers.investigator]) {
      const res = await k.start(caller, incident.id);
      expect(res.status).toBe(403);
    }
    const after = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body;
    expect(after.status).toBe('acknowledged');
    expect(after.investigationId).toBeNull();
  });

  it('an incident that is not acknowledged: 409 and nothing written', async () => {
    const incident = await k.create(k.callers.quality, 'submit');
    const before = await t.db.selectFrom('investigations').select('id').execute();
    const res = await k.start(k.callers.quality, incident.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cannot start an investigation for an incident that is Submitted.');
    expect(await k.incidentStatus(incident.id)).toBe('submitted');
    expect(await t.db.selectFrom('investigations').select('id').execute()).toHaveLength(before.length);
  });

  it('an unknown incident or another person’s draft: 404; an unknown copyFrom: 404, nothing written', async () => {
    expect((await k.start(k.callers.quality, 'no-such-incident')).status).toBe(404);
    const draft = await k.create(k.callers.user, 'save-draft');
    const res = await k.start(k.callers.quality, draft.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Incident not found.');
    const incident = await k.acknowledgedIncident();
    const bad = await k.start(k.callers.quality, incident.id, 'no-such-investigation');
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('Investigation not found.');
    expect(await k.incidentStatus(incident.id)).toBe('acknowledged');
  });

  it('a body without incidentId is 422', async () => {
    const res = await t.request('POST', '/v1/investigations', { token: k.callers.quality.token, body: {} });
    expect(res.status).toBe(422);
  });

  it('reassigning via PUT /v1/incidents: the status follows the chosen investigation', async () => {
    const { investigation: done } = await k.started('Finished elsewhere.');
    await k.complete(k.callers.quality, done.id);
    const { incident, investigation: open } = await k.started('Being looked at.');
    const moved = await k.act(k.callers.quality, incident.id, {
      action: 'reassign-investigation',
      investigationId: done.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('investigation-completed');
    const back = await k.act(k.callers.quality, incident.id, {
      action: 'reassign-investigation',
      investigationId: open.id,
    });
    expect(back.body.status).toBe('under-investigation');
    const related = (await k.get(k.callers.quality, `/v1/investigations/${done.id}`)).body.relatedIncidents;
    expect(related).toHaveLength(1);
  });
});
