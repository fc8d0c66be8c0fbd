import { CONCURRENCY_MSG } from '@qi/domain/record-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Caller } from '../incidents/incident-test-kit';
import { investigationKit } from './investigation-test-kit';

describe('a completed investigation stays completed while its incidents are closed', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  const reopen = (caller: Caller, id: string, body: Record<string, unknown>) =>
    t.request('POST', `/v1/investigations/${id}/reopen`, { token: caller.token, body });

  async function stored(id: string) {
    return (await k.get(k.callers.quality, `/v1/investigations/${id}`)).body;
  }

  async function historyOf(id: string) {
    return (await k.get(k.callers.quality, `/v1/investigations/${id}/history`)).body as {
      action: string;
      reason: string | null;
      actor: { user_id: string };
    }[];
  }

  /** A completed investigation with its incident closed. */
  async function closedCase() {
    const { incident, investigation } = await k.started();
    await k.complete(k.callers.investigator, investigation.id);
    await k.disposeAll(k.callers.quality, incident.id);
    const closed = await k.act(k.callers.quality, incident.id, { action: 'close' });
    if (closed.status !== 200) throw new Error(`close failed: ${closed.status} ${closed.text}`);
    return { incident, investigation: await stored(investigation.id) };
  }

  it('a save that un-ticks "Is completed?" is refused (409) and nothing changes', async () => {
    const { incident, investigation } = await closedCase();
    const before = await historyOf(investigation.id);
    for (const caller of [k.callers.investigator, k.callers.quality, k.callers.admin]) {
      const res = await k.put(caller, investigation.id, {
        completed: false,
        additionalNotes: 'Rewritten after the incident was closed.',
        version: investigation.version,
      });
      expect(res.status, caller.role).toBe(409);
      expect(res.body.message).toBe(CONCURRENCY_MSG.closedIncidentsLock);
      // Without a version too: the lock does not depend on the client.
      const bare = await k.put(caller, investigation.id, { completed: false });
      expect(bare.status, caller.role).toBe(409);
    }
    const after = await stored(investigation.id);
    expect(after).toMatchObject({
      completed: true,
      status: 'completed',
      additionalNotes: '',
      version: investigation.version,
    });
    expect(after.completedSignedBy).toBe(k.callers.investigator.id);
    expect(await k.incidentStatus(incident.id)).toBe('closed');
    expect(await historyOf(investigation.id)).toHaveLength(before.length);
  });

  it('with no incident closed, un-ticking "Is completed?" in a save still reopens it (docs/product.md §4)', async () => {
    const { incident, investigation } = await k.started();
    const done = await k.complete(k.callers.investigator, investigation.id);
    const res = await k.put(k.callers.investigator, investigation.id, {
      completed: false,
      version: done.body.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.completed).toBe(false);
    expect(await k.incidentStatus(incident.id)).toBe('under-investigation');
  });

  it('reopening is for quality and admin only (403), with a reason (422)', async () => {
    const { investigation } = await closedCase();
    for (const caller of [k.callers.user, k.callers.investigator]) {
      const res = await reopen(caller, investigation.id, { reason: 'Customer returned more parts.' });
      expect(res.status, caller.role).toBe(403);
    }
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await reopen(k.callers.quality, investigation.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await stored(investigation.id)).completed).toBe(true);
  });

  it('quality reopens with a reason: opened, history entry with the reason, closed incident stays closed', async () => {
    const { incident, investigation } = await closedCase();
    // A second incident, still in investigation-completed, follows the investigation back.
    const { incident: other } = await k.started('Same defect, other batch.');
    const joined = await k.act(k.callers.quality, other.id, {
      action: 'reassign-investigation',
      investigationId: investigation.id,
    });
    expect(joined.body.status).toBe('investigation-completed');
    const current = await stored(investigation.id);

    const res = await reopen(k.callers.quality, investigation.id, {
      reason: '  Customer returned more parts from the same batch.  ',
      version: current.version,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      completed: false,
      status: 'opened',
      completedSignedBy: null,
      completedSignedDate: null,
      version: current.version + 1,
    });
    // The sign-offs stay: reopening is about the completion only.
    expect(res.body.containmentActionSignedBy).toBe(k.callers.investigator.id);
    const last = (await historyOf(investigation.id)).at(-1);
    expect(last).toMatchObject({
      action: 'reopen',
      reason: 'Customer returned more parts from the same batch.',
    });
    expect(last?.actor.user_id).toBe(k.callers.quality.id);
    expect(await k.incidentStatus(incident.id)).toBe('closed');
    expect(await k.incidentStatus(other.id)).toBe('under-investigation');
    const otherHistory = (await k.get(k.callers.quality, `/v1/incidents/${other.id}/history`)).body;
    expect(otherHistory.at(-1).action).toBe('reopen-investigation');

    // Reopened, it can be edited again.
    const edited = await k.put(k.callers.investigator, investigation.id, {
      additionalNotes: 'More parts inspected.',
      version: res.body.version,
    });
    expect(edited.status).toBe(200);
  });

  it('reopening an investigation that is not completed is 409; a stale version is 409', async () => {
    const { investigation } = await k.started();
    const open = await reopen(k.callers.admin, investigation.id, { reason: 'Why not.' });
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(CONCURRENCY_MSG.notCompleted);

    const { investigation: done } = await closedCase();
    const stale = await reopen(k.callers.admin, done.id, { reason: 'Late.', version: done.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONCURRENCY_MSG.staleInvestigation);
    expect((await stored(done.id)).completed).toBe(true);
    const missing = await reopen(k.callers.admin, 'no-such-investigation', { reason: 'x' });
    expect(missing.status).toBe(404);
  });
});
