import type { THistoryEntry } from '@qi/domain/history';
import type { TIncidentLink, TIncidentLinks } from '@qi/domain/incident-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from '../incidents/incident-test-kit';

describe('incident links', () => {
  let t!: TestApp;
  let k!: IncidentKit;
  let earlier!: { id: string; incidentNumber: number | null };
  let report!: { id: string; incidentNumber: number | null };
  let draft!: { id: string };

  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    earlier = await k.create(k.callers.investigator, 'submit', { description: 'Seal leaking at flange' });
    report = await k.create(k.callers.user, 'submit', { description: 'Flange seal leaks' });
    draft = await k.create(k.callers.investigator, 'save-draft', { description: 'A private draft' });
  });
  afterAll(() => t.close());

  const link = (who: keyof IncidentKit['callers'], id: string, body: Record<string, unknown>) =>
    t.request('POST', `/v1/incidents/${id}/links`, { token: k.callers[who].token, body });
  const links = async (who: keyof IncidentKit['callers'], id: string) => {
    const res = await k.get(k.callers[who], `/v1/incidents/${id}/links`);
    expect(res.status, res.text).toBe(200);
    return (res.body as TIncidentLinks).items;
  };
  const history = async (id: string) =>
    (await k.get(k.callers.admin, `/v1/incidents/${id}/history`)).body as THistoryEntry[];

  it('lets the reporter say their report is the same problem, shown on both incidents and in both histories', async () => {
    const res = await link('user', report.id, {
      linkedIncidentId: earlier.id,
      kind: 'same-as-reported',
      shown: [{ id: earlier.id, band: 'likely' }],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'same-as-reported',
      direction: 'from',
      incident: { id: earlier.id, incidentNumber: earlier.incidentNumber },
    });
    expect(await links('quality', report.id)).toMatchObject([
      { kind: 'same-as-reported', direction: 'from' },
    ]);
    expect(await links('quality', earlier.id)).toMatchObject([
      { kind: 'same-as-reported', direction: 'to', incident: { id: report.id } },
    ]);
    const [own] = (await history(report.id)).filter((entry) => entry.action === 'link-incident');
    expect(own?.changes).toEqual([
      {
        field: 'linkedIncidents',
        from: null,
        to: `Reported as the same problem as #${earlier.incidentNumber}`,
      },
    ]);
    const [other] = (await history(earlier.id)).filter((entry) => entry.action === 'link-incident');
    expect(other?.changes[0]?.to).toBe(`Reported as the same problem by #${report.incidentNumber}`);
    // What the panel showed is kept with the choice.
    const row = await t.db.selectFrom('incident_links').select('shown').executeTakeFirstOrThrow();
    expect(JSON.parse(row.shown ?? 'null')).toEqual([{ id: earlier.id, band: 'likely' }]);
  });

  it('refuses "same problem" from anyone but the reporter', async () => {
    expect(
      (await link('quality', report.id, { linkedIncidentId: earlier.id, kind: 'same-as-reported' })).status,
    ).toBe(403);
  });

  it('lets quality give a verdict with a reason, replacing the previous one', async () => {
    expect(
      (await link('user', report.id, { linkedIncidentId: earlier.id, kind: 'duplicate', reason: 'x' }))
        .status,
    ).toBe(403);
    const noReason = await link('quality', report.id, { linkedIncidentId: earlier.id, kind: 'duplicate' });
    expect(noReason.status).toBe(422);
    const res = await link('quality', report.id, {
      linkedIncidentId: earlier.id,
      kind: 'duplicate',
      reason: 'Same supplier batch',
    });
    expect(res.status, res.text).toBe(201);
    const items = await links('user', report.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'duplicate',
      reason: 'Same supplier batch',
      createdBy: { user_id: k.callers.quality.id },
    });
    const entries = (await history(earlier.id)).filter((entry) => entry.action === 'link-incident');
    expect(entries.at(-1)).toMatchObject({
      reason: 'Same supplier batch',
      changes: [
        {
          field: 'linkedIncidents',
          from: `Reported as the same problem by #${report.incidentNumber}`,
          to: `Has a duplicate: #${report.incidentNumber}`,
        },
      ],
    });
  });

  it('never links to a draft, an unknown incident or itself, and hides links the caller may not see', async () => {
    expect(
      (await link('user', report.id, { linkedIncidentId: draft.id, kind: 'same-as-reported' })).status,
    ).toBe(404);
    expect(
      (await link('admin', report.id, { linkedIncidentId: draft.id, kind: 'related', reason: 'r' })).status,
    ).toBe(404);
    expect(
      (await link('user', report.id, { linkedIncidentId: 'nope', kind: 'same-as-reported' })).status,
    ).toBe(404);
    expect(
      (await link('user', report.id, { linkedIncidentId: report.id, kind: 'same-as-reported' })).status,
    ).toBe(422);
    expect((await k.get(k.callers.user, `/v1/incidents/${draft.id}/links`)).status).toBe(404);
    const bad = await link('quality', report.id, {
      linkedIncidentId: earlier.id,
      kind: 'duplicate',
      reason: 'r',
      x: 1,
    });
    expect(bad.status).toBe(422);
  });

  it('answers the link as the contract says', async () => {
    const res = await link('quality', earlier.id, {
      linkedIncidentId: report.id,
      kind: 'not-related',
      reason: 'Different seal',
    });
    expect(res.status).toBe(201);
    expect((res.body as TIncidentLink).direction).toBe('from');
    expect((await links('user', report.id)).map((item) => [item.kind, item.direction])).toEqual([
      ['duplicate', 'from'],
      ['not-related', 'to'],
    ]);
  });
});
