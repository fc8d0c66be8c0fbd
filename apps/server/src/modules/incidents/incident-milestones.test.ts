import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';

type Answer = {
  id: string;
  status: string;
  updated_at: string;
  submittedAt: string | null;
  acknowledgedAt: string | null;
  investigationCompletedAt: string | null;
  closedAt: string | null;
};

describe('incident milestones (submitted, acknowledged, investigation-completed, closed)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  const read = async (id: string, caller = k.callers.quality) =>
    (await k.get(caller, `/v1/incidents/${id}`)).body as Answer;

  it('sets each milestone in the change that reaches it and keeps the first submission', async () => {
    const { user, quality } = k.callers;
    const draft = await k.create(user, 'save-draft');
    expect(await read(draft.id, user)).toMatchObject({
      status: 'draft',
      submittedAt: null,
      acknowledgedAt: null,
      investigationCompletedAt: null,
      closedAt: null,
    });
    const submitted = (await k.act(user, draft.id, { action: 'submit' })).body as Answer;
    expect(submitted.submittedAt).toBe(submitted.updated_at);
    const more = await k.act(quality, draft.id, {
      action: 'request-more-information',
      pendingUpdateReason: 'Which batch?',
    });
    expect(more.status).toBe(200);
    const resubmitted = (await k.act(user, draft.id, { action: 'submit' })).body as Answer;
    expect(resubmitted.updated_at > submitted.updated_at).toBe(true);
    expect(resubmitted.submittedAt).toBe(submitted.submittedAt);
    const acknowledged = (await k.act(quality, draft.id, { action: 'acknowledge' })).body as Answer;
    expect(acknowledged.acknowledgedAt).toBe(acknowledged.updated_at);
    expect(await read(draft.id)).toMatchObject({
      submittedAt: submitted.submittedAt,
      acknowledgedAt: acknowledged.acknowledgedAt,
      investigationCompletedAt: null,
      closedAt: null,
    });
  });

  it('an incident submitted at once has its submission time; milestones sent back are ignored', async () => {
    const created = (await k.create(k.callers.user, 'submit')) as unknown as Answer;
    expect(created.submittedAt).toBe(created.updated_at);
    const sentBack = await k.act(k.callers.quality, created.id, {
      ...created,
      status: 'acknowledged',
      severity: 'major',
      submittedAt: '2000-01-01T00:00:00.000Z',
      closedAt: '2000-01-02T00:00:00.000Z',
    });
    expect(sentBack.status, sentBack.text).toBe(200);
    expect(sentBack.body).toMatchObject({ submittedAt: created.submittedAt, closedAt: null });
  });

  it('the investigation cascade sets and clears the completion; closing sets closed_at', async () => {
    const { quality } = k.callers;
    const { incident, investigation } = await k.started('Milestones through the cascade.');
    await k.complete(quality, investigation.id);
    const completed = await read(incident.id);
    expect(completed.status).toBe('investigation-completed');
    expect(completed.investigationCompletedAt).toBe(completed.updated_at);

    // Un-completing sends the incident back under investigation: the completion no longer holds.
    expect((await k.put(quality, investigation.id, { completed: false })).status).toBe(200);
    const reopened = await read(incident.id);
    expect(reopened.status).toBe('under-investigation');
    expect(reopened.investigationCompletedAt).toBeNull();

    await k.complete(quality, investigation.id);
    const again = await read(incident.id);
    expect(again.investigationCompletedAt).toBe(again.updated_at);
    expect(again.investigationCompletedAt! > completed.investigationCompletedAt!).toBe(true);
    await k.disposeAll(quality, incident.id);
    const closed = (await k.act(quality, incident.id, { action: 'close' })).body as Answer;
    expect(closed.closedAt).toBe(closed.updated_at);
    expect(await read(incident.id)).toMatchObject({
      status: 'closed',
      investigationCompletedAt: again.investigationCompletedAt,
      closedAt: closed.closedAt,
    });
    expect(closed.submittedAt).not.toBeNull();
    expect(closed.acknowledgedAt).not.toBeNull();
  });
});
