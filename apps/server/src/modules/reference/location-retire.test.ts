import type { TLocation } from '@qi/domain/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from '../incidents/incident-test-kit';

describe('location nodes are retired, never removed while incidents name them', () => {
  let t: TestApp;
  let k: IncidentKit;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    admin = k.callers.admin.token;
  });
  afterAll(() => t.close());

  const tree = async (): Promise<TLocation[]> =>
    (await t.request('GET', '/v1/locations', { token: admin })).body;
  const save = (body: unknown) => t.request('PUT', '/v1/locations', { token: admin, body });

  it('refuses to remove a node an incident chose (409, nothing saved) but removes an unused one', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    const before = await tree();
    const chosen = k.form.incidentLocation?.id;
    const withoutChosen = before.filter((l) => l.id !== chosen);
    const refused = await save(withoutChosen);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `'${k.form.incidentLocation?.title}' is named by incidents: retire it instead of removing it.`,
    );
    expect(await tree()).toEqual(before);
    expect(incident.id).toBeTruthy();

    const added = await save([...before, { id: 'x', title: 'Temporary Yard' }]);
    expect(added.status).toBe(200);
    const removed = await save(before);
    expect(removed.status).toBe(200);
    expect((await tree()).map((l) => l.id)).toEqual(before.map((l) => l.id));
  });

  it('a retired node stays on its incidents, is refused for new choices, and comes back when brought back', async () => {
    const existing = await k.create(k.callers.user, 'submit');
    const before = await tree();
    const chosen = k.form.incidentLocation?.id;
    const retired = before.map((l) => (l.id === chosen ? { ...l, retired: true } : l));
    const saved = await save(retired);
    expect(saved.status).toBe(200);
    expect(saved.body.find((l: TLocation) => l.id === chosen)).toMatchObject({ retired: true });

    const fresh = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, action: 'submit' },
    });
    expect(fresh.status).toBe(422);
    expect(fresh.body.issues[0].path).toBe('incidentLocation');
    // The incident that already names it is still saved as it is.
    const update = await k.act(k.callers.quality, existing.id, { action: 'update', grnNumber: 'S54321' });
    expect(update.status).toBe(200);
    expect(update.body.incidentLocation.id).toBe(chosen);

    expect((await save(before)).status).toBe(200);
    const again = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, action: 'submit' },
    });
    expect(again.status).toBe(201);
  });
});
