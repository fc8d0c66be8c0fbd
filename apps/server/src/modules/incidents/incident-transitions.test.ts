import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from './incident-test-kit';

describe('incident transitions (docs/product.md §4, §6)', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  it('a user saves a draft (no number) and submits it (numbered, investigation cleared)', async () => {
    const { user } = k.callers;
    const draft = await k.create(user, 'save-draft');
    expect(draft.status).toBe('draft');
    expect(draft.incidentNumber).toBeNull();
    expect(draft.reportedBy).toBe(user.id);
    const res = await k.act(user, draft.id, { action: 'submit' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('submitted');
    expect(res.body.incidentNumber).toEqual(expect.any(Number));
    expect(res.body.investigationId).toBeNull();
  });

  it('a new incident can be submitted at once', async () => {
    const created = await k.create(k.callers.investigator, 'submit');
    expect(created.status).toBe('submitted');
    expect(created.incidentNumber).toEqual(expect.any(Number));
  });

  it('a user cannot acknowledge (403) and nothing changes', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    const res = await k.act(k.callers.user, incident.id, { action: 'acknowledge' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not allowed to acknowledge this incident.');
    expect((await k.get(k.callers.user, `/v1/incidents/${incident.id}`)).body.status).toBe('submitted');
  });

  it("quality cannot see or submit someone else's draft (404)", async () => {
    const draft = await k.create(k.callers.user, 'save-draft');
    const res = await k.act(k.callers.quality, draft.id, { action: 'submit' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Incident not found.');
    expect((await k.get(k.callers.quality, `/v1/incidents/${draft.id}`)).status).toBe(404);
    expect((await k.get(k.callers.investigator, `/v1/incidents/${draft.id}/history`)).status).toBe(404);
    expect((await k.get(k.callers.admin, `/v1/incidents/${draft.id}`)).status).toBe(200);
  });

  it('acknowledge from draft is a conflict (409)', async () => {
    const draft = await k.create(k.callers.admin, 'save-draft');
    const res = await k.act(k.callers.admin, draft.id, { action: 'acknowledge' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cannot acknowledge an incident that is Draft.');
  });

  it('reject needs a trimmed reason (422, unchanged), then stores it and mails the reporter', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    const blank = await k.act(k.callers.quality, incident.id, { action: 'reject', rejectReason: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('A reason is required.');
    expect(blank.body.issues).toEqual([{ path: 'rejectReason', message: 'A reason is required.' }]);
    expect((await k.get(k.callers.user, `/v1/incidents/${incident.id}`)).body.status).toBe('submitted');
    const res = await k.act(k.callers.quality, incident.id, {
      action: 'reject',
      rejectReason: '  Duplicate  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', rejectReason: 'Duplicate' });
  });

  it('request more information, then the reporter resubmits (same number)', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    const asked = await k.act(k.callers.quality, incident.id, {
      action: 'request-more-information',
      pendingUpdateReason: 'Photos please',
    });
    expect(asked.body).toMatchObject({ status: 'pending-update', pendingUpdateReason: 'Photos please' });
    const drafts = await k.get(k.callers.user, '/v1/incidents?view=drafts&rowsPerPage=200');
    expect(drafts.body.items.map((i: { id: string }) => i.id)).toContain(incident.id);
    const deleteByOther = await k.act(k.callers.investigator, incident.id, { action: 'delete' });
    expect(deleteByOther.status).toBe(403);
    const res = await k.act(k.callers.user, incident.id, { action: 'submit', description: 'With photos' });
    expect(res.body).toMatchObject({
      status: 'submitted',
      incidentNumber: incident.incidentNumber,
      description: 'With photos',
    });
  });

  it("other staff save a pending-update incident's Report form without taking it (status kept) or submit it for the reporter", async () => {
    const incident = await k.create(k.callers.user, 'submit');
    await k.act(k.callers.quality, incident.id, {
      action: 'request-more-information',
      pendingUpdateReason: 'Photos please',
    });
    const saved = await k.act(k.callers.investigator, incident.id, {
      action: 'save-draft',
      description: 'Photos phoned in',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'pending-update', description: 'Photos phoned in' });
    const submitted = await k.act(k.callers.quality, incident.id, { action: 'submit' });
    expect(submitted.body).toMatchObject({ status: 'submitted', description: 'Photos phoned in' });
    const updated = await k.act(k.callers.investigator, incident.id, {
      action: 'update',
      description: 'Checked by the investigator',
    });
    expect(updated.body).toMatchObject({ status: 'submitted', description: 'Checked by the investigator' });
    const draft = await k.create(k.callers.user, 'save-draft');
    // Another person's draft stays invisible to everyone but an admin.
    expect((await k.act(k.callers.quality, draft.id, { action: 'submit' })).status).toBe(404);
  });

  it('the reporter or an admin deletes a draft (cancelled); a submitted one cannot be deleted', async () => {
    const draft = await k.create(k.callers.user, 'save-draft');
    const res = await k.act(k.callers.admin, draft.id, { action: 'delete' });
    expect(res.body).toMatchObject({ status: 'cancelled', investigationId: null });
    const own = await k.create(k.callers.user, 'save-draft');
    expect((await k.act(k.callers.user, own.id, { action: 'delete' })).body.status).toBe('cancelled');
    const submitted = await k.create(k.callers.user, 'submit');
    const conflict = await k.act(k.callers.user, submitted.id, { action: 'delete' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('Cannot delete an incident that is Submitted.');
    const refused = await k.act(k.callers.quality, submitted.id, { action: 'delete' });
    expect(refused.status).toBe(403);
  });

  it('close only from investigation-completed', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    const res = await k.act(k.callers.quality, incident.id, { action: 'close' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cannot close an incident that is Submitted.');
  });

  it('start investigation: 409 while no such investigation exists; 422 without one chosen', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    await k.act(k.callers.quality, incident.id, { action: 'acknowledge' });
    const none = await k.act(k.callers.quality, incident.id, { action: 'start-investigation' });
    expect(none.status).toBe(422);
    const unknown = await k.act(k.callers.quality, incident.id, {
      action: 'start-investigation',
      investigationId: 'not-there',
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe('Investigations are not available yet.');
    const byUser = await k.act(k.callers.user, incident.id, {
      action: 'start-investigation',
      investigationId: 'not-there',
    });
    expect(byUser.status).toBe(403);
  });

  it('start, reassign and close with existing investigations (status follows completed)', async () => {
    const now = new Date().toISOString();
    for (const [id, completed] of [
      ['inv-open', 0],
      ['inv-done', 1],
    ] as const) {
      await t.db
        .insertInto('investigations')
        .values({
          id,
          status: completed ? 'completed' : 'opened',
          assigned_to: k.callers.quality.id,
          completed,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    }
    const incident = await k.create(k.callers.user, 'submit');
    await k.act(k.callers.quality, incident.id, { action: 'acknowledge' });
    const started = await k.act(k.callers.quality, incident.id, {
      action: 'start-investigation',
      investigationId: 'inv-open',
    });
    expect(started.body).toMatchObject({
      status: 'under-investigation',
      investigationId: 'inv-open',
      investigationStatus: 'opened',
    });
    const early = await k.act(k.callers.quality, incident.id, { action: 'close' });
    expect(early.status).toBe(409);
    const moved = await k.act(k.callers.admin, incident.id, {
      action: 'reassign-investigation',
      investigationId: 'inv-done',
    });
    expect(moved.body).toMatchObject({ status: 'investigation-completed', investigationStatus: 'completed' });
    await k.disposeAll(k.callers.quality, incident.id);
    const closed = await k.act(k.callers.quality, incident.id, { action: 'close' });
    expect(closed.body.status).toBe('closed');
    const update = await k.act(k.callers.quality, incident.id, {
      action: 'update',
      description: 'Edited later',
    });
    expect(update.body).toMatchObject({
      status: 'closed',
      description: 'Edited later',
      investigationId: 'inv-done',
    });
  });

  it('quality may update a submitted incident (status kept); a user may not', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    const byUser = await k.act(k.callers.user, incident.id, { action: 'update', description: 'x' });
    expect(byUser.status).toBe(403);
    const res = await k.act(k.callers.quality, incident.id, { action: 'update', defectiveQuantity: 9 });
    expect(res.body).toMatchObject({ status: 'submitted', defectiveQuantity: 9 });
  });

  it('records history (who, action, from/to, changed fields, reason), oldest first', async () => {
    const draft = await k.create(k.callers.user, 'save-draft');
    // The reporter was shown the similar incidents: no check on arrival, whose entry this list would hold.
    await k.act(k.callers.user, draft.id, {
      action: 'submit',
      description: 'Second version',
      similarChecked: true,
    });
    await k.act(k.callers.quality, draft.id, { action: 'reject', rejectReason: 'Not a defect' });
    const res = await k.get(k.callers.investigator, `/v1/incidents/${draft.id}/history`);
    expect(res.status).toBe(200);
    expect(res.body.map((h: { action: string }) => h.action)).toEqual(['save-draft', 'submit', 'reject']);
    const [created, submitted, rejected] = res.body;
    expect(created).toMatchObject({
      fromStatus: null,
      toStatus: 'draft',
      actor: { user_id: k.callers.user.id },
    });
    expect(created.actor.name).toBe('Uma User');
    expect(submitted.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'draft', to: 'submitted' },
        { field: 'description', from: k.form.description, to: 'Second version' },
      ]),
    );
    expect(rejected).toMatchObject({ fromStatus: 'submitted', toStatus: 'rejected', reason: 'Not a defect' });
  });

  it('twenty parallel submissions get twenty distinct, consecutive numbers', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () => k.create(k.callers.user, 'save-draft')),
    );
    const results = await Promise.all(drafts.map((d) => k.act(k.callers.user, d.id, { action: 'submit' })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.incidentNumber as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19]! - numbers[0]!).toBe(19);
  });
});
