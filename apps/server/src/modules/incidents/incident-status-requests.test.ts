import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type Caller, type IncidentKit, incidentKit } from './incident-test-kit';

/**
 * Issue #35, defect 13: the specification's client creates an incident with the `status` it wants and updates
 * one by sending the whole incident with the new `status` (and a reason where one is needed). The server
 * derives the transition from the current and the requested status; a change no rule allows is 409, never
 * saved without it. `action` stays the explicit alternative.
 */
describe('incident calls in the specification form (status instead of action)', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  const post = (caller: Caller, body: Record<string, unknown>) =>
    t.request('POST', '/v1/incidents', { token: caller.token, body });
  /** The incident as the client read it, sent back with the changes. */
  async function send(caller: Caller, id: string, changes: Record<string, unknown>) {
    const read = await k.get(caller, `/v1/incidents/${id}`);
    expect(read.status, read.text).toBe(200);
    return k.act(caller, id, { ...read.body, ...changes });
  }

  it('creates a submitted incident or a draft from `status`, with a minimal payload', async () => {
    const submitted = await post(k.callers.user, { ...k.form, status: 'submitted' });
    expect(submitted.status, submitted.text).toBe(201);
    expect(submitted.body.status).toBe('submitted');
    expect(submitted.body.incidentNumber).toEqual(expect.any(Number));
    const { incidentJustified: _j, attachments: _a, investigationId: _i, ...minimal } = k.form;
    const draft = await post(k.callers.user, { ...minimal, status: 'draft' });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body).toMatchObject({
      status: 'draft',
      incidentNumber: null,
      incidentJustified: null,
      attachments: [],
    });
  });

  it('refuses a status no creation reaches (409) and a body with neither status nor action (422)', async () => {
    const closed = await post(k.callers.quality, { ...k.form, status: 'closed' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Cannot create an incident that is Closed.');
    const neither = await post(k.callers.user, { ...k.form });
    expect(neither.status).toBe(422);
  });

  it('walks an incident through its statuses by sending it back with the new status', async () => {
    const { quality, user } = k.callers;
    const created = (await post(user, { ...k.form, status: 'submitted' })).body as { id: string };
    const asked = await send(quality, created.id, {
      status: 'pending-update',
      pendingUpdateReason: 'Photos please',
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toMatchObject({ status: 'pending-update', pendingUpdateReason: 'Photos please' });
    const resubmitted = await send(user, created.id, { status: 'submitted', description: 'With photos' });
    expect(resubmitted.body).toMatchObject({
      status: 'submitted',
      description: 'With photos',
      pendingUpdateReason: null,
    });
    const acknowledged = await send(quality, created.id, { status: 'acknowledged', severity: 'major' });
    expect(acknowledged.body).toMatchObject({ status: 'acknowledged', severity: 'major' });
    // The same status with changed fields is the general update.
    const updated = await send(quality, created.id, { status: 'acknowledged', grnNumber: 'S99999' });
    expect(updated.body).toMatchObject({ status: 'acknowledged', grnNumber: 'S99999' });
  });

  it('a status change no rule allows is 409 and changes nothing', async () => {
    const { quality, user } = k.callers;
    const created = (await post(user, { ...k.form, status: 'submitted' })).body as { id: string };
    for (const status of ['closed', 'investigation-completed', 'draft']) {
      const refused = await send(quality, created.id, { status, description: 'Not saved' });
      expect(refused.status, status).toBe(409);
    }
    const blank = await send(quality, created.id, { status: 'rejected', rejectReason: '  ' });
    expect(blank.status).toBe(422);
    const read = await k.get(quality, `/v1/incidents/${created.id}`);
    expect(read.body).toMatchObject({ status: 'submitted', description: k.form.description });
    const rejected = await send(quality, created.id, { status: 'rejected', rejectReason: 'Duplicate' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectReason: 'Duplicate' });
  });

  it('an explicit action wins over the status a client echoes back', async () => {
    const { quality, user } = k.callers;
    const created = await k.create(user, 'submit');
    const res = await send(quality, created.id, { action: 'acknowledge', severity: 'minor' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('acknowledged');
  });
});
