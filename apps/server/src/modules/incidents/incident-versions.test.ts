import { CONCURRENCY_MSG } from '@qi/domain/record-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';

/** At least 50 saves fired at once (issue: race tests). */
const RACERS = 60;

describe('no lost updates on incidents (versions, PUT /v1/incidents/{id})', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  async function stored(id: string) {
    return (await k.get(k.callers.quality, `/v1/incidents/${id}`)).body;
  }

  async function updates(id: string) {
    const history = (await k.get(k.callers.quality, `/v1/incidents/${id}/history`)).body;
    return history.filter((entry: { action: string }) => entry.action === 'update');
  }

  it('a new incident is at version 1; GET answers carry it and every write moves it on', async () => {
    const incident = await k.create(k.callers.quality, 'submit');
    expect((incident as unknown as { version: number }).version).toBe(1);
    expect((await stored(incident.id)).version).toBe(1);
    const saved = await k.act(k.callers.quality, incident.id, {
      action: 'update',
      description: 'First edit.',
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    const acknowledged = await k.act(k.callers.quality, incident.id, { action: 'acknowledge' });
    expect(acknowledged.body.version).toBe(3);
    expect((await stored(incident.id)).version).toBe(3);
  });

  it('a save from an older version is refused with 409 and writes nothing', async () => {
    const incident = await k.create(k.callers.quality, 'submit');
    const first = await k.act(k.callers.quality, incident.id, {
      action: 'update',
      description: 'Saved by the first person.',
      version: 1,
    });
    expect(first.status).toBe(200);
    const second = await k.act(k.callers.admin, incident.id, {
      action: 'update',
      description: 'Saved by the second person from the same page.',
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CONCURRENCY_MSG.staleIncident);
    expect(second.body.issues).toEqual([{ path: 'version', message: CONCURRENCY_MSG.staleIncident }]);
    const after = await stored(incident.id);
    expect(after.description).toBe('Saved by the first person.');
    expect(after.version).toBe(2);
    expect(await updates(incident.id)).toHaveLength(1);
  });

  it(`${RACERS} saves at once with the same version: exactly one 200, the rest 409, one write`, async () => {
    const incident = await k.create(k.callers.quality, 'submit');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        k.act(i % 2 ? k.callers.quality : k.callers.admin, incident.id, {
          action: 'update',
          description: `Racer ${i}.`,
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    const winner = answers.find((answer) => answer.status === 200);
    const after = await stored(incident.id);
    expect(after.description).toBe(winner?.body.description);
    expect(after.version).toBe(2);
    expect(await updates(incident.id)).toHaveLength(1);
  });

  it('a cascade from the investigation moves the incident on: a form opened before it is stale', async () => {
    const { incident, investigation } = await k.started();
    const before = (await stored(incident.id)).version;
    await k.complete(k.callers.quality, investigation.id);
    const after = await stored(incident.id);
    expect(after.status).toBe('investigation-completed');
    expect(after.version).toBe(before + 1);
    const stale = await k.act(k.callers.quality, incident.id, {
      action: 'update',
      description: 'Edited on a page opened before the investigation was completed.',
      version: before,
    });
    expect(stale.status).toBe(409);
    expect((await stored(incident.id)).description).toBe(after.description);
  });

  it('a version that is not a whole number is refused (422)', async () => {
    const incident = await k.create(k.callers.quality, 'submit');
    for (const version of [0, -1, 1.5, '1', 1e308]) {
      const res = await k.act(k.callers.quality, incident.id, { action: 'update', version });
      expect(res.status, String(version)).toBe(422);
    }
  });
});
