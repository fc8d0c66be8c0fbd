import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { FILLED_SECTIONS, investigationKit } from './investigation-test-kit';

/** Where the features meet: a plan worked in stages, who may own its work, and its starting quantity. */
describe('an investigation worked in stages (PUT /v1/investigations/{id} with progress: true)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it('signs off containment before the later sections are written; Save changes keeps the whole form', async () => {
    const { investigation } = await k.started();
    const quality = k.callers.quality;
    const containment = {
      incidentJustified: true,
      containmentAction: 'Stock quarantined.',
      signedOff: { containmentAction: true },
    };
    const whole = await k.put(quality, investigation.id, containment);
    expect(whole.status).toBe(422);
    expect(whole.body.issues).toContainEqual({ path: 'rootCause', message: 'Root cause is required' });

    const staged = await k.put(quality, investigation.id, { ...containment, progress: true });
    expect(staged.status).toBe(200);
    expect(staged.body).toMatchObject({
      incidentJustified: true,
      containmentAction: 'Stock quarantined.',
      containmentActionSignedBy: quality.id,
      rootCause: '',
      completed: false,
    });

    // A drafted section stays editable; a signed one is locked as before.
    const drafted = await k.put(quality, investigation.id, { rootCause: 'First idea', progress: true });
    expect(drafted.status).toBe(200);
    const redrafted = await k.put(quality, investigation.id, { rootCause: 'Better idea', progress: true });
    expect(redrafted.body.rootCause).toBe('Better idea');
    const locked = await k.put(quality, investigation.id, { containmentAction: 'Changed', progress: true });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Containment Action is signed off and cannot be changed.');
  });

  it("a section's own sign-off still needs its text and category; completion still needs everything", async () => {
    const { investigation } = await k.started();
    const quality = k.callers.quality;
    const noCategory = await k.put(quality, investigation.id, {
      incidentJustified: true,
      rootCause: 'Worn tool',
      signedOff: { rootCause: true },
      progress: true,
    });
    expect(noCategory.status).toBe(422);
    expect(noCategory.body.message).toBe('A root cause category must be selected.');

    const complete = await k.put(quality, investigation.id, {
      incidentJustified: true,
      containmentAction: FILLED_SECTIONS.containmentAction,
      signedOff: { containmentAction: true },
      completed: true,
      progress: true,
    });
    expect(complete.status).toBe(422);
    expect(complete.body.issues).toContainEqual({ path: 'rootCause', message: 'Root cause is required' });
    const stored = await k.get(quality, `/v1/investigations/${investigation.id}`);
    expect(stored.body).toMatchObject({ completed: false, containmentActionSignedBy: null });
  });

  it('refuses a progress flag that is not a boolean, and declares it in the OpenAPI document', async () => {
    const { investigation } = await k.started();
    const res = await k.put(k.callers.quality, investigation.id, { progress: 'yes' });
    expect(res.status).toBe(422);
    const doc = await t.request('GET', '/v1/openapi.json', {});
    const body = doc.body.paths['/v1/investigations/{id}'].put.requestBody.content['application/json'].schema;
    expect(body.properties.progress).toEqual({ type: 'boolean' });
  });
});

describe('who may own work (investigation sections, disposition lines)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it('refuses a reporter or a deactivated investigator as a section owner, naming why', async () => {
    const { investigation } = await k.started();
    const reporter = await t.buildUser({ role: 'user', name: 'Rita Reporter' });
    const gone = await t.buildUser({ role: 'investigator', name: 'Ivan Gone', active: false });
    const quality = k.callers.quality;

    const byReporter = await k.put(quality, investigation.id, {
      schedule: { correctiveAction: { owner: reporter.user_id } },
      progress: true,
    });
    expect(byReporter.status).toBe(422);
    expect(byReporter.body.issues).toEqual([
      {
        path: 'schedule.correctiveAction.owner',
        message:
          'Rita Reporter cannot own this work: only active investigators, quality and admin users can.',
      },
    ]);
    const byGone = await k.put(quality, investigation.id, {
      schedule: { rootCause: { owner: gone.user_id } },
      progress: true,
    });
    expect(byGone.status).toBe(422);
    expect(byGone.body.message).toBe(
      'Ivan Gone cannot own this work: their account is deactivated. Only active investigators, quality and admin users can.',
    );
    const unknown = await k.put(quality, investigation.id, {
      schedule: { rootCause: { owner: 'nobody-at-all' } },
      progress: true,
    });
    expect(unknown.body.message).toBe('The owner must be an active user.');

    const ok = await k.put(quality, investigation.id, {
      schedule: { correctiveAction: { owner: k.callers.investigator.id } },
      progress: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.schedule.correctiveAction.owner).toBe(k.callers.investigator.id);
  });

  it('starting gives the sections to the starter, who may own them', async () => {
    const { investigation } = await k.started();
    const schedule = investigation.schedule as Record<string, { owner: string | null }>;
    for (const section of Object.values(schedule)) expect(section.owner).toBe(k.callers.quality.id);
  });

  it("refuses a reporter as a disposition line's responsible person", async () => {
    const { incident } = await k.started();
    const reporter = await t.buildUser({ role: 'user', name: 'Rita Reporter' });
    const res = await t.request('PUT', `/v1/incidents/${incident.id}/disposition`, {
      token: k.callers.quality.token,
      body: { lines: [{ decision: 'scrap', quantity: 1, responsible: reporter.user_id }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([
      {
        path: 'lines.0.responsible',
        message:
          'Rita Reporter cannot own this work: only active investigators, quality and admin users can.',
      },
    ]);
  });

  it('the bulk load says who may be offered as an owner', async () => {
    const reporter = await t.buildUser({ role: 'user', name: 'Rita Offered' });
    const gone = await t.buildUser({ role: 'quality', name: 'Quentin Gone', active: false });
    const res = await k.get(k.callers.user, '/v1/data');
    const users = res.body.users as { user_id: string; canOwnWork: boolean }[];
    const byId = new Map(users.map((u) => [u.user_id, u.canOwnWork]));
    expect(byId.get(reporter.user_id)).toBe(false);
    expect(byId.get(gone.user_id)).toBe(false);
    expect(byId.get(k.callers.investigator.id)).toBe(true);
  });
});

describe("a new investigation's Defective Product", () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it("starts from the incident's defective quantity, not 0", async () => {
    const incident = await k.create(k.callers.quality, 'submit', { defectiveQuantity: 17 });
    await k.act(k.callers.quality, incident.id, { action: 'acknowledge' });
    const res = await k.start(k.callers.quality, incident.id);
    expect(res.status).toBe(201);
    expect(res.body.defectiveProductQuantity).toBe('17');
  });
});
