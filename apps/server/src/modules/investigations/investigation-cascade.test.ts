import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from './investigation-test-kit';
import { incidentStatusAfter } from './investigation-update-service';

describe('incident statuses follow their investigation (docs/product.md §4 cascade)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it('completing moves every under-investigation incident to investigation-completed; closed stays', async () => {
    const { quality } = k.callers;
    const { incident: first, investigation: shared } = await k.started('Shared root cause.');
    // A second incident joins the shared investigation by reassignment.
    const { incident: second } = await k.started('Same defect, other batch.');
    const joined = await k.act(quality, second.id, {
      action: 'reassign-investigation',
      investigationId: shared.id,
    });
    expect(joined.body.status).toBe('under-investigation');
    // A third one is closed while linked to the shared investigation.
    const { incident: third, investigation: own } = await k.started('Closed long ago.');
    await k.put(quality, own.id, {
      incidentJustified: false,
      defectiveProductQuantity: '1',
      completed: true,
    });
    expect(await k.incidentStatus(third.id)).toBe('investigation-completed');
    await k.act(quality, third.id, { action: 'reassign-investigation', investigationId: shared.id });
    expect(await k.incidentStatus(third.id)).toBe('under-investigation');
    await k.put(quality, shared.id, {
      incidentJustified: false,
      defectiveProductQuantity: '1',
      completed: true,
    });
    expect(await k.incidentStatus(third.id)).toBe('investigation-completed');
    await k.disposeAll(quality, third.id);
    expect((await k.act(quality, third.id, { action: 'close' })).status).toBe(200);

    // With an incident closed a save cannot un-complete it: reopening is the explicit action.
    expect((await k.put(quality, shared.id, { completed: false })).status).toBe(409);
    // Reopen: the incidents in investigation-completed go back under investigation; the closed one stays.
    const reopened = await t.request('POST', `/v1/investigations/${shared.id}/reopen`, {
      token: quality.token,
      body: { reason: 'More parts came back.' },
    });
    expect(reopened.status).toBe(200);
    expect(await k.incidentStatus(first.id)).toBe('under-investigation');
    expect(await k.incidentStatus(second.id)).toBe('under-investigation');
    expect(await k.incidentStatus(third.id)).toBe('closed');

    const done = await k.complete(k.callers.investigator, shared.id);
    expect(
      done.body.relatedIncidents.map((i: { id: string; status: string }) => [i.id, i.status]).sort(),
    ).toEqual(
      [
        [first.id, 'investigation-completed'],
        [second.id, 'investigation-completed'],
        [third.id, 'closed'],
      ].sort(),
    );
    const history = (await k.get(quality, `/v1/incidents/${first.id}/history`)).body;
    expect(history.at(-1)).toMatchObject({
      action: 'complete-investigation',
      fromStatus: 'under-investigation',
      toStatus: 'investigation-completed',
    });
    expect(history.at(-1).actor.user_id).toBe(k.callers.investigator.id);
    const thirdHistory = (await k.get(quality, `/v1/incidents/${third.id}/history`)).body;
    expect(thirdHistory.at(-1).action).toBe('close');

    // Then the incidents can be closed.
    await k.disposeAll(quality, first.id);
    const closed = await k.act(quality, first.id, { action: 'close' });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
  });

  it('a failed completion leaves the incidents as they were', async () => {
    const { incident, investigation } = await k.started();
    const res = await k.put(k.callers.quality, investigation.id, {
      incidentJustified: true,
      defectiveProductQuantity: '1',
      completed: true,
    });
    expect(res.status).toBe(422);
    expect(await k.incidentStatus(incident.id)).toBe('under-investigation');
  });

  it('the un-complete rule', () => {
    expect(incidentStatusAfter('under-investigation', true)).toBe('investigation-completed');
    expect(incidentStatusAfter('closed', true)).toBe('closed');
    expect(incidentStatusAfter('investigation-completed', false)).toBe('under-investigation');
    expect(incidentStatusAfter('closed', false)).toBe('closed');
  });
});
