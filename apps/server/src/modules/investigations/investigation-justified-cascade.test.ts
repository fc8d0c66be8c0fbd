import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from './investigation-test-kit';

/**
 * Issue #35, defect 3: completing an investigation gives its verdict to every incident it has, so the
 * incident's 'Incident Justified' column, its filter and the export show it (it stayed blank for incidents
 * that went through the UI).
 */
describe("completing an investigation sets its incidents' Incident Justified", () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  const justified = async (id: string) =>
    (await k.get(k.callers.quality, `/v1/incidents/${id}`)).body.incidentJustified;

  it('Yes on completion: every linked incident is justified, and the filter finds them', async () => {
    const { quality } = k.callers;
    const { incident: first, investigation } = await k.started('zqjustified first');
    const { incident: second } = await k.started('zqjustified second');
    const joined = await k.act(quality, second.id, {
      action: 'reassign-investigation',
      investigationId: investigation.id,
    });
    expect(joined.status, joined.text).toBe(200);
    expect(await justified(first.id)).toBeNull();
    await k.complete(k.callers.investigator, investigation.id);
    expect(await justified(first.id)).toBe(true);
    expect(await justified(second.id)).toBe(true);
    const filtered = await k.list<{ id: string }>(quality, {
      search: 'zqjustified',
      filters: [{ key: 'incidentJustified', type: 'boolean', filter: [true], allowEmpty: false }],
    });
    expect(filtered.items.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    const history = await k.get(quality, `/v1/incidents/${first.id}/history`);
    expect(JSON.stringify(history.body)).toContain('incidentJustified');
  });

  it('No on completion: the incidents are not justified; an incident joining later takes the verdict', async () => {
    const { quality } = k.callers;
    const { incident, investigation } = await k.started('zqnotjustified');
    const done = await k.put(quality, investigation.id, {
      incidentJustified: false,
      defectiveProductQuantity: '1',
      completed: true,
    });
    expect(done.status, done.text).toBe(200);
    expect(await justified(incident.id)).toBe(false);
    const { incident: later } = await k.started('zqnotjustified later');
    const joined = await k.act(quality, later.id, {
      action: 'reassign-investigation',
      investigationId: investigation.id,
    });
    expect(joined.body).toMatchObject({ status: 'investigation-completed', incidentJustified: false });
  });
});
